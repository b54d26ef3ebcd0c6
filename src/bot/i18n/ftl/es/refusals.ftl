## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Lo sentimos, algo ha fallado por nuestra parte (referencia { $reference }). Vuelve a intentarlo en un momento.

## Which game

refusal-unknown-game = No existe la partida #{ $game }.
refusal-no-active-game = No tienes ninguna partida activa aquí: indica el número de partida.
refusal-no-game = Aquí no hay ninguna partida: indica el número de partida.
refusal-no-finished-game = No tienes ninguna partida terminada en este canal: indica el número en `{ cmd-rematch--game-name }` para pedir la revancha.
refusal-several-games = Tienes varias partidas activas aquí ({ $games }): indica el número de partida.

## Playing a game

refusal-not-a-player = No juegas en la partida #{ $game }.
refusal-not-your-turn = No es tu turno en la partida #{ $game }: ahora mueven los { $side }.
refusal-game-over = La partida #{ $game } ha terminado. { $result }.
refusal-game-over-unknown = La partida #{ $game } ha terminado.
refusal-game-already-over = La partida #{ $game } ya ha terminado.
refusal-stale = La partida #{ $game } ha cambiado desde que la miraste (ahora va por la jugada { $move }): vuelve a mirar el tablero y envía de nuevo tu jugada.
refusal-no-move = No has indicado ninguna jugada: escríbela como e3-e6.
refusal-not-a-move = `{ $text }` no es una jugada: escríbela como e3-e6.
refusal-illegal-move = Jugada ilegal: { $reason }.
refusal-wrong-captures = Capturas de { $move }: { $actual } (tú indicaste: { $claimed }). Omite las capturas o escríbelas tal como se producen.
# The captures of a move that captures none.
refusal-captures-nothing = ninguna
refusal-cannot-abort = La partida #{ $game } ya no se puede anular: los dos bandos han movido (abandona u ofrece tablas).
refusal-tournament-game-abort = La partida #{ $game } es de un torneo: no se puede anular (con `/{ cmd-resign-name }` la pierdes).
refusal-draw-already-offered = Ya has ofrecido tablas en la partida #{ $game }: espera la respuesta de tu rival.
refusal-draw-recently-declined = Tu oferta de tablas en la partida #{ $game } fue rechazada: podrás volver a ofrecerlas después de tu próxima jugada.
refusal-no-draw-offer = No hay ninguna oferta de tablas a la que responder en la partida #{ $game }.
refusal-imported-game = La partida #{ $game } es un registro importado: se puede ver y exportar, pero no jugar.

## Challenges and rematches

refusal-still-playing = La partida #{ $game } aún se está jugando: podrás pedir la revancha cuando termine.
refusal-rematch-pending = Ya hay una revancha de la partida #{ $game } pendiente: el reto #{ $challenge }.
refusal-unknown-challenge = No existe el reto #{ $challenge }.
refusal-challenge-expired = El reto #{ $challenge } ha caducado: vuelve a retar.
refusal-challenge-closed = El reto #{ $challenge } ya { $status ->
    [accepted] fue aceptado
    [declined] fue rechazado
    [cancelled] fue cancelado
    [expired] caducó
   *[open] tuvo respuesta
}.
refusal-own-challenge = No puedes aceptar tu propio reto: espera a un rival o cancélalo.
refusal-not-addressed-to-you = El reto #{ $challenge } va dirigido a otra persona ({ $opponent }).
refusal-not-your-challenge = Solo quien creó el reto #{ $challenge } puede cancelarlo.
refusal-cannot-decline-open = El reto #{ $challenge } está abierto a cualquiera: no se puede rechazar, solo ignorar (o cancelarlo quien lo creó).
refusal-decline-own = No puedes rechazar tu propio reto: cancélalo.
refusal-self-challenge = No puedes retarte a ti: omite el rival para publicar un reto abierto.
refusal-bot-opponent = Los bots no pueden aceptar retos: reta a una persona u omite `{ cmd-challenge--opponent-name }` para un reto abierto.
refusal-too-many-challenges = Ya tienes { $count } retos abiertos: cancela alguno o espera a que los acepten o caduquen.
refusal-unknown-variant = No existe el juego `{ $key }` (juegos: { $known }).
refusal-unknown-layout = { $variant } no tiene la disposición `{ $layout }` (disposiciones: { $known }).
refusal-bad-position = La posición inicial no se puede jugar: { $reason }.
refusal-decided-position = La posición inicial ya está decidida ({ $result }): elige una en la que los dos bandos puedan jugar.
refusal-time-malformed = `{ $text }` no es un tiempo: escribe un número y m, h o d (minutos, horas o días: 10m, 2h, 3d), un tiempo y una reserva (como 1d+7d) o none.
refusal-time-too-short = { $time } es muy poco tiempo: el tiempo mínimo por jugada es 10m.
refusal-time-too-long = { $time } es demasiado tiempo: el tiempo máximo por jugada es 30d.
refusal-bad-ai-level = El nivel { $level } no existe (los niveles van del 1 al 5).
refusal-too-many-ai-games = Ya juegas { $count } partidas contra la IA: termina o abandona alguna antes de empezar otra.
refusal-not-for-the-ai = El reto #{ $challenge } no va dirigido a la IA.
refusal-bad-record = El registro no se puede importar: { $reason }.

## Tournaments

refusal-not-in-server = Los torneos se celebran en un servidor, no en mensajes directos.
refusal-tournament-name = Ponle al torneo un nombre de 1 a { $max } caracteres.
refusal-swiss-rounds = Un torneo suizo tiene de 1 a { $max } rondas.
refusal-rounds-only-for-swiss = El número de rondas solo se fija en el sistema suizo: { $format ->
    [round_robin] el formato todos contra todos
   *[knockout] la eliminatoria
} fija sus propias rondas.
refusal-tournament-players = { $format ->
    [swiss] Un torneo suizo
    [round_robin] Un torneo todos contra todos
   *[knockout] Una eliminatoria
} admite de 2 a { $max } jugadores.
refusal-signup-too-long = La inscripción puede estar abierta como máximo { $days } días.
refusal-no-ai-in-tournaments = La IA no juega torneos.
refusal-unknown-format = Formato desconocido `{ $format }`: usa round_robin, swiss o knockout.
refusal-unknown-tournament = No existe el torneo #{ $tournament } en este servidor.
refusal-no-tournament-here = En este servidor no hay ningún torneo { $action ->
    [join] con la inscripción abierta
    [start] con la inscripción abierta
    [leave] que puedas dejar
    [cancel] que cancelar
   *[show] que mostrar
}: indica su número.
refusal-not-organizer = Solo los organizadores (Gestionar servidor o el rol de organizador) o quien creó el torneo pueden hacerlo.
refusal-manage-server = Solo los miembros con el permiso Gestionar servidor pueden hacerlo.
refusal-tournament-closed = El torneo #{ $tournament } { $status ->
    [signup] aún no ha empezado
    [running] ya ha empezado
    [finished] ha terminado
   *[cancelled] se ha cancelado
}: { $action ->
    [join] la inscripción está cerrada
    [leave] no hay nada que dejar
    [start] no se puede iniciar
    [cancel] no se puede cancelar
   *[show] no hay nada que mostrar
}.
refusal-signup-closed = El plazo de inscripción del torneo #{ $tournament } ha vencido: la inscripción está cerrada.
refusal-tournament-full = El torneo #{ $tournament } está completo.
refusal-already-joined = Ya te has inscrito en el torneo #{ $tournament }.
refusal-not-in-tournament = No juegas en el torneo #{ $tournament }.
refusal-too-few-players = El torneo #{ $tournament } necesita al menos dos jugadores para empezar.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = la partida ha terminado
illegal-off-board = { $square } está fuera del tablero de { $size }x{ $size }
illegal-same-square = la pieza tiene que salir de su casilla
illegal-no-piece = no hay ninguna pieza en { $square }
illegal-not-your-piece = la pieza de { $square } no es tuya: ahora mueven los { $side }
illegal-troll-king-moves = el rey troll nunca se mueve: solo salta cuando { $king } queda rodeado
illegal-occupied = { $square } está ocupada
illegal-not-straight = las piezas se mueven por filas o columnas, nunca en diagonal
illegal-not-knight = en este juego todas las piezas se mueven como el caballo del ajedrez
illegal-blocked = el camino de { $from } a { $to } está bloqueado en { $at }
illegal-cannot-stop = { $square } es { $group }: solo { $king } puede detenerse ahí
illegal-cannot-pass = { $square } es { $group }: solo { $king } puede pasar por ahí
illegal-unusable = { $square } es { $group }: ninguna pieza puede entrar
illegal-king-one-step = { $king } se mueve de una en una casilla
illegal-king-one-step-or-slide = { $king } se mueve de una en una casilla, o se desliza hasta el borde por una línea libre
illegal-king-leaps-defenders-only = { $king } solo puede saltar sobre los { $defenders }: { $square } está en medio
illegal-defenders-cannot-leap = los { $defenders } no pueden saltar sobre piezas: { $square } está en medio (solo { $king } puede)
illegal-cannot-leap-own = los { $side } no pueden saltar sobre sus propias piezas: { $square } está en medio
illegal-repetition = esta jugada repetiría la posición por tercera vez: los { $side } deben jugar otra cosa
illegal-may-not-pass = { $piece } no puede pasar por { $square } ({ $group })
illegal-may-not-stop = { $piece } no puede detenerse en { $square } ({ $group })
illegal-too-far = { $piece } se mueve como máximo { $limit ->
    [one] 1 casilla
   *[other] { $limit } casillas
} cada vez
illegal-cannot-jump = { $piece } no puede saltar sobre { $square }
illegal-berserker = la pieza de { $square } ha capturado y entra en furia berserker: debe volver a mover
illegal-must-capture = una jugada berserker debe capturar

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = una posición es el tablero, un espacio y el bando que mueve (a o d), como `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = la posición es demasiado larga para ser un tablero
position-rank-count = el tablero tiene { $expected } filas, pero la posición indica { $found }
position-rank-width = la fila { $rank } abarca { $found } casillas, pero el tablero tiene { $expected } de ancho
position-bad-piece = `{ $char }` no es una pieza (las piezas son a, d, k y e; los números cuentan casillas vacías)
position-bad-rule-set-piece = `{ $char }` no es una pieza (las piezas son a, d, k, y c n m g para los comandantes, caballeros, mercenarios y guardias de los atacantes, C N M G para los de los defensores; los números cuentan casillas vacías)
position-bad-otn-piece = `{ $char }` no es una pieza (las piezas son t c n k m g, en mayúscula para los defensores)
position-zero-run = una serie de casillas vacías no puede ser 0 ni empezar por 0
position-bad-side = el bando que mueve es `a` o `d`, no `{ $side }`
position-attacker-king = no se admite un rey atacante (`k`): el rey pertenece a los defensores
position-king-count = la posición tiene { $count } reyes: necesita exactamente uno (o ninguno, si la partida ha terminado)
position-evangelists = { $variant } no tiene evangelistas (e): solo existen en Alea Evangelii
position-special-pieces = { $variant } no tiene comandantes, caballeros, mercenarios ni guardias: solo existen en los conjuntos de reglas
position-restricted = { $square } es { $group }: solo { $king } puede estar ahí
position-unusable = { $square } es { $group }: ninguna pieza puede estar ahí
position-trollstone = { $square } debe estar vacía: cuando { $king } deja la piedra del troll, allí está el rey troll

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = el registro está vacío
record-line = línea { $line }: { $problem }
record-missing-variant = el registro no dice de qué juego es (añade una línea `variant:`)
record-start = posición inicial: { $problem }
record-move = jugada { $ply } (`{ $move }`): { $problem }
record-captures = jugada { $ply } (`{ $move }`): capturas según el registro: { $claimed }; capturas reales: { $actual }
record-result = el resultado del registro ({ $recorded }) no coincide con el final de las jugadas ({ $actual })
record-goes-on = la partida continúa
record-no-move = no se indica ninguna jugada
record-not-a-move = `{ $text }` no es una jugada
record-not-a-result = `{ $text }` no es un resultado
record-not-a-reason = `{ $text }` no es un motivo por el que termine una partida
record-half-result = un resultado necesita una línea `result:` y una línea `reason:`
record-unclosed-tag = etiqueta sin cerrar
record-tag-shape = una etiqueta tiene la forma [clave:valor]
record-not-a-size = `{ $text }` no es un tamaño de tablero
record-rows = la posición inicial tiene { $rows } filas y el tablero { $size }
record-not-an-otn-piece = `{ $char }` no es una pieza OTN
record-unknown-variant = no existe el juego `{ $key }`
record-unknown-layout = { $variant } no tiene la disposición `{ $layout }`
