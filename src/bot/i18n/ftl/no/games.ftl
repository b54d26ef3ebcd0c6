## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Parti #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } mot { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) mot { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), det er ditt trekk – senest { $due }.
game-your-move = { $player } ({ $side }), det er ditt trekk (ingen tidsgrense).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = fanger { $squares }
move-troll-king-leaps = (trollkongen hopper til { $square })
move-king-taken = — kongen er fanget på { $square }

## Resigning, draws, aborts.

game-resigns = { $player } gir opp.
game-draw-offered = 🤝 { $player } tilbyr remis i parti #{ $game }. { $opponent }, ta imot med `/{ cmd-draw-name }` (eller knappen «{ button-offer-draw }»), eller bare spill videre.
game-draw-agreed = 🤝 Remis avtalt.
game-aborted-answer = Parti #{ $game } er avbrutt.
game-resign-ask = Vil du gi opp parti #{ $game }? Motstanderen din vinner, og det kan ikke angres.
game-resigned-answer = Du har gitt opp parti #{ $game }.

button-resign = Gi opp
button-resign-confirm = Ja, gi opp
button-offer-draw = Tilby remis

## /games

games-title = Aktive partier for { $name }
games-to-move-due = **i trekket**, senest { $due }
games-to-move = **i trekket**
games-waiting = venter
games-line = `#{ $game }` { $variant } mot { $opponent } · trekk { $move } · { $turn } · <#{ $channel }>
games-more = … og { $count } til.
games-none = { $player } har ingen aktive partier.

## /export, /replay

export-answer = Notasjonen for parti #{ $game }.
replay-moves = { $moves ->
    [one] 1 trekk
   *[other] { $moves } trekk
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 { $side } trekker først: avgjort ved loddtrekning.
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, trekket ditt i parti #{ $game } må spilles senest { $due }.
game-timeout = ⌛ { $player } gikk tom for tid i parti #{ $game }.
game-ai-declines-draw = { $ai } avslår remistilbudet i parti #{ $game }: spill videre.
game-ai-accepts-draw = 🤝 { $ai } tar imot remistilbudet.
game-aborted = Parti #{ $game } er avbrutt: det teller ikke. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = { $side } i trekket
caption-win = { $side } vinner — { $reason }
caption-draw = Remis — { $reason }
caption-start = Utgangsstilling
caption-move = Trekk { $move }
