## Learning from games: records in and out.

cmd-import = Import a game record, or a line of moves, as an unrated game
cmd-import-name = import
cmd-import--record = A record file: OpenTafl's .otg, or Hnefi's own export
cmd-import--record-name = record
cmd-import--text = Or a line of moves, like e1-e4 d5-d2 (with the variant)
cmd-import--text-name = text
cmd-import--variant = The game the line of moves is played in
cmd-import--variant-name = variant
cmd-import--rules = Or the line's rules, as an OpenTafl rules string
cmd-import--rules-name = rules
cmd-export--format = Hnefi's own record, or OpenTafl's .otg (Hnefi's if left out)
cmd-export--format-name = format
choice-record-format-native = Hnefi's own record
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Imported as game #{ $game } ({ $moves ->
    [one] one move
   *[other] { $moves } moves
}), unrated: /board, /replay and /export show it.

refusal-busy = The bot is busy with other imports and replays: try again in a moment.
refusal-record-too-large = That file is too large: a record is at most { $max_kb } KB.
refusal-not-a-record = That file is not a game record: attach an OpenTafl .otg file or a record exported by /export.
refusal-import-needs-variant = Say which game the moves are played in with `variant` (or give its rules with `rules`), or attach a record file instead.
refusal-import-nothing = Attach a record file with `record`, or write a line of moves in `text` with its `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = rated games
ratings-chart-rating = rating
tournament-crosstable-title = { $tournament } · crosstable
tournament-crosstable-player = Player
tournament-crosstable-points = Points

## /stats

cmd-stats = How the server's games of a variant ended, as a chart
cmd-stats-name = stats
cmd-stats--variant = Which game
cmd-stats--variant-name = variant
stats-title = Statistics · { $variant }
stats-none = No game of { $variant } has ended on this server yet.
stats-corpus-title = The real games of the corpus ({ $games } that ended on the board by rule)
stats-series-server = This server ({ $games } games)
stats-series-corpus = Corpus ({ $games } games)
stats-chart-title = { $variant } · results
stats-group-wins = { $side } win
stats-group-draws = Draws
stats-y-label = % of games
stats-summary = { $games ->
    [one] One game
   *[other] { $games } games
}: { $attackers } won { $attackers_won } ({ $attackers_share }%), { $defenders } { $defenders_won } ({ $defenders_share }%), draws { $draws } ({ $draws_share }%); { $plies } moves on average.
stats-reason-line = • { $result }: { $games } ({ $share }%)

## /review

cmd-review = The AI's review of a finished game: each move's evaluation, mistakes, better moves
cmd-review-name = review
cmd-review--game = Game number (your last finished game here, if left out)
cmd-review--game-name = game
review-title = Review · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (win chance { $chance }%); better { $best } ({ $best_chance }%)
review-clean = No move threw much away: a clean game, as the AI judges it.
review-key = Before move { $number }: { $side } played { $played } ({ $mark }); better { $best }
review-mark-inaccuracy = inaccuracy ?!
review-mark-mistake = mistake ?
review-mark-blunder = blunder ??
review-chart-moves = moves
review-chart-chance = { $side }' win chance, %
review-footer = The AI searched each position for { $seconds } s. The review is kept: asking again shows it at once.
refusal-review-unfinished = Game #{ $game } is still being played: ask for its review once it has ended.
refusal-review-nothing = Game #{ $game } has no moves to review.
refusal-review-running = Your last review is still running: wait for it before asking for another.
refusal-review-under-way = Game #{ $game } is being reviewed right now: ask again in a minute and the review will be ready.
refusal-reviews-busy = The AI is busy with other reviews: try again in a few minutes.
