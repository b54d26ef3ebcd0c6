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

## /review

cmd-review = AI:ns analys av ett avslutat parti: bedömning av varje drag, misstag och bättre drag
cmd-review-name = analys
cmd-review--game = Partinummer (ditt senast avslutade parti här om det utelämnas)
cmd-review--game-name = parti
review-title = Analys · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (vinstchans { $chance } %); bättre { $best } ({ $best_chance } %)
review-clean = Inget drag gav bort särskilt mycket: ett rent parti enligt AI:ns bedömning.
review-key = Före drag { $number }: { $side } spelade { $played } ({ $mark }); bättre { $best }
review-mark-inaccuracy = inexakthet ?!
review-mark-mistake = misstag ?
review-mark-blunder = grovt misstag ??
review-chart-moves = drag
review-chart-chance = Vinstchans för { $side }, %
review-footer = AI:n undersökte varje ställning i { $seconds } s. Analysen sparas: frågar du igen visas den direkt.
refusal-review-unfinished = Parti #{ $game } pågår fortfarande: be om analysen när det har avslutats.
refusal-review-nothing = Parti #{ $game } har inga drag att analysera.
refusal-review-running = Din senaste analys pågår fortfarande: vänta på den innan du ber om en ny.
refusal-review-under-way = Parti #{ $game } analyseras just nu: fråga igen om en minut, så är analysen klar.
refusal-reviews-busy = AI:n är upptagen med andra analyser: försök igen om några minuter.
