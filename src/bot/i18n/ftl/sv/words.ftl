## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = Hnefi AI (nivå { $level })

## The games, by key.

variant-copenhagen = Copenhagen Hnefatafl
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = King's Table
variant-alea-evangelii = Alea Evangelii
variant-magpie = Magpie
variant-noggin = Noggins spel
variant-knut = Knuts spel
variant-thor = Thor Nogsons spel
variant-fetlar = Fetlar Hnefatafl
variant-saami-tablut = Samisk tablut
variant-linnaean-tablut = Linnés tablut
variant-sea-battle = Sjöslag
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (Lewis Cross)
variant-ard-ri = Ard Ri
variant-berserk = Berserk Hnefatafl
variant-sea-battle-13 = Sjöslag 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Foteviken Tablut

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Anfallarna
side-defenders = Försvararna
side-noggin-attackers = Trollen
side-noggin-defenders = Nogarna
side-knut-attackers = Trollen
side-knut-defenders = Nogarna
side-thor-attackers = Trollen
side-thor-defenders = Nogarna
side-magpie-attackers = Tjuvarna
side-magpie-defenders = Vännerna
side-tafl9-attackers = Ryssarna
side-tafl9-defenders = Svenskarna

## The king, and the games that name him otherwise.

king = kungen
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = leprechaunen

## Pieces, as a refusal names them.

piece-king = kungen
piece-defender = en försvarare
piece-attacker = en anfallare
piece-evangelist = en evangelist
piece-commander = en befälhavare
piece-knight = en riddare
piece-mercenary = en legosoldat
piece-guard = en vakt

## Special squares, by the name the game gives them.

square-restricted = en spärrad ruta
square-the-trollstone = trollstenen
square-noggin-s-home = Noggins hem
square-the-throne = tronen
square-a-corner-burg = en hörnborg
square-a-red-corner = ett rött hörn
square-an-unusable-square = en oanvändbar ruta
square-a-marked-square = en markerad ruta
square-a-marked-corner = ett markerat hörn
square-a-gold-square = en guldruta
square-a-gold-corner = ett guldhörn
square-a-corner = ett hörn
square-corner = ett hörn
square-throne = tronen
square-attackers-fort = ett anfallarfort
square-defenders-fort = ett försvararfort

## How a game ends.

reason-king-captured = kungen fångad
reason-king-escaped = kungen flydde
reason-encircled = inringning
reason-no-legal-moves = inga tillåtna drag
reason-repetition = upprepning
reason-resigned = uppgivet
reason-timeout = tiden ute
reason-draw-agreed = överenskommen remi
reason-aborted = avbrutet
reason-tuit-nog = tuit nog
reason-exit-fort = kantfort

# "Defenders win: king escaped"
result-win = { $side } vinner: { $reason }
result-draw = Remi: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = ingen gräns
