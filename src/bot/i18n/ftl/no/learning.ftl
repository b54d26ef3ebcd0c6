## Learning from games: records in and out.

cmd-import = Importer en notasjon eller en trekkfølge som et parti uten rating
cmd-import-name = importer
cmd-import--record = En notasjonsfil: OpenTafls .otg eller Hnefis egen eksport
cmd-import--record-name = notasjon
cmd-import--text = Eller en trekkfølge, f.eks. e1-e4 d5-d2 (sammen med spillet)
cmd-import--text-name = tekst
cmd-import--variant = Spillet som trekkfølgen er spilt i
cmd-import--variant-name = spill
cmd-export--format = Hnefis egen notasjon eller OpenTafls .otg (Hnefis hvis utelatt)
cmd-export--format-name = format
choice-record-format-native = Hnefis egen notasjon
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importert som parti #{ $game } ({ $moves } trekk), uten rating: /board, /replay og /export viser det.

refusal-busy = Boten er opptatt med andre importer og gjennomspillinger: prøv igjen om et øyeblikk.
refusal-record-too-large = Filen er for stor: en notasjon kan være på høyst { $max_kb } KB.
refusal-not-a-record = Filen er ikke en notasjon: legg ved en OpenTafl-fil (.otg) eller en notasjon eksportert med /export.
refusal-import-needs-variant = Si med `variant` hvilket spill trekkene er spilt i, eller legg ved en notasjonsfil i stedet.
refusal-import-nothing = Legg ved en notasjonsfil med `record`, eller skriv en trekkfølge i `text` og spillet i `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = ratede partier
ratings-chart-rating = rating
tournament-crosstable-title = { $tournament } · krysstabell
tournament-crosstable-player = Spiller
tournament-crosstable-points = Poeng
