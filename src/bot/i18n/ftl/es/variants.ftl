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
variant-author = Escrito por
variant-list-title = Conjuntos de reglas de este servidor ({ $count } de { $max })
variant-list-empty = Este servidor aún no tiene conjuntos de reglas: un organizador guarda uno con `/variant create`.
# $size: el ancho del tablero; $author: quién lo guardó (una mención).
variant-list-line = **{ $name }**, { $size }x{ $size }, por { $author }
