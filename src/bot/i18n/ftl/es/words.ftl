## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = IA de Hnefi (nivel { $level })

## The games, by key.

variant-copenhagen = Hnefatafl de Copenhague
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = Mesa del Rey
variant-alea-evangelii = Alea Evangelii
variant-magpie = Urraca
variant-noggin = Juego de Noggin
variant-knut = Juego de Knut
variant-thor = Juego de Thor Nogson
variant-fetlar = Hnefatafl de Fetlar
variant-saami-tablut = Tablut sami
variant-linnaean-tablut = Tablut de Linneo
variant-sea-battle = Batalla naval
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (cruz de Lewis)
variant-ard-ri = Ard Ri
variant-berserk = Hnefatafl berserker
variant-sea-battle-13 = Batalla naval 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Tablut de Foteviken

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Atacantes
side-defenders = Defensores
side-noggin-attackers = Trolls
side-noggin-defenders = Nogs
side-knut-attackers = Trolls
side-knut-defenders = Nogs
side-thor-attackers = Trolls
side-thor-defenders = Nogs
side-magpie-attackers = Ladrones
side-magpie-defenders = Amigos
side-tafl9-attackers = Rusos
side-tafl9-defenders = Suecos

## The king, and the games that name him otherwise.

king = el rey
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = el leprechaun

## Pieces, as a refusal names them.

piece-king = el rey
piece-defender = un defensor
piece-attacker = un atacante
piece-evangelist = un evangelista
piece-commander = un comandante
piece-knight = un caballero
piece-mercenary = un mercenario
piece-guard = un guardia

## Special squares, by the name the game gives them.

square-restricted = una casilla restringida
square-the-trollstone = la piedra del troll
square-noggin-s-home = la casa de Noggin
square-the-throne = el trono
square-a-corner-burg = un castillo de esquina
square-a-red-corner = una esquina roja
square-an-unusable-square = una casilla inutilizable
square-a-marked-square = una casilla marcada
square-a-marked-corner = una esquina marcada
square-a-gold-square = una casilla dorada
square-a-gold-corner = una esquina dorada
square-a-corner = una esquina
square-corner = una esquina
square-throne = el trono
square-attackers-fort = un fuerte de los atacantes
square-defenders-fort = un fuerte de los defensores

## How a game ends.

reason-king-captured = rey capturado
reason-king-escaped = huida del rey
reason-encircled = cerco
reason-no-legal-moves = sin jugadas legales
reason-repetition = repetición
reason-resigned = abandono
reason-timeout = tiempo agotado
reason-draw-agreed = de mutuo acuerdo
reason-aborted = partida anulada
reason-tuit-nog = tuit nog
reason-exit-fort = fuerte de salida

# "Defenders win: king escaped"
result-win = Ganan los { $side }: { $reason }
result-draw = Tablas: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = ¡UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = sin límite
