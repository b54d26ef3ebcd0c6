## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = Hnefi-tekoäly (taso { $level })

## The games, by key.

variant-copenhagen = Copenhagen Hnefatafl
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = King's Table
variant-alea-evangelii = Alea Evangelii
variant-magpie = Magpie
variant-noggin = Nogginin peli
variant-knut = Knutin peli
variant-thor = Thor Nogsonin peli
variant-fetlar = Fetlar Hnefatafl
variant-saami-tablut = Saamelainen tablut
variant-linnaean-tablut = Linnén tablut
variant-sea-battle = Meritaistelu
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (Lewis Cross)
variant-ard-ri = Ard Ri
variant-berserk = Berserk Hnefatafl
variant-sea-battle-13 = Meritaistelu 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Foteviken Tablut

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Hyökkääjät
side-defenders = Puolustajat
side-noggin-attackers = Peikot
side-noggin-defenders = Nogit
side-knut-attackers = Peikot
side-knut-defenders = Nogit
side-thor-attackers = Peikot
side-thor-defenders = Nogit
side-magpie-attackers = Varkaat
side-magpie-defenders = Ystävät
side-tafl9-attackers = Venäläiset
side-tafl9-defenders = Ruotsalaiset

## The king, and the games that name him otherwise.

king = kuningas
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = menninkäinen

## Pieces, as a refusal names them.

piece-king = kuningas
piece-defender = puolustaja
piece-attacker = hyökkääjä
piece-evangelist = evankelista
piece-commander = komentaja
piece-knight = ritari
piece-mercenary = palkkasoturi
piece-guard = vartija

## Special squares, by the name the game gives them.

square-restricted = rajoitettu ruutu
square-the-trollstone = peikkokivi
square-noggin-s-home = Nogginin koti
square-the-throne = valtaistuin
square-a-corner-burg = kulmalinna
square-a-red-corner = punainen kulma
square-an-unusable-square = käyttökelvoton ruutu
square-a-marked-square = merkitty ruutu
square-a-marked-corner = merkitty kulma
square-a-gold-square = kultaruutu
square-a-gold-corner = kultakulma
square-a-corner = kulma
square-corner = kulma
square-throne = valtaistuin
square-attackers-fort = hyökkääjien linnake
square-defenders-fort = puolustajien linnake

## How a game ends.

reason-king-captured = kuningas vangittu
reason-king-escaped = kuningas pakeni
reason-encircled = saarto
reason-no-legal-moves = ei sallittuja siirtoja
reason-repetition = toisto
reason-resigned = luovutus
reason-timeout = aika loppui
reason-draw-agreed = sovittu tasapeli
reason-aborted = keskeytetty
reason-tuit-nog = tuit nog
reason-exit-fort = reunalinnake

# "Defenders win: king escaped"
result-win = { $side } voittavat: { $reason }
result-draw = Tasapeli: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = ei aikarajaa
