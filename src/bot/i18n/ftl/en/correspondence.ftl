## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Your vacation: the clocks of your correspondence games here stand still
cmd-vacation-name = vacation
cmd-vacation-start = Go on vacation for some days
cmd-vacation-start-name = start
cmd-vacation-start--days = How many days
cmd-vacation-start--days-name = days
cmd-vacation-end = End your vacation now; the days not begun return
cmd-vacation-end-name = end
cmd-vacation-status = Whether someone is away, and their vacation days this year
cmd-vacation-status-name = status
cmd-vacation-status--user = Whose (yours if left out)
cmd-vacation-status--user-name = user
cmd-vacation-auto = Start a vacation by yourself instead of losing on time, while days remain
cmd-vacation-auto-name = auto
cmd-vacation-auto--enabled = On or off
cmd-vacation-auto--enabled-name = enabled
cmd-vacation-allowance = Each player's vacation days a year on this server (Manage Server)
cmd-vacation-allowance-name = allowance
cmd-vacation-allowance--days = Days a year (21 by default)
cmd-vacation-allowance--days-name = days
cmd-notify = Direct messages on your turn and when your time runs low
cmd-notify-name = notify
cmd-notify--turn = Your turn: a message each move, a daily digest, or off
cmd-notify--turn-name = turn
cmd-notify--warnings = A warning when 80% and 95% of your time has gone
cmd-notify--warnings-name = warnings
cmd-notify--hour = The digest's hour, UTC (8 if never set)
cmd-notify--hour-name = hour
cmd-premove = Conditional moves in a game, hidden from your opponent
cmd-premove-name = premove
cmd-premove-set = Enter a line: their move, your reply, their move, your reply...
cmd-premove-set-name = set
cmd-premove-set--line = Moves THEIRS MINE THEIRS MINE..., like e3-e6 f7-f5
cmd-premove-set--line-name = line
cmd-premove-set--game = Game number (needed only if you play several games here)
cmd-premove-set--game-name = game
cmd-premove-show = Show your conditional moves in a game
cmd-premove-show-name = show
cmd-premove-show--game = Game number (needed only if you play several games here)
cmd-premove-show--game-name = game
cmd-premove-clear = Remove your conditional moves in a game
cmd-premove-clear-name = clear
cmd-premove-clear--game = Game number (needed only if you play several games here)
cmd-premove-clear--game-name = game
cmd-tournament-create--vacation = Whether vacations stop its clocks (default yes)
cmd-tournament-create--vacation-name = vacation
choice-turn-each-move = each move
choice-turn-daily = daily digest
choice-turn-off = off

## Times left

time-minutes = { $minutes }m
time-hours = { $hours }h
time-hours-minutes = { $hours }h { $minutes }m
time-days = { $days }d
time-days-hours = { $days }d { $hours }h

## Boards and lists

game-banks = ⏳ Time banks: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (this move's own time ends { $at }, then the bank pays)
game-away = 🏖️ { $player } is away until { $until }: their clock stands still.
games-away = { $player } away until { $until }
move-conditional = (conditional move)
game-auto-vacation = 🏖️ { $player } ran out of time, so their automatic vacation began: their clocks here stand still until { $until } ({ $days } days), unless they move before.
tournament-no-vacation = Vacations do not stop its clocks.

## /vacation

vacation-started = 🏖️ { $player } is away until { $until }: the clocks of their correspondence games here stand still.
vacation-ended = 👋 { $player } is back: their clocks run again; { $returned } unused days returned.
vacation-status-away = 🏖️ { $player } is away until { $until }.
vacation-status-here = { $player } is not on vacation here.
vacation-status-auto = Automatic vacation instead of a loss on time: { $on ->
    [yes] on
   *[no] off
}.
vacation-auto-on = Automatic vacation is on: if your time runs out here while you have vacation days, a vacation begins instead of the loss.
vacation-auto-off = Automatic vacation is off: a clock that runs out loses the game.
vacation-allowance-set = Each player now has { $days } vacation days a year on this server.
vacation-days = Vacation days this year: { $used } used, { $left } left of { $allowance }.

## /premove

premove-set = Conditional moves stored for game #{ $game }, hidden from your opponent:
    { $line }
premove-show = Your conditional moves in game #{ $game }:
    { $line }
premove-none = You have no conditional moves in this game.
premove-cleared = Your conditional moves in game #{ $game } are removed.
premove-pair = **{ $move }.** if `{ $theirs }` then `{ $mine }`

## /notify and direct messages

notify-turn-each-move = a message for each move
notify-turn-daily = a daily digest at { $hour }:00 UTC
notify-turn-off = none
notify-settings = Your turn: { $turn } · time warnings: { $warnings ->
    [yes] on
   *[no] off
}.
dm-turn = ♟️ Your move { $move } in game #{ $game } ({ $variant }) against { $opponent }, due { $due }: { $link }
dm-warning = ⏰ Game #{ $game } ({ $variant }): { $percent }% of your time has gone; your move is due { $due }: { $link }
dm-digest-title = { $count ->
    [one] One game waits for your move
   *[other] { $count } games wait for your move
}
dm-digest-line = `#{ $game }` { $variant } vs { $opponent } · due { $due } · { $link }
dms-closed = { $player }, Discord does not let me send you direct messages, so I stopped; open them and use /notify to start again.

## Refusals

refusal-bank-too-short = A time bank of { $time } is too short: the shortest is 10m.
refusal-bank-too-long = A time bank of { $time } is too long: the longest is 60d.
refusal-vacation-too-long = You have { $left } vacation days left this year: ask for { $left } or fewer.
refusal-vacation-none-left = You have used this year's { $allowance } vacation days on this server.
refusal-vacation-too-short = A vacation is at least one day.
refusal-already-away = You are already away until { $until }: end it with /vacation end first.
refusal-not-away = You are not on vacation here.
refusal-vacation-allowance = The yearly allowance is at most { $max } days.
refusal-premove-your-turn = It is your move in game #{ $game }: play it with /move. Conditional moves are for your opponent's turn.
refusal-no-premoves = You have no conditional moves in game #{ $game }.
refusal-premove-empty = Write the line as moves, your opponent's first, then yours, and so on (like `e3-e6 f7-f5`).
refusal-premove-no-reply = The line ends with your opponent's move (move { $count }): add your reply.
refusal-premove-too-long = A line holds at most { $max } moves.
refusal-premove-notation = Move { $index } of the line, `{ $text }`: { $error }
refusal-premove-illegal-theirs = Your opponent's move { $index } of the line, `{ $text }`, cannot be played there: { $error }
refusal-premove-illegal-mine = Your move { $index } of the line, `{ $text }`, cannot be played there: { $error }
refusal-premove-game-ends = The game would be over before move { $index } of the line: end the line there.
