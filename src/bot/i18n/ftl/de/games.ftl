## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Partie #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } gegen { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) gegen { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), du bist am Zug, fällig { $due }.
game-your-move = { $player } ({ $side }), du bist am Zug (ohne Zeitlimit).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = schlägt { $squares }
move-troll-king-leaps = (der Trollkönig springt nach { $square })
move-king-taken = — der König ist auf { $square } geschlagen

## Resigning, draws, aborts.

game-resigns = { $player } gibt auf.
game-draw-offered = 🤝 { $player } bietet in Partie #{ $game } Remis an. { $opponent }, nimm mit `/{ cmd-draw-name }` (oder dem Knopf „{ button-offer-draw }“) an oder spiel einfach weiter.
game-draw-agreed = 🤝 Remis vereinbart.
game-aborted-answer = Partie #{ $game } ist abgebrochen.
game-resign-ask = Partie #{ $game } aufgeben? Dein Gegner gewinnt; das lässt sich nicht rückgängig machen.
game-resigned-answer = Du hast Partie #{ $game } aufgegeben.

button-resign = Aufgeben
button-resign-confirm = Ja, aufgeben
button-offer-draw = Remis anbieten

## /games

games-title = Laufende Partien von { $name }
games-to-move-due = **am Zug**, fällig { $due }
games-to-move = **am Zug**
games-waiting = wartet
games-line = `#{ $game }` { $variant } gegen { $opponent } · Zug { $move } · { $turn } · <#{ $channel }>
games-more = … und { $count } weitere.
games-none = { $player } hat keine laufenden Partien.

## /export, /replay

export-answer = Die Notation von Partie #{ $game }.
replay-moves = { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 Das Los hat entschieden: Die { $side } ziehen zuerst.
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, dein Zug in Partie #{ $game } ist { $due } fällig.
game-timeout = ⌛ { $player } hat in Partie #{ $game } die Zeit überschritten.
game-ai-declines-draw = { $ai } lehnt das Remisangebot in Partie #{ $game } ab: Weiter geht's.
game-ai-accepts-draw = 🤝 { $ai } nimmt das Remis an.
game-aborted = Partie #{ $game } ist abgebrochen: Sie zählt nicht. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = Am Zug: { $side }
caption-win = Sieg für die { $side } — { $reason }
caption-draw = Remis — { $reason }
caption-start = Startstellung
caption-move = Zug { $move }
