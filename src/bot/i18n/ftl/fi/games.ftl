## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Peli #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } – { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) – { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), sinun vuorosi: siirrä viimeistään { $due }.
game-your-move = { $player } ({ $side }), sinun vuorosi (ei aikarajaa).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = vangitsee { $squares }
move-troll-king-leaps = (peikkokuningas hyppää ruutuun { $square })
move-king-taken = — kuningas vangitaan ruudussa { $square }

## Resigning, draws, aborts.

game-resigns = { $player } luovuttaa.
game-draw-offered = 🤝 { $player } tarjoaa tasapeliä pelissä #{ $game }. { $opponent }, hyväksy komennolla `/{ cmd-draw-name }` (tai painikkeella ”{ button-offer-draw }”) tai jatka vain peliä.
game-draw-agreed = 🤝 Tasapeli sovittu.
game-aborted-answer = Peli #{ $game } on keskeytetty.
game-resign-ask = Luovutatko pelin #{ $game }? Vastustajasi voittaa, eikä tätä voi perua.
game-resigned-answer = Luovutit pelin #{ $game }.

button-resign = Luovuta
button-resign-confirm = Kyllä, luovuta
button-offer-draw = Tarjoa tasapeliä

## /games

games-title = Käynnissä olevat pelit: { $name }
games-to-move-due = **vuorossa**, siirto viimeistään { $due }
games-to-move = **vuorossa**
games-waiting = odottaa
games-line = `#{ $game }` { $variant } · vastustaja { $opponent } · siirto { $move } · { $turn } · <#{ $channel }>
games-more = … ja { $count } muuta.
games-none = Pelaajalla { $player } ei ole käynnissä olevia pelejä.

## /export, /replay

export-answer = Pelin #{ $game } pöytäkirja.
replay-moves = { $moves ->
    [one] 1 siirto
   *[other] { $moves } siirtoa
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 Arvonta: ensin siirtävät { $side }.
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, siirtosi pelissä #{ $game } on tehtävä viimeistään { $due }.
game-timeout = ⌛ { $player } ylitti aikarajan pelissä #{ $game }.
game-ai-declines-draw = { $ai } hylkää tasapelitarjouksen pelissä #{ $game }: peli jatkuu.
game-ai-accepts-draw = 🤝 { $ai } hyväksyy tasapelin.
game-aborted = Peli #{ $game } on keskeytetty: sitä ei lasketa. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = Vuorossa: { $side }
caption-win = { $side } voittavat — { $reason }
caption-draw = Tasapeli — { $reason }
caption-start = Alkuasema
caption-move = Siirto { $move }
