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
