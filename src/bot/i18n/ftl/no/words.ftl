## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = Hnefi KI (nivå { $level })

## The games, by key.

variant-copenhagen = Copenhagen Hnefatafl
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = Kongens bord
variant-alea-evangelii = Alea Evangelii
variant-magpie = Magpie
variant-noggin = Noggins spill
variant-knut = Knuts spill
variant-thor = Thor Nogsons spill
variant-fetlar = Fetlar Hnefatafl
variant-saami-tablut = Samisk Tablut
variant-linnaean-tablut = Linnés Tablut
variant-sea-battle = Sjøslag
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (Lewis-korset)
variant-ard-ri = Ard Ri
variant-berserk = Berserk Hnefatafl
variant-sea-battle-13 = Sjøslag 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Foteviken Tablut

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Angriperne
side-defenders = Forsvarerne
side-noggin-attackers = Trollene
side-noggin-defenders = Noggene
side-knut-attackers = Trollene
side-knut-defenders = Noggene
side-thor-attackers = Trollene
side-thor-defenders = Noggene
side-magpie-attackers = Tyvene
side-magpie-defenders = Vennene
side-tafl9-attackers = Russerne
side-tafl9-defenders = Svenskene

## The king, and the games that name him otherwise.

king = kongen
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = leprechaunen

## Pieces, as a refusal names them.

piece-king = kongen
piece-defender = en forsvarer
piece-attacker = en angriper
piece-evangelist = en evangelist
piece-commander = en anfører
piece-knight = en ridder
piece-mercenary = en leiesoldat
piece-guard = en vakt

## Special squares, by the name the game gives them.

square-restricted = et sperret felt
square-the-trollstone = trollsteinen
square-noggin-s-home = Noggins hjem
square-the-throne = tronen
square-a-corner-burg = en hjørneborg
square-a-red-corner = et rødt hjørne
square-an-unusable-square = et ubrukelig felt
square-a-marked-square = et markert felt
square-a-marked-corner = et markert hjørne
square-a-gold-square = et gullfelt
square-a-gold-corner = et gullhjørne
square-a-corner = et hjørne
square-corner = et hjørne
square-throne = tronen
square-attackers-fort = et angriperfort
square-defenders-fort = et forsvarerfort

## How a game ends.

reason-king-captured = kongen fanget
reason-king-escaped = kongen slapp unna
reason-encircled = omringet
reason-no-legal-moves = ingen lovlige trekk
reason-repetition = gjentakelse
reason-resigned = gitt opp
reason-timeout = tiden gikk ut
reason-draw-agreed = avtalt remis
reason-aborted = avbrutt
reason-tuit-nog = tuit nog
reason-exit-fort = kantfort

# "Defenders win: king escaped"
result-win = { $side } vinner: { $reason }
result-draw = Remis: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = ubegrenset
