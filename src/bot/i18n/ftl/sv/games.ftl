## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Parti #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } mot { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) mot { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), ditt drag, tiden går ut { $due }.
game-your-move = { $player } ({ $side }), ditt drag (ingen tidsgräns).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = fångar { $squares }
move-troll-king-leaps = (trollkungen hoppar till { $square })
move-king-taken = — kungen fångas på { $square }

## Resigning, draws, aborts.

game-resigns = { $player } ger upp.
game-draw-offered = 🤝 { $player } erbjuder remi i parti #{ $game }. { $opponent }, anta med `/{ cmd-draw-name }` (eller knappen ”{ button-offer-draw }”), eller spela bara vidare.
game-draw-agreed = 🤝 Remi överenskommen.
game-aborted-answer = Parti #{ $game } är avbrutet.
game-resign-ask = Ge upp parti #{ $game }? Din motståndare vinner, och det går inte att ångra.
game-resigned-answer = Du gav upp parti #{ $game }.

button-resign = Ge upp
button-resign-confirm = Ja, ge upp
button-offer-draw = Erbjud remi

## /games

games-title = Pågående partier för { $name }
games-to-move-due = **vid draget**, tiden går ut { $due }
games-to-move = **vid draget**
games-waiting = väntar
games-line = `#{ $game }` { $variant } mot { $opponent } · drag { $move } · { $turn } · <#{ $channel }>
games-more = … och { $count } till.
games-none = { $player } har inga pågående partier.

## /export, /replay

export-answer = Protokollet för parti #{ $game }.
replay-moves = { $moves ->
    [one] 1 drag
   *[other] { $moves } drag
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 { $side } drar först: avgjort genom lottning.
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, tiden för ditt drag i parti #{ $game } går ut { $due }.
game-timeout = ⌛ { $player } fick slut på tid i parti #{ $game }.
game-ai-declines-draw = { $ai } avböjer remierbjudandet i parti #{ $game }: spela vidare.
game-ai-accepts-draw = 🤝 { $ai } accepterar remin.
game-aborted = Parti #{ $game } är avbrutet: det räknas inte. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = { $side } vid draget
caption-win = { $side } vinner — { $reason }
caption-draw = Remi — { $reason }
caption-start = Startställning
caption-move = Drag { $move }
