## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = Hnefi AI (level { $level })

## The games, by key.

variant-copenhagen = Copenhagen Hnefatafl
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = King's Table
variant-alea-evangelii = Alea Evangelii
variant-magpie = Magpie
variant-noggin = Noggin's Game
variant-knut = Knut's Game
variant-thor = Thor Nogson's Game
variant-fetlar = Fetlar Hnefatafl
variant-saami-tablut = Saami Tablut
variant-linnaean-tablut = Linnaean Tablut
variant-sea-battle = Sea Battle
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (Lewis Cross)
variant-ard-ri = Ard Ri
variant-berserk = Berserk Hnefatafl
variant-sea-battle-13 = Sea Battle 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Foteviken Tablut

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Attackers
side-defenders = Defenders
side-noggin-attackers = Trolls
side-noggin-defenders = Nogs
side-knut-attackers = Trolls
side-knut-defenders = Nogs
side-thor-attackers = Trolls
side-thor-defenders = Nogs
side-magpie-attackers = Thieves
side-magpie-defenders = Friends
side-tafl9-attackers = Russians
side-tafl9-defenders = Swedes

## The king, and the games that name him otherwise.

king = the king
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = the leprechaun

## Pieces, as a refusal names them.

piece-king = the king
piece-defender = a defender
piece-attacker = an attacker
piece-evangelist = an Evangelist
piece-commander = a commander
piece-knight = a knight
piece-mercenary = a mercenary
piece-guard = a guard

## Special squares, by the name the game gives them.

square-restricted = a restricted square
square-the-trollstone = the trollstone
square-noggin-s-home = Noggin's home
square-the-throne = the throne
square-a-corner-burg = a corner burg
square-a-red-corner = a red corner
square-an-unusable-square = an unusable square
square-a-marked-square = a marked square
square-a-marked-corner = a marked corner
square-a-gold-square = a gold square
square-a-gold-corner = a gold corner
square-a-corner = a corner
square-corner = a corner
square-throne = the throne
square-attackers-fort = an attackers' fort
square-defenders-fort = a defenders' fort

## How a game ends.

reason-king-captured = king captured
reason-king-escaped = king escaped
reason-encircled = encircled
reason-no-legal-moves = no legal moves
reason-repetition = repetition
reason-resigned = resigned
reason-timeout = timeout
reason-draw-agreed = draw agreed
reason-aborted = aborted
reason-tuit-nog = tuit nog
reason-exit-fort = exit fort

# "Defenders win: king escaped"
result-win = { $side } win: { $reason }
result-draw = Draw: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = no limit
