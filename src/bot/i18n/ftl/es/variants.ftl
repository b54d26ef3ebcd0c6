## Conjuntos de reglas escritos como cadenas de reglas de OpenTafl (OTN):
## por qué una cadena no se puede leer ni jugar, y qué se ignoró de ella.
## Son partes de frases («No se pueden leer las reglas: ...») y empiezan en
## minúscula; `hnefi rules check` las muestra tal cual. Las claves, valores
## y letras entre comillas invertidas son de la cadena y no se traducen.

# Un problema con una clave: la clave y su valor tal como están escritos y luego el problema.
rules-at-key = `{ $key }:{ $value }`: { $problem }
rules-empty = la cadena de reglas está vacía
rules-too-long = la cadena de reglas ocupa { $length } bytes; una cadena de reglas ocupa como máximo { $max }
rules-missing-key = una cadena de reglas necesita `{ $key }`
rules-twice = la clave aparece dos veces
rules-both-starts = indica `start` o `starti`, no ambos
# $choices: los valores que admite la clave, como lista hecha con list-or.
rules-expected = se esperaba { $choices }
rules-size = el tamaño del tablero debe ser impar, de 5 a 19
rules-not-a-square = `{ $text }` no es una casilla
rules-off-board = { $square } no está en el tablero de { $size }x{ $size }
rules-square-twice = { $square } aparece dos veces
# $other: la clave (cor, cen, afor, dfor) que ya incluye la casilla.
rules-two-kinds = { $square } ya figura en `{ $other }`
rules-not-a-type = `{ $char }` no es un tipo de pieza (los tipos son t c n k m g, en mayúscula para los defensores)
rules-speed-count = una lista de velocidades tiene 1, 2, 8, 10 o 12 valores, no { $count }
rules-speed = `{ $text }` no es una velocidad (un número de casillas de 1 a 255, o -1 para no poner límite)
rules-king-count = la posición inicial necesita exactamente un rey (`K`), no { $count }
rules-no-attackers = los atacantes necesitan al menos una pieza
rules-king-escaped = el rey empieza en { $square }, donde ya ha escapado
rules-name = el nombre no puede contener caracteres de control
rules-name-length = el nombre tiene más de { $max } caracteres

## Un conjunto de reglas que se puede leer pero no jugar.

rules-unsupported-size = no se admite el tamaño de tablero { $size } (tamaños impares de 5 a 19)
rules-square-off-board = { $square } no está en el tablero
rules-no-layout = el juego necesita una posición inicial
rules-too-many-kinds = demasiados tipos de casilla especial (como máximo 254)
# $reason: por qué no se puede jugar la posición inicial (un mensaje position-).
rules-bad-start = la posición inicial `{ $layout }` no se puede jugar: { $reason }

## Lo que se ignoró de una cadena de reglas.

rules-warning-not-a-pair = `{ $text }` no es un par key:value; se ignora
rules-warning-unknown-key = se ignora la clave desconocida `{ $key }`

## Una lista de alternativas: «s, c, m o w». $rest son los elementos salvo
## el último, separados por comas.

list-or = { $rest } o { $last }

## Negativas de /variant (frases completas, tras un ⚠️). $name es el nombre
## de un conjunto de reglas tal como lo escribió el servidor.

refusal-bad-rules = No se pueden leer las reglas: { $reason }.
refusal-unplayable-rules = No se puede jugar con estas reglas: { $reason }.
refusal-rule-set-name = El nombre de un conjunto de reglas tiene de 1 a { $max } caracteres, sin caracteres de control.
refusal-rule-set-name-taken = Este servidor ya tiene un conjunto de reglas llamado { $name }: elige otro nombre o elimina primero el que ya existe.
refusal-too-many-rule-sets = Este servidor ya tiene { $count } conjuntos de reglas, el máximo permitido: elimina uno primero.
refusal-unknown-rule-set = No existe ningún conjunto de reglas llamado { $name } en este servidor.
# $tournament: su número; $tournament_name: su nombre.
refusal-rule-set-in-use = El torneo #{ $tournament } ({ $tournament_name }) se juega con { $name }: elimina el conjunto de reglas cuando termine el torneo.
refusal-rule-set-not-in-server = Los conjuntos de reglas pertenecen a un servidor: usa este comando en un servidor.
refusal-not-rule-set-manager = Solo los miembros con el permiso Gestionar servidor o el rol de organizador pueden crear o eliminar los conjuntos de reglas del servidor.

## Lo que dice /variant. $name es el nombre de un conjunto de reglas tal como
## lo escribió el servidor.

variant-saved = Se ha guardado { $name } para este servidor.
# Antes de la lista de lo que no se entendió de la cadena y se omitió.
variant-ignored = Se ha omitido de la cadena:
variant-deleted = Se ha eliminado { $name }: ya no empieza ninguna partida nueva con él, y las partidas ya jugadas con él lo conservan.
# Los campos junto a la cadena de reglas de un conjunto de reglas.
variant-board = Tablero
variant-key = Clave
variant-rules = Cadena de reglas
variant-author = Escrito por
variant-list-title = Conjuntos de reglas de este servidor ({ $count } de { $max })
variant-list-empty = Este servidor aún no tiene conjuntos de reglas: un organizador guarda uno con `/variant create`.
# $size: el ancho del tablero; $author: quién lo guardó (una mención).
variant-list-line = **{ $name }**, { $size }x{ $size }, por { $author }

## La lista de la opción `variant`. $name: el nombre de un juego; $size: el
## ancho de su tablero.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, este servidor)
refusal-no-such-variant = Aquí no hay ningún juego llamado { $name }: elige uno de la lista mientras escribes.

## Las reglas de un conjunto de reglas en palabras (/rules, /variant show,
## `hnefi rules check`, docs/rules.md 5.3): una frase por cada regla que
## difiere de las reglas habituales, que son las de Fetlar. $pieces es una
## lista de piezas hecha con los mensajes pieces- unidos con list-and; donde
## una frase empieza por ella, su primera letra se pone en mayúscula. Aquí
## $pieces va siempre sin verbo que concuerde con ella y nunca tras «a» o
## «de»: como respuesta a una pregunta o tras dos puntos.

# $rest: los elementos menos el último, separados por comas.
list-and = { $rest } y { $last }
pieces-every = todas las piezas
pieces-none = ninguna
pieces-all-attackers = todas las piezas de los atacantes
pieces-all-defenders = todas las piezas de los defensores
pieces-attackers-taflmen = las piezas comunes de los atacantes
pieces-attackers-commanders = los comandantes de los atacantes
pieces-attackers-knights = los caballeros de los atacantes
pieces-attackers-mercenaries = los mercenarios de los atacantes
pieces-attackers-guards = los guardias de los atacantes
pieces-defenders-taflmen = las piezas comunes de los defensores
pieces-defenders-commanders = los comandantes de los defensores
pieces-defenders-knights = los caballeros de los defensores
pieces-defenders-mercenaries = los mercenarios de los defensores
pieces-defenders-guards = los guardias de los defensores
pieces-king = el rey

fact-escape-edge = El rey gana al llegar a cualquier casilla del borde.
fact-no-win-by-surrounding = Encerrar a los defensores no da la victoria: los atacantes deben capturar al rey.
fact-defenders-first = Los defensores mueven primero.
fact-repetition-ignored = Repetir una posición no tiene ninguna consecuencia.
fact-repetition-mover-wins = Gana el jugador cuya jugada repite una posición por tercera vez.
fact-repetition-mover-loses = Pierde el jugador cuya jugada repite una posición por tercera vez.
fact-king-unarmed = El rey está desarmado: no participa en las capturas.
fact-king-anvil = El rey es solo yunque: cierra capturas, pero no captura al moverse.
fact-king-hammer = El rey es solo martillo: captura al moverse, pero no cierra capturas.
fact-king-strong-at-throne = El rey necesita enemigos en sus cuatro lados en el trono o junto a él, y en dos lados opuestos en cualquier otro lugar.
fact-king-middleweight = El rey es capturado cuando todas las casillas de su alrededor son hostiles, así que el borde ayuda a capturarlo.
fact-king-weak = El rey es capturado entre dos enemigos, como cualquier pieza.
fact-king-jump-none = El rey nunca salta.
fact-king-jump-restricted = El rey salta sobre un enemigo adyacente sin capturarlo, pero solo desde o hacia un trono, una esquina o su propio fuerte.
fact-king-jump-plain = El rey salta sobre un enemigo adyacente sin capturarlo.
fact-king-jump-capturing = El rey salta sobre un enemigo adyacente y lo captura.
# $pieces: uno de los mensajes jumpers- (un plural).
fact-jump-none = { $pieces } nunca saltan.
fact-jump-restricted = { $pieces } saltan sobre un enemigo adyacente sin capturarlo, pero solo desde o hacia un trono, una esquina o su propio fuerte.
fact-jump-plain = { $pieces } saltan sobre un enemigo adyacente sin capturarlo.
fact-jump-capturing = { $pieces } saltan sobre un enemigo adyacente y lo capturan.
jumpers-knights = los caballeros
jumpers-commanders = los comandantes
jumpers-mercenaries = los mercenarios
jumpers-guards = los guardias
# $squares: cuánto pueden moverse.
fact-speed = { $pieces }: como máximo { $squares } { $squares ->
        [one] casilla
       *[other] casillas
    } por jugada.
fact-speed-every = Todas las piezas se mueven como máximo { $squares } { $squares ->
        [one] casilla
       *[other] casillas
    } por jugada.
# $squares: una lista de casillas («a1, k11»).
fact-corners-none = No hay esquinas.
fact-corners-at = Las esquinas son { $squares }.
fact-throne-none = No hay casillas de trono.
fact-throne-at = Las casillas de trono son { $squares }.
fact-attacker-forts-none = No hay fuertes de los atacantes.
fact-attacker-forts-at = Los fuertes de los atacantes son { $squares }.
fact-defender-forts-none = No hay fuertes de los defensores.
fact-defender-forts-at = Los fuertes de los defensores son { $squares }.
fact-corners-pass = ¿Qué piezas pueden atravesar las esquinas? { $pieces }.
fact-corners-stop = ¿Qué piezas pueden detenerse en las esquinas? { $pieces }.
fact-corners-reenter = ¿Qué piezas pueden entrar en las esquinas desde otras casillas? { $pieces }.
fact-corners-hostile = Piezas para las que las esquinas son hostiles: { $pieces }.
fact-throne-pass = ¿Qué piezas pueden atravesar las casillas de trono? { $pieces }.
fact-throne-stop = ¿Qué piezas pueden detenerse en las casillas de trono? { $pieces }.
fact-throne-reenter = ¿Qué piezas pueden entrar en las casillas de trono desde otras casillas? { $pieces }.
fact-throne-hostile = Piezas para las que las casillas de trono ocupadas son hostiles: { $pieces }.
fact-throne-empty-hostile = Piezas para las que el trono vacío es hostil: { $pieces }.
fact-attacker-forts-pass = ¿Qué piezas pueden atravesar los fuertes de los atacantes? { $pieces }.
fact-attacker-forts-stop = ¿Qué piezas pueden detenerse en los fuertes de los atacantes? { $pieces }.
fact-attacker-forts-reenter = ¿Qué piezas pueden entrar en los fuertes de los atacantes desde otras casillas? { $pieces }.
fact-attacker-forts-hostile = Piezas para las que los fuertes de los atacantes son hostiles: { $pieces }.
fact-defender-forts-pass = ¿Qué piezas pueden atravesar los fuertes de los defensores? { $pieces }.
fact-defender-forts-stop = ¿Qué piezas pueden detenerse en los fuertes de los defensores? { $pieces }.
fact-defender-forts-reenter = ¿Qué piezas pueden entrar en los fuertes de los defensores desde otras casillas? { $pieces }.
fact-defender-forts-hostile = Piezas para las que los fuertes de los defensores son hostiles: { $pieces }.
fact-shieldwall-weak = Muro de escudos: dos o más piezas en hilera en el borde, cada una con un enemigo delante, son capturadas cuando unos enemigos cierran ambos extremos.
fact-shieldwall-strong = Muro de escudos: dos o más piezas en hilera en el borde, cada una con un enemigo delante, son capturadas cuando enemigos o esquinas cierran ambos extremos.
fact-shieldwall-any-move = Cualquier jugada que cierre un muro de escudos lo captura, no solo una jugada a uno de sus extremos.
fact-edge-fort = Los defensores ganan cuando el rey, en el borde o pudiendo llegar a él y con alguna jugada posible, queda encerrado por defensores que no pueden ser capturados (fuerte de salida).
fact-linnaean = Con el rey en el trono y atacantes en tres de sus lados, un defensor en el cuarto lado es capturado contra el trono (captura de Linneo).
fact-berserk-capture = Berserker: una pieza que captura vuelve a mover enseguida si puede capturar de nuevo, y esa jugada debe capturar.
fact-berserk-move = Berserker: una pieza que captura vuelve a mover enseguida.

## /rules de un conjunto de reglas: las reglas habituales, lo que difiere y
## una leyenda de lo que muestra el tablero. $name: el nombre del conjunto de
## reglas; $size: el ancho del tablero.

rules-generated-usual = **{ $name }** se juega en un tablero de { $size }x{ $size }. Salvo que una regla de abajo diga otra cosa, rigen las reglas habituales (las de Fetlar): los atacantes mueven primero; todas las piezas se mueven como la torre del ajedrez, cualquier número de casillas vacías por una fila o columna; una pieza encerrada en una fila o columna entre dos enemigos, o entre un enemigo y una casilla hostil, es capturada; las esquinas y el trono son hostiles, y solo el rey puede detenerse en ellos (las demás piezas pueden atravesar el trono vacío); el rey participa en las capturas y solo es capturado con enemigos en sus cuatro lados, nunca en el borde; gana al llegar a una esquina, y los atacantes, capturándolo o encerrando a todos los defensores; una posición repetida por tercera vez es tablas; un bando sin jugadas pierde.
rules-generated-here = **Aquí:**
rules-generated-as-usual = Nada difiere de las reglas habituales.
rules-legend = **En el tablero:**
legend-sides = las piezas oscuras son de los atacantes, las claras de los defensores
legend-king = la pieza con corona de oro es el rey
legend-commander = una estrella roja señala un comandante: salta y, junto con un caballero u otro comandante, captura a un rey fuerte entre los dos
legend-knight = un rombo azul señala un caballero: salta sobre un enemigo y lo captura, salvo que una regla de arriba diga otra cosa; contra el rey cuenta como comandante
legend-mercenary = una moneda de los dos colores señala un mercenario: al ser capturado, cambia de bando en lugar de salir del tablero
legend-guard = un escudo verde señala un guardia: nunca es capturado y no captura nada
legend-corners = las esquinas son las casillas rayadas en diagonal
legend-throne = una casilla de trono se dibuja como un estrado, un asiento rodeado de escalones
legend-attacker-forts = una casilla amurallada con los colores de los atacantes, con una torre en cada esquina, es un fuerte de los atacantes
legend-defender-forts = una casilla amurallada con los colores de los defensores, con una torre en cada esquina, es un fuerte de los defensores
