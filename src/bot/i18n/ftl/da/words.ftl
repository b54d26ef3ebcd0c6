## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = Hnefi AI (niveau { $level })

## The games, by key.

variant-copenhagen = Copenhagen Hnefatafl
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = Kongens bord
variant-alea-evangelii = Alea Evangelii
variant-magpie = Magpie
variant-noggin = Noggins spil
variant-knut = Knuts spil
variant-thor = Thor Nogsons spil
variant-fetlar = Fetlar Hnefatafl
variant-saami-tablut = Samisk Tablut
variant-linnaean-tablut = Linnés Tablut
variant-sea-battle = Søslag
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (Lewis-korset)
variant-ard-ri = Ard Ri
variant-berserk = Berserk Hnefatafl
variant-sea-battle-13 = Søslag 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Foteviken Tablut

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Angriberne
side-defenders = Forsvarerne
side-noggin-attackers = Troldene
side-noggin-defenders = Noggerne
side-knut-attackers = Troldene
side-knut-defenders = Noggerne
side-thor-attackers = Troldene
side-thor-defenders = Noggerne
side-magpie-attackers = Tyvene
side-magpie-defenders = Vennerne
side-tafl9-attackers = Russerne
side-tafl9-defenders = Svenskerne

## The king, and the games that name him otherwise.

king = kongen
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = leprechaunen

## Pieces, as a refusal names them.

piece-king = kongen
piece-defender = en forsvarer
piece-attacker = en angriber
piece-evangelist = en evangelist
piece-commander = en anfører
piece-knight = en ridder
piece-mercenary = en lejesoldat
piece-guard = en vagt

## Special squares, by the name the game gives them.

square-restricted = et spærret felt
square-the-trollstone = troldestenen
square-noggin-s-home = Noggins hjem
square-the-throne = tronen
square-a-corner-burg = en hjørneborg
square-a-red-corner = et rødt hjørne
square-an-unusable-square = et ubrugeligt felt
square-a-marked-square = et markeret felt
square-a-marked-corner = et markeret hjørne
square-a-gold-square = et guldfelt
square-a-gold-corner = et guldhjørne
square-a-corner = et hjørne
square-corner = et hjørne
square-throne = tronen
square-attackers-fort = et angriberfort
square-defenders-fort = et forsvarerfort

## How a game ends.

reason-king-captured = kongen fanget
reason-king-escaped = kongen undslap
reason-encircled = omringet
reason-no-legal-moves = ingen lovlige træk
reason-repetition = gentagelse
reason-resigned = opgivet
reason-timeout = tiden udløb
reason-draw-agreed = aftalt remis
reason-aborted = afbrudt
reason-tuit-nog = tuit nog
reason-exit-fort = kantfort

# "Defenders win: king escaped"
result-win = { $side } vinder: { $reason }
result-draw = Remis: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = ubegrænset
