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
