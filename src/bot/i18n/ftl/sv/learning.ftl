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

## /puzzle (docs/learning.md 2)

cmd-puzzle = Problem från riktiga partier, med en problemrating
cmd-puzzle-name = problem
cmd-puzzle-next = Ett problem att lösa: en ställning från ett riktigt parti där ett drag vinner
cmd-puzzle-next-name = nästa
cmd-puzzle-next--variant = Vilket spel (Copenhagen om det utelämnas)
cmd-puzzle-next--variant-name = variant
cmd-puzzle-solve = Svara på ditt problem: ditt drag eller hela din dragföljd
cmd-puzzle-solve-name = lös
cmd-puzzle-solve--move = Ditt drag (e4-e7) eller dina drag i tur och ordning (e4-e7 e7-e9); boten spelar svaren
cmd-puzzle-solve--move-name = drag
cmd-puzzle-daily = Posta ett problem varje dag i en kanal, eller sluta (Hantera server)
cmd-puzzle-daily-name = daglig
cmd-puzzle-daily--channel = Var (utelämnad: det dagliga problemet slutar)
cmd-puzzle-daily--channel-name = kanal
puzzle-title = Problem · { $variant }
puzzle-task = **{ $side } drar och vinner på { $moves ->
    [one] ett drag
   *[other] { $moves } drag
}.**
puzzle-source-game = Från parti #{ $game } på den här servern.
puzzle-source-corpus = Från ett riktigt parti ({ $source }).
puzzle-how = Svara med `/puzzle solve`: ditt drag eller alla dina drag i tur och ordning. Boten spelar den andra sidans svar.
puzzle-footer = Problem { $key } · rating { $rating } · din problemrating { $mine }
puzzle-left-failed = Ditt förra problem ({ $key }) lämnades ofullbordat och räknas som misslyckat: { $change }.
puzzle-left-skipped = Ditt förra problem ({ $key }) hoppades över före första draget: ingen ratingändring.
puzzle-step = { $move } → boten svarar { $reply }
puzzle-right = ✅ Rätt: { $steps }. Vinn nu på { $moves ->
    [one] ett drag
   *[other] { $moves } drag
}.
puzzle-solved = 🎉 Löst: { $steps }. Problemrating { $change }. `/puzzle next` för ett nytt.
puzzle-failed = ❌ { $steps }: därmed är vinsten borta; { $expected } hade hållit den. Lösningen: { $solution }. Problemrating { $change }.
puzzle-ignored = { $count ->
    [one] Draget efter problemets slut lästes inte.
   *[other] De { $count } dragen efter problemets slut lästes inte.
}
puzzle-daily-set = Det dagliga problemet postas i { $channel }, det första nu.
puzzle-daily-stopped = Det dagliga problemet har slutat.
puzzle-daily-title = Dagens problem · { $variant }
puzzle-daily-solution = Lösning: { $solution }
puzzle-take = Lös det
refusal-puzzle-none = Det finns inga problem i { $variant } ännu: prova Copenhagen eller Brandubh, eller spela fler partier av det här.
refusal-puzzle-exhausted = Du har provat alla problem i { $variant }: prova en annan variant.
refusal-puzzle-not-open = Du har inget problem att svara på: be om ett med `/puzzle next`.
refusal-puzzle-illegal = Drag { $index } i ditt svar, { $move }, kan inte spelas där: inget räknades. Skriv draget som från-till (e4-e7), dina drag i tur och ordning.
refusal-puzzle-changed = Ett annat svar på ditt problem kom först: titta på dess bräde och svara därifrån.
refusal-puzzle-tried = Det problemet har du provat förut: `/puzzle next` ger dig ett nytt.
refusal-puzzle-unknown = Det finns inget problem { $key }.
