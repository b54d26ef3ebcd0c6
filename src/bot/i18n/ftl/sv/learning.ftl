## Learning from games: records in and out.

cmd-import = Importera ett protokoll eller en dragföljd som ett parti utan rating
cmd-import-name = importera
cmd-import--record = En protokollfil: OpenTafls .otg eller Hnefis egen export
cmd-import--record-name = protokoll
cmd-import--text = Eller en dragföljd, t.ex. e1-e4 d5-d2 (tillsammans med spelet)
cmd-import--text-name = text
cmd-import--variant = Spelet som dragföljden är spelad i
cmd-import--variant-name = variant
cmd-import--rules = Eller dragens regler som OpenTafl-regelsträng
cmd-import--rules-name = regelsträng
cmd-export--format = Hnefis eget protokoll eller OpenTafls .otg (Hnefis om det utelämnas)
cmd-export--format-name = format
choice-record-format-native = Hnefis eget protokoll
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importerat som parti #{ $game } ({ $moves } drag), utan rating: /board, /replay och /export visar det.

refusal-busy = Boten är upptagen med andra importer och repriser: försök igen om en stund.
refusal-record-too-large = Filen är för stor: ett protokoll får vara högst { $max_kb } kB.
refusal-not-a-record = Filen är inget partiprotokoll: bifoga en .otg-fil från OpenTafl eller ett protokoll exporterat med /export.
refusal-import-needs-variant = Ange med `variant` vilket spel dragen spelas i (eller dess regler med `rules`), eller bifoga en protokollfil i stället.
refusal-import-nothing = Bifoga en protokollfil med `record`, eller skriv en dragföljd i `text` och spelet i `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = partier med rating
ratings-chart-rating = rating
tournament-crosstable-title = { $tournament } · korstabell
tournament-crosstable-player = Spelare
tournament-crosstable-points = Poäng

## /stats

cmd-stats = Hur serverns partier i ett spel har slutat, som diagram
cmd-stats-name = statistik
cmd-stats--variant = Vilket spel
cmd-stats--variant-name = variant
stats-title = Statistik · { $variant }
stats-none = Inget parti i { $variant } har avslutats på den här servern än.
stats-corpus-title = Riktiga partier ur partisamlingen ({ $games } som avgjordes på brädet enligt reglerna)
stats-series-server = Den här servern ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
})
stats-series-corpus = Partisamlingen ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
})
stats-chart-title = { $variant } · resultat
stats-group-wins = { $side } vinner
stats-group-draws = Remi
stats-y-label = % av partierna
stats-summary = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}: { $attackers } vann { $attackers_won } ({ $attackers_share } %), { $defenders } vann { $defenders_won } ({ $defenders_share } %), { $draws ->
    [one] { $draws } remi
   *[other] { $draws } remier
} ({ $draws_share } %); i snitt { $plies } drag.
stats-reason-line = • { $result }: { $games } ({ $share } %)
