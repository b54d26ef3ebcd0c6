## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Parti #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } mod { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) mod { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), det er dit træk – senest { $due }.
game-your-move = { $player } ({ $side }), det er dit træk (ingen tidsgrænse).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = fanger { $squares }
move-troll-king-leaps = (troldekongen springer til { $square })
move-king-taken = — kongen er fanget på { $square }

## Resigning, draws, aborts.

game-resigns = { $player } giver op.
game-draw-offered = 🤝 { $player } tilbyder remis i parti #{ $game }. { $opponent }, tag imod med `/{ cmd-draw-name }` (eller knappen »{ button-offer-draw }«), eller spil bare videre.
game-draw-agreed = 🤝 Remis aftalt.
game-aborted-answer = Parti #{ $game } er afbrudt.
game-resign-ask = Vil du opgive parti #{ $game }? Din modstander vinder, og det kan ikke fortrydes.
game-resigned-answer = Du har opgivet parti #{ $game }.

button-resign = Opgiv
button-resign-confirm = Ja, opgiv
button-offer-draw = Tilbyd remis

## /games

games-title = Aktive partier for { $name }
games-to-move-due = **i trækket**, senest { $due }
games-to-move = **i trækket**
games-waiting = venter
games-line = `#{ $game }` { $variant } mod { $opponent } · træk { $move } · { $turn } · <#{ $channel }>
games-more = … og { $count } mere.
games-none = { $player } har ingen aktive partier.

## /export, /replay

export-answer = Notationen for parti #{ $game }.
replay-moves = { $moves ->
    [one] 1 træk
   *[other] { $moves } træk
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 { $side } trækker først: afgjort ved lodtrækning.
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, dit træk i parti #{ $game } skal spilles senest { $due }.
game-timeout = ⌛ { $player } løb tør for tid i parti #{ $game }.
game-ai-declines-draw = { $ai } afslår remistilbuddet i parti #{ $game }: spil videre.
game-ai-accepts-draw = 🤝 { $ai } tager imod remistilbuddet.
game-aborted = Parti #{ $game } er afbrudt: det tæller ikke. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = { $side } i trækket
caption-win = { $side } vinder — { $reason }
caption-draw = Remis — { $reason }
caption-start = Udgangsstilling
caption-move = Træk { $move }
