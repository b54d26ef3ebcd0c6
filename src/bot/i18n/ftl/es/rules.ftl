## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Nuestra interpretación:*
rules-missing = Las reglas de este juego todavía no están redactadas.

rules-noggin =
    • **Tablero:** 9x9, disposición `standard`. Noggin (el rey) está sobre la piedra del troll, e5, con 8 Nogs a su alrededor; 16 trolls atacan desde los cuatro bordes.
    • *Nuestra interpretación:* el dibujo del tablero de la fuente se ha perdido; sus cantidades de piezas y sus fuentes (Linneo, a través de Murray) son las del Tablut, así que usamos la disposición del Tablut.
    • **Mueven primero:** los Nogs.
    • **Movimientos:** los Nogs y los trolls se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas). Noggin se mueve exactamente una casilla en ortogonal, salvo en la huida rápida.
    • **Piedra del troll (e5):** bajo ella está encerrado el rey troll. En cuanto Noggin la deja, el rey troll aparece allí: nunca se mueve (salvo en su salto), bloquea la casilla para todos, nunca es capturado y cuenta como un troll para capturar Nogs. Noggin nunca puede volver a ella.
    • **Capturas:** un Nog o un troll es capturado cuando un enemigo, al moverse, lo deja encerrado entre dos enemigos en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. Noggin y el rey troll nunca se capturan de este modo.
    • *Nuestra interpretación:* Noggin está armado (ayuda a capturar trolls como cualquier Nog) y ninguna casilla es hostil.
    • **UIT NOG** se anuncia cuando Noggin (fuera del borde) tiene una línea libre de casillas vacías hasta el borde en exactamente una dirección.
    • **Huida rápida:** en el turno de los Nogs, si Noggin tiene una línea libre hasta el borde (anunciada o no), puede deslizarse por ella hasta la casilla del borde, y los Nogs ganan. El deslizamiento nunca se detiene a medio camino.
    • **TUIT NOG:** si tras una jugada de los Nogs Noggin tiene líneas libres en dos o más direcciones, los Nogs ganan en el acto.
    • **Borde:** Noggin gana al pisar cualquier casilla del borde.
    • **Salto del rey troll:** tras cualquier jugada de los trolls, si Noggin está fuera de la piedra del troll y hay trolls (el rey troll cuenta) en tres de sus cuatro lados, el rey troll salta a la cuarta casilla y retira la pieza que haya en ella: Noggin es capturado y ganan los trolls. Con trolls en los cuatro lados también ganan. Mientras Noggin está en la piedra del troll, solo lo capturan trolls en sus cuatro lados.
    • **Repetición:** Noggin debe evitar la repetición. Una jugada de los Nogs que crearía una posición por tercera vez es ilegal; si eso deja a los Nogs sin jugadas legales, pierden. Los trolls pueden repetir libremente.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.

rules-knut =
    • **Tablero:** 9x9, disposición `standard`. Noggin (el rey) está en su casa, e5, con 8 Nogs a su alrededor; 16 trolls atacan desde los cuatro bordes.
    • *Nuestra interpretación:* como en el Juego de Noggin, el dibujo del tablero de la fuente se ha perdido y sus cantidades de piezas son las del Tablut, así que usamos la disposición del Tablut.
    • **Mueven primero:** los Nogs.
    • **Movimientos:** todas las piezas, Noggin incluido, se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas). No hay rey troll.
    • **Casa de Noggin (e5):** ninguna otra pieza puede detenerse en ella ni atravesarla. Noggin puede volver a ella. No es hostil.
    • **Capturas:** una pieza es capturada cuando un enemigo, al moverse, la deja encerrada entre dos enemigos en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro.
    • **Captura de Noggin:** como cualquier otra pieza, entre dos trolls (uno de ellos, el que se mueve), en todas las casillas salvo e5, donde hacen falta trolls en sus cuatro lados.
    • *Nuestra interpretación:* Noggin está armado (ayuda a capturar trolls como cualquier Nog) y ninguna casilla es hostil.
    • **UIT NOG** se anuncia cuando Noggin (fuera del borde) tiene una línea libre de casillas vacías hasta el borde en exactamente una dirección.
    • **TUIT NOG:** si tras una jugada de los Nogs Noggin tiene líneas libres en dos o más direcciones, los Nogs ganan en el acto.
    • **Borde:** Noggin gana al llegar a cualquier casilla del borde.
    • **Repetición:** Noggin debe evitar la repetición. Una jugada de los Nogs que crearía una posición por tercera vez es ilegal; si eso deja a los Nogs sin jugadas legales, pierden. Los trolls pueden repetir libremente.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.

rules-thor =
    • **Tablero:** 9x9, disposición `standard`. Noggin (el rey) está sobre la piedra del troll, e5, con 8 Nogs a su alrededor; 16 trolls atacan desde los cuatro bordes.
    • *Nuestra interpretación:* como en el Juego de Noggin, el dibujo del tablero de la fuente se ha perdido y sus cantidades de piezas son las del Tablut, así que usamos la disposición del Tablut.
    • **Mueven primero:** los Nogs.
    • **Movimientos:** todas las piezas, Noggin incluido, se mueven como el caballo del ajedrez: dos casillas en un eje y una en el otro, hasta una casilla vacía. No hay movimientos en línea recta.
    • **Saltos:** un movimiento de caballo pasa por encima de las dos casillas de su tramo largo, que se recorre primero (`c3-d5` pasa por c4 y c5; `c3-e4` pasa por d3 y e3). Los trolls pueden saltar sobre los Nogs y sobre Noggin; Noggin puede saltar sobre los Nogs; ninguno puede saltar sobre un troll ni sobre el rey troll. Los guerreros Nogs no pueden saltar: las dos casillas deben estar vacías.
    • *Nuestra interpretación:* la frase de la fuente «de los Nogs, solo Noggin puede saltar» se entiende como «solo Noggin puede saltar sobre Nogs».
    • **Piedra del troll (e5):** bajo ella está encerrado el rey troll. En cuanto Noggin la deja, el rey troll aparece allí: nunca se mueve (salvo en su salto), bloquea la casilla para todos, nunca es capturado y cuenta como un troll para capturar Nogs. Noggin nunca puede volver a ella.
    • **Capturas:** un Nog o un troll es capturado cuando un enemigo, al moverse, lo deja encerrado entre dos enemigos en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. Noggin y el rey troll nunca se capturan de este modo.
    • *Nuestra interpretación:* Noggin está armado (ayuda a capturar trolls como cualquier Nog) y ninguna casilla es hostil.
    • **Borde:** Noggin gana al caer en cualquier casilla del borde.
    • *Nuestra interpretación:* no hay huida rápida: Noggin ya se mueve tan rápido como un guerrero, así que solo escapa saltando al borde.
    • **UIT NOG** se anuncia cuando exactamente una casilla del borde está al alcance de un salto legal de Noggin (fuera del borde).
    • **TUIT NOG:** si tras una jugada de los Nogs hay dos o más casillas del borde al alcance de un salto legal de Noggin, los Nogs ganan en el acto.
    • **Salto del rey troll:** tras cualquier jugada de los trolls, si Noggin está fuera de la piedra del troll y hay trolls (el rey troll cuenta) en tres de sus cuatro lados, el rey troll salta a la cuarta casilla y retira la pieza que haya en ella: Noggin es capturado y ganan los trolls. Con trolls en los cuatro lados también ganan. Mientras Noggin está en la piedra del troll, solo lo capturan trolls en sus cuatro lados.
    • **Repetición:** Noggin debe evitar la repetición. Una jugada de los Nogs que crearía una posición por tercera vez es ilegal; si eso deja a los Nogs sin jugadas legales, pierden. Los trolls pueden repetir libremente.
    • **Sin jugadas legales:** pierde el bando al que le toca mover; los trolls pueden ganar encerrando a Noggin.

rules-kings-table =
    • **Tablero:** 13x13, disposición `standard`. El rey está en el trono g7 con 12 defensores; 24 atacantes empiezan en cuatro grupos junto a los bordes.
    • **Mueven primero:** los atacantes.
    • **Movimientos:** todas las piezas se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas).
    • **Casillas restringidas:** el trono (g7) y los cuatro castillos de esquina. Solo el rey puede detenerse en ellas o atravesarlas.
    • **Casillas hostiles:** los castillos, para los dos bandos: capturan como una pieza enemiga. El trono no es hostil para las piezas normales.
    • **Capturas:** una pieza es capturada cuando un enemigo, al moverse, la deja encerrada entre dos enemigos (o entre un enemigo y un castillo) en una fila o columna; las capturas dobles y triples son normales. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. El rey está armado: captura como cualquier defensor.
    • **Muro de escudos:** una hilera de dos o más atacantes, o de dos o más defensores, uno junto a otro en un borde y cada uno con un enemigo justo delante (hacia el interior), es capturada entera cuando un enemigo se mueve a la casilla del borde situada en un extremo de la hilera mientras la casilla del otro extremo también tiene un enemigo. La hilera va desde la pieza que se mueve, a lo largo del borde, hasta donde llegan las piezas enemigas. El rey puede ser la pieza que se mueve, un extremo o una de las piezas de delante. Un castillo no cierra un extremo. El rey nunca es capturado de este modo, y un rey en la línea pone fin a la hilera.
    • **Captura del rey:** atacantes en sus cuatro lados, en el trono o en cualquier otra casilla; junto al trono, tres atacantes y el trono; en el borde, tres atacantes y el borde. El atacante que se mueve debe ser uno de ellos.
    • *Nuestra interpretación:* para esto, un castillo junto al rey cuenta como un atacante.
    • **Doble trampa:** si una jugada de los atacantes captura a un defensor junto al rey, y el rey quedaría capturado si en la casilla de ese defensor hubiera un atacante (siendo atacantes los otros tres lados, o el trono, el borde o un castillo, como arriba), el rey también es capturado. La pieza que se mueve no tiene por qué tocar al rey.
    • **Victoria:** los defensores, cuando el rey llega a un castillo; los atacantes, cuando capturan al rey.
    • **Repetición:** una jugada que crea una posición (piezas y bando al turno) por tercera vez termina la partida en tablas.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.

rules-alea-evangelii =
    • **Tablero:** 19x19, trono en j10. En cada esquina, un bloque de 2x2: la casilla exterior (a1, s1, a19, s19) es inutilizable, nada entra en ella ni la cruza; las otras tres son esquinas rojas (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Disposición:** `cyningstan`, la disposición del manuscrito revisada por Damian Walker: el rey en j10, 20 defensores y 4 evangelistas (f6 n6 f14 n14) contra 48 atacantes. Las disposiciones Helmfrid C, Perkis y Helmfrid B no se incluyen (sus diagramas se han perdido); si las tienes, parte de una posición propia (opción `position` de `/challenge`).
    • **Mueven primero:** los atacantes.
    • **Movimientos:** todas las piezas se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas). Solo el rey puede detenerse en el trono o en una esquina roja; cualquier pieza puede atravesar el trono vacío; el rey puede atravesar las esquinas rojas.
    • **Los evangelistas** (defensores) también pueden saltar sobre un atacante adyacente hasta la casilla vacía que hay justo detrás (que no sea el trono, una esquina roja ni una casilla inutilizable). El atacante saltado se retira y después la casilla de llegada captura como de costumbre. Un movimiento de dos casillas sobre un atacante es siempre este salto. Los evangelistas se capturan como las demás piezas.
    • **Casillas hostiles:** el trono vacío y las esquinas rojas, para los dos bandos.
    • **Capturas:** una pieza es capturada cuando un enemigo, al moverse, la deja encerrada entre dos enemigos (o entre un enemigo y una casilla hostil) en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. El rey está armado: captura como cualquier defensor.
    • **Captura del rey:** como cualquier pieza (dos atacantes, o un atacante y una casilla hostil), salvo en el trono o junto a él, donde hay que rodearlo por los cuatro lados, y el trono vacío cuenta como uno.
    • **Cerco:** tras una jugada de los atacantes, si ni el rey ni ningún defensor pueden llegar al borde por casillas libres de atacantes (las casillas especiales cuentan como libres), ganan los atacantes. Con un defensor en el borde no hay cerco.
    • **Repetición:** una jugada que crea una posición (con el mismo bando al turno) por tercera vez hace perder a quien la juega.
    • **Victoria:** los defensores, cuando el rey llega a una esquina roja; los atacantes, capturando al rey o por cerco.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.

rules-magpie =
    • **Tablero:** 7x7 con cinco casillas marcadas: el centro, d4, y las cuatro esquinas.
    • **Disposiciones:** el leprechaun (el rey) en d4 y 4 amigos en d3 c4 e4 d5 contra 8 ladrones: `cross` (por defecto, la disposición estándar; ladrones en d1 d2 a4 b4 f4 g4 d6 d7), o dos disposiciones de la versión para ordenador del mismo autor, `ballinderry-2` (ladrones en c1 e1 a3 g3 a5 g5 c7 e7) y `ballinderry-3` (ladrones en d1 b2 f2 a4 g4 b6 f6 d7).
    • **Mueven primero:** los ladrones.
    • **Movimientos:** los ladrones y los amigos se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas). El leprechaun se mueve exactamente una casilla en ortogonal.
    • **Casillas marcadas:** solo el leprechaun puede detenerse en ellas; las demás piezas pueden atravesar el centro vacío. Las casillas marcadas vacías son hostiles para los dos bandos.
    • **Capturas:** una pieza es capturada cuando un enemigo, al moverse, la deja encerrada entre dos enemigos (o entre un enemigo y una casilla marcada vacía) en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. El leprechaun está armado: captura como cualquier amigo.
    • **Captura del leprechaun:** rodeado por sus cuatro lados, siendo cada lado un ladrón, una casilla marcada o el borde del tablero. El ladrón que se mueve debe ser uno de ellos.
    • **Victoria:** los amigos, cuando el leprechaun llega a una esquina; los ladrones, cuando lo capturan.
    • **Repetición:** una jugada que crea una posición (piezas y bando al turno) por tercera vez termina la partida en tablas.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.

rules-tafl9 =
    • **Tablero:** 9x9, disposición `standard` (Tablut): 16 rusos (atacantes) contra 8 suecos (defensores) y el rey sueco en e5. Cinco casillas doradas: el centro, e5, y las cuatro esquinas.
    • **Mueven primero:** se decide por sorteo: el bot elige el bando al azar al empezar la partida y lo anuncia.
    • **Movimientos:** todas las piezas se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas). Solo el rey puede detenerse en una casilla dorada; cualquier pieza puede atravesar el centro vacío.
    • **Casillas hostiles:** las casillas doradas, para las piezas normales de los dos bandos; el centro, solo mientras está vacío.
    • *Nuestra interpretación:* las casillas doradas no son hostiles para el rey (puede entrar en ellas).
    • **Capturas:** una pieza es capturada cuando un enemigo, al moverse, la deja encerrada entre dos enemigos (o entre un enemigo y una casilla dorada hostil) en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. El rey está armado: captura como cualquier sueco.
    • **Captura del rey:** como cualquier pieza, con dos rusos en lados opuestos.
    • **Victoria:** los suecos, cuando el rey llega a una esquina; los rusos, cuando capturan al rey.
    • **Repetición:** una jugada que crea una posición (piezas y bando al turno) por tercera vez termina la partida en tablas.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.

rules-copenhagen =
    • **Tablero:** 11x11, disposición `standard`. El rey está en el trono f6 con 12 defensores; 24 atacantes empiezan en cuatro grupos junto a los bordes.
    • **Mueven primero:** los atacantes.
    • **Movimientos:** todas las piezas se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas). Solo el rey puede detenerse en el trono o en una esquina; cualquier pieza puede atravesar el trono vacío.
    • **Casillas hostiles:** las esquinas, para todas las piezas; el trono, siempre para los atacantes y para los defensores solo cuando está vacío.
    • **Capturas:** una pieza es capturada cuando un enemigo, al moverse, la deja encerrada entre dos enemigos (o entre un enemigo y una casilla hostil) en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. El rey está armado: captura como cualquier defensor.
    • **Muro de escudos:** una hilera de dos o más atacantes, o de dos o más defensores, uno junto a otro en un borde y cada uno con un enemigo justo delante (hacia el interior), es capturada entera cuando un enemigo se mueve a la casilla del borde situada en un extremo de la hilera mientras el otro extremo también tiene un enemigo o es una esquina. La hilera va desde la pieza que se mueve, a lo largo del borde, hasta donde llegan las piezas enemigas. El rey puede ser la pieza que se mueve, un extremo o una de las piezas de delante, y puede formar parte de una hilera de defensores: cuenta para los dos o más, pero nunca es capturado (en una hilera de un defensor y el rey, cae el defensor).
    • **Captura del rey:** atacantes en sus cuatro lados, o tres y el trono; el atacante que se mueve debe ser uno de ellos. En el borde nunca es capturado.
    • **Fuerte de salida:** los defensores ganan si, tras su jugada, el rey está en el borde, todavía puede moverse y su fuerte no se puede romper: el rey y las casillas vacías a las que puede llegar están cerrados por el borde del tablero y por defensores, y cada uno de esos defensores tiene, en cada eje, al menos un lado cubierto por el borde, por el fuerte o por otro defensor de ese tipo.
    • **Cerco:** tras una jugada de los atacantes, si ni el rey ni ningún defensor pueden llegar al borde por casillas libres de atacantes, ganan los atacantes. Con un defensor en el borde no hay cerco.
    • **Repetición:** la repetición perpetua está prohibida y les cuesta la partida a los defensores: cuando una posición (con el mismo bando al turno) se da por tercera vez, ganan los atacantes.
    • **Victoria:** los defensores, cuando el rey llega a una esquina o con un fuerte de salida; los atacantes, capturando al rey o por cerco.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.

rules-brandubh =
    • **Tablero:** 7x7, disposición `standard`: el rey en el trono d4 con los defensores d3 c4 e4 d5, contra los atacantes d1 d2 a4 b4 f4 g4 d6 d7 (reglas de la World Tafl Federation).
    • **Mueven primero:** los atacantes.
    • **Movimientos:** todas las piezas se mueven como la torre del ajedrez (cualquier distancia por una fila o columna, sin atravesar piezas ni detenerse sobre ellas). Solo el rey puede detenerse en el trono o en una esquina; cualquier pieza puede atravesar el trono vacío.
    • **Casillas hostiles:** las esquinas, para todas las piezas; el trono, siempre para los atacantes, para los defensores solo cuando está vacío y nunca para el rey.
    • **Capturas:** una pieza es capturada cuando un enemigo, al moverse, la deja encerrada entre dos enemigos (o entre un enemigo y una casilla hostil) en una fila o columna; una jugada puede capturar varias piezas. Solo captura la pieza que se mueve: puedes mover una pieza entre dos enemigos sin peligro. El rey está armado: captura como cualquier defensor.
    • **Captura del rey:** como cualquier pieza (dos atacantes, o un atacante y una casilla hostil), salvo en el trono o junto a él, donde hay que rodearlo por los cuatro lados, y el trono cuenta como uno.
    • **Cerco:** tras una jugada de los atacantes, si ni el rey ni ningún defensor pueden llegar al borde por casillas libres de atacantes, ganan los atacantes. Con un defensor en el borde no hay cerco.
    • **Repetición:** una jugada que crea una posición (con el mismo bando al turno) por tercera vez hace perder a quien la juega.
    • **Victoria:** los defensores, cuando el rey llega a una esquina; los atacantes, capturando al rey o por cerco.
    • **Sin jugadas legales:** pierde el bando al que le toca mover.
