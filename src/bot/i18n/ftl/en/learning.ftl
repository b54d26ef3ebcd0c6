## Learning from games: records in and out.

cmd-import = Import a game record, or a line of moves, as an unrated game
cmd-import-name = import
cmd-import--record = A record file: OpenTafl's .otg, or Hnefi's own export
cmd-import--record-name = record
cmd-import--text = Or a line of moves, like e1-e4 d5-d2 (with the variant)
cmd-import--text-name = text
cmd-import--variant = The game the line of moves is played in
cmd-import--variant-name = variant
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
refusal-import-needs-variant = Say which game the moves are played in with `variant`, or attach a record file instead.
refusal-import-nothing = Attach a record file with `record`, or write a line of moves in `text` with its `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = rated games
ratings-chart-rating = rating
tournament-crosstable-title = { $tournament } · crosstable
tournament-crosstable-player = Player
tournament-crosstable-points = Points
