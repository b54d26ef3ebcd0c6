## Learning from games: records in and out.

cmd-import = Importér en notation eller en trækfølge som et parti uden rating
cmd-import-name = importer
cmd-import--record = En notationsfil: OpenTafls .otg eller Hnefis egen eksport
cmd-import--record-name = notation
cmd-import--text = Eller en trækfølge, fx e1-e4 d5-d2 (sammen med spillet)
cmd-import--text-name = tekst
cmd-import--variant = Spillet, som trækfølgen er spillet i
cmd-import--variant-name = spil
cmd-export--format = Hnefis egen notation eller OpenTafls .otg (Hnefis, hvis udeladt)
cmd-export--format-name = format
choice-record-format-native = Hnefis egen notation
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importeret som parti #{ $game } ({ $moves } træk), uden rating: /board, /replay og /export viser det.

refusal-busy = Boten har travlt med andre importer og gennemspilninger: prøv igen om et øjeblik.
refusal-record-too-large = Filen er for stor: en notation må højst fylde { $max_kb } KB.
refusal-not-a-record = Filen er ikke en notation: vedhæft en OpenTafl-fil (.otg) eller en notation eksporteret med /export.
refusal-import-needs-variant = Angiv med `variant`, hvilket spil trækkene er spillet i, eller vedhæft en notationsfil i stedet.
refusal-import-nothing = Vedhæft en notationsfil med `record`, eller skriv en trækfølge i `text` og spillet i `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = ratede partier
ratings-chart-rating = rating
tournament-crosstable-title = { $tournament } · krydstabel
tournament-crosstable-player = Spiller
tournament-crosstable-points = Point
