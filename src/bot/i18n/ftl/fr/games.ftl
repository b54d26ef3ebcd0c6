## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Partie #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant } : { $attacker } contre { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) contre { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), à toi de jouer, échéance { $due }.
game-your-move = { $player } ({ $side }), à toi de jouer (sans limite de temps).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = capture { $squares }
move-troll-king-leaps = (le roi des trolls bondit en { $square })
move-king-taken = — le roi est capturé en { $square }

## Resigning, draws, aborts.

game-resigns = { $player } abandonne.
game-draw-offered = 🤝 { $player } propose la nulle dans la partie #{ $game }. { $opponent }, accepte avec `/{ cmd-draw-name }` (ou le bouton « { button-offer-draw } »), ou continue simplement à jouer.
game-draw-agreed = 🤝 Nulle acceptée.
game-aborted-answer = La partie #{ $game } est annulée.
game-resign-ask = Abandonner la partie #{ $game } ? Ton adversaire gagne ; c'est irréversible.
game-resigned-answer = Tu as abandonné la partie #{ $game }.

button-resign = Abandonner
button-resign-confirm = Oui, abandonner
button-offer-draw = Proposer la nulle

## /games

games-title = Parties en cours de { $name }
games-to-move-due = **à jouer**, échéance { $due }
games-to-move = **à jouer**
games-waiting = en attente
games-line = `#{ $game }` { $variant } contre { $opponent } · coup { $move } · { $turn } · <#{ $channel }>
games-more = … et { $count } de plus.
games-none = { $player } n'a aucune partie en cours.

## /export, /replay

export-answer = La notation de la partie #{ $game }.
replay-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 Tiré au sort : les { $side } commencent.
game-tournament-pairing = 🏆 **{ $tournament }** : { $sides }
game-reminder = ⏰ { $player }, ton coup dans la partie #{ $game } est attendu { $due }.
game-timeout = ⌛ { $player } a dépassé son temps dans la partie #{ $game }.
game-ai-declines-draw = { $ai } refuse la nulle dans la partie #{ $game } : la partie continue.
game-ai-accepts-draw = 🤝 { $ai } accepte la nulle.
game-aborted = La partie #{ $game } est annulée : elle ne compte pas. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = Aux { $side } de jouer
caption-win = Victoire des { $side } — { $reason }
caption-draw = Nulle — { $reason }
caption-start = Départ
caption-move = Coup { $move }
