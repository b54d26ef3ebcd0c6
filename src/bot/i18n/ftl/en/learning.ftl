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

## /puzzle (docs/learning.md 2)

cmd-puzzle = Puzzles from real games, with a puzzle rating
cmd-puzzle-name = puzzle
cmd-puzzle-next = A puzzle to solve: a position from a real game where one move wins
cmd-puzzle-next-name = next
cmd-puzzle-next--variant = Which game (Copenhagen, if left out)
cmd-puzzle-next--variant-name = variant
cmd-puzzle-solve = Answer your puzzle: your move, or your whole line of moves
cmd-puzzle-solve-name = solve
cmd-puzzle-solve--move = Your move (e4-e7), or your moves in turn (e4-e7 e7-e9); the bot plays the replies
cmd-puzzle-solve--move-name = move
cmd-puzzle-daily = Post a puzzle every day in a channel, or stop (Manage Server)
cmd-puzzle-daily-name = daily
cmd-puzzle-daily--channel = Where (left out: the daily puzzle stops)
cmd-puzzle-daily--channel-name = channel
puzzle-title = Puzzle · { $variant }
puzzle-task = **{ $side } to play and win in { $moves ->
    [one] one move
   *[other] { $moves } moves
}.**
puzzle-source-game = From game #{ $game } on this server.
puzzle-source-corpus = From a real game ({ $source }).
puzzle-how = Answer with `/puzzle solve`: your move, or all your moves in turn. The bot plays the other side's replies.
puzzle-footer = Puzzle { $key } · rated { $rating } · your puzzle rating { $mine }
puzzle-left-failed = Your last puzzle ({ $key }) was left unfinished and counts as failed: { $change }.
puzzle-left-skipped = Your last puzzle ({ $key }) was skipped before its first move: no rating change.
puzzle-step = { $move } → the bot answers { $reply }
puzzle-right = ✅ Right: { $steps }. Now win in { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
puzzle-solved = 🎉 Solved: { $steps }. Puzzle rating { $change }. `/puzzle next` for another.
puzzle-failed = ❌ { $steps }: that lets the win go; { $expected } would have kept it. The solution: { $solution }. Puzzle rating { $change }.
puzzle-ignored = { $count ->
    [one] The move after the puzzle's end was not read.
   *[other] The { $count } moves after the puzzle's end were not read.
}
puzzle-daily-set = The daily puzzle will be posted in { $channel }, the first one now.
puzzle-daily-stopped = The daily puzzle is stopped.
puzzle-daily-title = Puzzle of the day · { $variant }
puzzle-daily-solution = Solution: { $solution }
puzzle-take = Solve it
refusal-puzzle-none = There are no puzzles of { $variant } yet: try Copenhagen or Brandubh, or finish more games of it here.
refusal-puzzle-exhausted = You have tried every puzzle of { $variant }: try another variant.
refusal-puzzle-not-open = You have no puzzle to answer: ask for one with `/puzzle next`.
refusal-puzzle-illegal = Move { $index } of your answer, { $move }, cannot be played there: nothing was counted. Write your move as from-to (e4-e7), your moves in turn.
refusal-puzzle-changed = Another answer to your puzzle came first: look at its board and answer from there.
refusal-puzzle-tried = You have tried this puzzle before: `/puzzle next` gives you a new one.
refusal-puzzle-unknown = There is no puzzle { $key }.
