## Learning from games: records in and out.

cmd-import = Importér en notation eller en trækfølge som et parti uden rating
cmd-import-name = importer
cmd-import--record = En notationsfil: OpenTafls .otg eller Hnefis egen eksport
cmd-import--record-name = notation
cmd-import--text = Eller en trækfølge, fx e1-e4 d5-d2 (sammen med spillet)
cmd-import--text-name = tekst
cmd-import--variant = Spillet, som trækfølgen er spillet i
cmd-import--variant-name = spil
cmd-import--rules = Eller trækkenes regler som OpenTafl-regelstreng
cmd-import--rules-name = regler
cmd-export--format = Hnefis egen notation eller OpenTafls .otg (Hnefis, hvis udeladt)
cmd-export--format-name = format
choice-record-format-native = Hnefis egen notation
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importeret som parti #{ $game } ({ $moves } træk), uden rating: /board, /replay og /export viser det.

refusal-busy = Boten har travlt med andre importer og gennemspilninger: prøv igen om et øjeblik.
refusal-record-too-large = Filen er for stor: en notation må højst fylde { $max_kb } KB.
refusal-not-a-record = Filen er ikke en notation: vedhæft en OpenTafl-fil (.otg) eller en notation eksporteret med /export.
refusal-import-needs-variant = Sig hvilket spil trækkene hører til med `variant` (eller giv dets regler med `rules`), eller vedhæft en notationsfil i stedet.
refusal-import-nothing = Vedhæft en notationsfil med `record`, eller skriv en trækfølge i `text` og spillet i `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = partier med rating
ratings-chart-rating = rating
tournament-crosstable-title = { $tournament } · krydstabel
tournament-crosstable-player = Spiller
tournament-crosstable-points = Point

## /stats

cmd-stats = Hvordan serverens partier i et spil er endt, vist som diagram
cmd-stats-name = statistik
cmd-stats--variant = Hvilket spil
cmd-stats--variant-name = spil
stats-title = Statistik · { $variant }
stats-none = Intet parti i { $variant } er afsluttet på denne server endnu.
stats-corpus-title = Rigtige partier fra partisamlingen ({ $games } afgjort på brættet efter reglerne)
stats-series-server = Denne server ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
})
stats-series-corpus = Partisamlingen ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
})
stats-chart-title = { $variant } · resultater
stats-group-wins = { $side } vinder
stats-group-draws = Remis
stats-y-label = % af partierne
stats-summary = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}: { $attackers } vandt { $attackers_won } ({ $attackers_share } %), { $defenders } vandt { $defenders_won } ({ $defenders_share } %), { $draws ->
    [one] { $draws } remis
   *[other] { $draws } remiser
} ({ $draws_share } %); i gennemsnit { $plies } træk.
stats-reason-line = • { $result }: { $games } ({ $share } %)

## /review

cmd-review = AI'ens analyse af et afsluttet parti: vurdering af hvert træk, fejl og bedre træk
cmd-review-name = analyse
cmd-review--game = Partinummer (dit sidste afsluttede parti her, hvis udeladt)
cmd-review--game-name = parti
review-title = Analyse · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (vinderchance { $chance } %); bedre { $best } ({ $best_chance } %)
review-clean = Intet træk gav meget væk: et rent parti efter AI'ens vurdering.
review-key = Før træk { $number }: { $side } spillede { $played } ({ $mark }); bedre { $best }
review-mark-inaccuracy = unøjagtighed ?!
review-mark-mistake = fejl ?
review-mark-blunder = bommert ??
review-chart-moves = træk
review-chart-chance = Vinderchance for { $side }, %
review-footer = AI'en undersøgte hver stilling i { $seconds } s. Analysen bliver gemt: spørger du igen, vises den med det samme.
refusal-review-unfinished = Parti #{ $game } er stadig i gang: bed om analysen, når det er afsluttet.
refusal-review-nothing = Parti #{ $game } har ingen træk at analysere.
refusal-review-running = Din sidste analyse kører stadig: vent på den, før du beder om en ny.
refusal-review-under-way = Parti #{ $game } bliver analyseret lige nu: spørg igen om et minut, så er analysen klar.
refusal-reviews-busy = AI'en har travlt med andre analyser: prøv igen om et par minutter.

## /puzzle (docs/learning.md 2)

cmd-puzzle = Opgaver fra rigtige partier, med en opgaverating
cmd-puzzle-name = opgave
cmd-puzzle-next = En opgave at løse: en stilling fra et rigtigt parti, hvor ét træk vinder
cmd-puzzle-next-name = næste
cmd-puzzle-next--variant = Hvilket spil (Copenhagen, hvis det udelades)
cmd-puzzle-next--variant-name = spil
cmd-puzzle-solve = Svar på din opgave: dit træk eller hele din række af træk
cmd-puzzle-solve-name = løs
cmd-puzzle-solve--move = Dit træk (e4-e7) eller dine træk efter tur (e4-e7 e7-e9); botten spiller svarene
cmd-puzzle-solve--move-name = træk
cmd-puzzle-daily = Post en opgave hver dag i en kanal, eller stop (Administrer server)
cmd-puzzle-daily-name = daglig
cmd-puzzle-daily--channel = Hvor (udeladt: den daglige opgave stopper)
cmd-puzzle-daily--channel-name = kanal
puzzle-title = Opgave · { $variant }
puzzle-task = **{ $side } trækker og vinder i { $moves ->
    [one] ét træk
   *[other] { $moves } træk
}.**
puzzle-source-game = Fra parti #{ $game } på denne server.
puzzle-source-corpus = Fra et rigtigt parti ({ $source }).
puzzle-how = Svar med `/puzzle solve`: dit træk eller alle dine træk efter tur. Botten spiller den anden sides svar.
puzzle-footer = Opgave { $key } · rating { $rating } · din opgaverating { $mine }
puzzle-left-failed = Din sidste opgave ({ $key }) blev ikke gjort færdig og tæller som fejlet: { $change }.
puzzle-left-skipped = Din sidste opgave ({ $key }) blev sprunget over før første træk: ingen ratingændring.
puzzle-step = { $move } → botten svarer { $reply }
puzzle-right = ✅ Rigtigt: { $steps }. Vind nu i { $moves ->
    [one] ét træk
   *[other] { $moves } træk
}.
puzzle-solved = 🎉 Løst: { $steps }. Opgaverating { $change }. `/puzzle next` for en ny.
puzzle-failed = ❌ { $steps }: dermed er gevinsten væk; { $expected } ville have holdt den. Løsningen: { $solution }. Opgaverating { $change }.
puzzle-ignored = { $count ->
    [one] Trækket efter opgavens slutning blev ikke læst.
   *[other] De { $count } træk efter opgavens slutning blev ikke læst.
}
puzzle-daily-set = Den daglige opgave bliver postet i { $channel }, den første nu.
puzzle-daily-stopped = Den daglige opgave er stoppet.
puzzle-daily-title = Dagens opgave · { $variant }
puzzle-daily-solution = Løsning: { $solution }
puzzle-take = Løs den
refusal-puzzle-none = Der er ingen opgaver i { $variant } endnu: prøv Copenhagen eller Brandubh, eller spil flere partier af det her.
refusal-puzzle-exhausted = Du har prøvet alle opgaver i { $variant }: prøv en anden variant.
refusal-puzzle-not-open = Du har ingen opgave at svare på: bed om en med `/puzzle next`.
refusal-puzzle-illegal = Træk { $index } i dit svar, { $move }, kan ikke spilles der: intet blev talt med. Skriv trækket som fra-til (e4-e7), dine træk efter tur.
refusal-puzzle-changed = Et andet svar på din opgave kom først: se dets bræt og svar derfra.
refusal-puzzle-tried = Den opgave har du prøvet før: `/puzzle next` giver dig en ny.
refusal-puzzle-unknown = Der findes ingen opgave { $key }.
