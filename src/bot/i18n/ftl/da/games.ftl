## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Game #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } vs { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) vs { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), your move, due { $due }.
game-your-move = { $player } ({ $side }), your move (no time limit).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = captures { $squares }
move-troll-king-leaps = (the troll king leaps to { $square })
move-king-taken = — the king is taken on { $square }

## Resigning, draws, aborts.

game-resigns = { $player } resigns.
game-draw-offered = 🤝 { $player } offers a draw in game #{ $game }. { $opponent }, accept with `/{ cmd-draw-name }` (or the { button-offer-draw } button), or just play on.
game-draw-agreed = 🤝 Draw agreed.
game-aborted-answer = Game #{ $game } is aborted.
game-resign-ask = Resign game #{ $game }? Your opponent wins; this cannot be undone.
game-resigned-answer = You resigned game #{ $game }.

button-resign = Resign
button-resign-confirm = Yes, resign
button-offer-draw = Offer draw

## /games

games-title = Active games of { $name }
games-to-move-due = **to move**, due { $due }
games-to-move = **to move**
games-waiting = waiting
games-line = `#{ $game }` { $variant } vs { $opponent } · move { $move } · { $turn } · <#{ $channel }>
games-more = … and { $count } more.
games-none = { $player } has no active games.

## /export, /replay

export-answer = The record of game #{ $game }.
replay-moves = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 The { $side } move first: drawn by lot.
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, your move in game #{ $game } is due { $due }.
game-timeout = ⌛ { $player } ran out of time in game #{ $game }.
game-ai-declines-draw = { $ai } declines the draw offer in game #{ $game }: play on.
game-ai-accepts-draw = 🤝 { $ai } accepts the draw.
game-aborted = Game #{ $game } is aborted: it does not count. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = { $side } to move
caption-win = { $side } win — { $reason }
caption-draw = Draw — { $reason }
caption-start = Start
caption-move = Move { $move }
