## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Partida #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } vs. { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) vs. { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), te toca mover; el plazo vence { $due }.
game-your-move = { $player } ({ $side }), te toca mover (sin límite de tiempo).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = captura { $squares }
move-troll-king-leaps = (el rey troll salta a { $square })
move-king-taken = — el rey cae capturado en { $square }

## Resigning, draws, aborts.

game-resigns = { $player } abandona.
game-draw-offered = 🤝 { $player } ofrece tablas en la partida #{ $game }. { $opponent }, acéptalas con `/{ cmd-draw-name }` (o con el botón «{ button-offer-draw }») o, simplemente, sigue jugando.
game-draw-agreed = 🤝 Tablas de mutuo acuerdo.
game-aborted-answer = La partida #{ $game } queda anulada.
game-resign-ask = ¿Abandonar la partida #{ $game }? Tu rival gana y no se puede deshacer.
game-resigned-answer = Has abandonado la partida #{ $game }.

button-resign = Abandonar
button-resign-confirm = Sí, abandonar
button-offer-draw = Ofrecer tablas

## /games

games-title = Partidas activas de { $name }
games-to-move-due = **le toca mover**, vence { $due }
games-to-move = **le toca mover**
games-waiting = esperando
games-line = `#{ $game }` { $variant } contra { $opponent } · jugada { $move } · { $turn } · <#{ $channel }>
games-more = … y { $count } más.
games-none = { $player } no tiene partidas activas.

## /export, /replay

export-answer = El registro de la partida #{ $game }.
replay-moves = { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 Empiezan los { $side }, por sorteo.
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, tu jugada en la partida #{ $game } vence { $due }.
game-timeout = ⌛ A { $player } se le ha agotado el tiempo en la partida #{ $game }.
game-ai-declines-draw = { $ai } rechaza las tablas en la partida #{ $game }: la partida sigue.
game-ai-accepts-draw = 🤝 { $ai } acepta las tablas.
game-aborted = La partida #{ $game } queda anulada: no cuenta. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = Mueven los { $side }
caption-win = Ganan los { $side } — { $reason }
caption-draw = Tablas — { $reason }
caption-start = Inicio
caption-move = Jugada { $move }
