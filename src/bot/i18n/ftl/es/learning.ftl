## Learning from games: records in and out.

cmd-import = Importa un registro o una línea de jugadas como partida no puntuable
cmd-import-name = importar
cmd-import--record = Un archivo de registro: el .otg de OpenTafl o la exportación propia de Hnefi
cmd-import--record-name = registro
cmd-import--text = O una línea de jugadas, como e1-e4 d5-d2 (junto con la variante)
cmd-import--text-name = texto
cmd-import--variant = El juego en el que se juega la línea de jugadas
cmd-import--variant-name = variante
cmd-import--rules = O las reglas de la línea, como cadena de reglas OpenTafl
cmd-import--rules-name = reglas
cmd-export--format = El registro propio de Hnefi o el .otg de OpenTafl (el de Hnefi si lo omites)
cmd-export--format-name = formato
choice-record-format-native = Registro propio de Hnefi
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importada como partida #{ $game } ({ $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}), no puntuable: puedes verla con /board, /replay y /export.

refusal-busy = El bot está ocupado con otras importaciones y repeticiones: vuelve a intentarlo en un momento.
refusal-record-too-large = Ese archivo es demasiado grande: un registro ocupa como máximo { $max_kb } KB.
refusal-not-a-record = Ese archivo no es un registro de partida: adjunta un archivo .otg de OpenTafl o un registro exportado con /export.
refusal-import-needs-variant = Indica con `variant` en qué juego se juegan las jugadas (o sus reglas con `rules`), o adjunta un archivo de registro.
refusal-import-nothing = Adjunta un archivo de registro con `record`, o escribe una línea de jugadas en `text` y el juego en `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = partidas puntuables
ratings-chart-rating = puntuación
tournament-crosstable-title = { $tournament } · tabla cruzada
tournament-crosstable-player = Jugador
tournament-crosstable-points = Puntos

## /stats

cmd-stats = Cómo han terminado las partidas de una variante en el servidor, en un gráfico
cmd-stats-name = estadísticas
cmd-stats--variant = Qué juego
cmd-stats--variant-name = variante
stats-title = Estadísticas · { $variant }
stats-none = Aún no ha terminado ninguna partida de { $variant } en este servidor.
stats-corpus-title = Partidas reales del corpus ({ $games ->
    [one] { $games } terminada en el tablero según las reglas
   *[other] { $games } terminadas en el tablero según las reglas
})
stats-series-server = Este servidor ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
stats-series-corpus = Corpus ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
stats-chart-title = { $variant } · resultados
stats-group-wins = Ganan los { $side }
stats-group-draws = Tablas
stats-y-label = % de las partidas
stats-summary = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: los { $attackers } ganaron { $attackers_won } ({ $attackers_share } %), los { $defenders } { $defenders_won } ({ $defenders_share } %) y { $draws } en tablas ({ $draws_share } %); una media de { $plies } jugadas por partida.
stats-reason-line = • { $result }: { $games } ({ $share } %)

## /review

cmd-review = La IA analiza una partida terminada: valoración de cada jugada, errores y mejores jugadas
cmd-review-name = análisis
cmd-review--game = Número de partida (si lo omites, tu última partida terminada aquí)
cmd-review--game-name = partida
review-title = Análisis · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (probabilidad de victoria { $chance } %); mejor { $best } ({ $best_chance } %)
review-clean = Ninguna jugada regaló mucho: una partida limpia, a juicio de la IA.
review-key = Antes de la jugada { $number }: los { $side } jugaron { $played } ({ $mark }); mejor { $best }
review-mark-inaccuracy = imprecisión ?!
review-mark-mistake = error ?
review-mark-blunder = error grave ??
review-chart-moves = jugadas
review-chart-chance = Probabilidad de victoria de los { $side }, %
review-footer = La IA analizó cada posición durante { $seconds } s. El análisis se guarda: si lo vuelves a pedir, aparece al instante.
refusal-review-unfinished = La partida #{ $game } aún está en juego: pide su análisis cuando haya terminado.
refusal-review-nothing = La partida #{ $game } no tiene jugadas que analizar.
refusal-review-running = Tu último análisis aún está en curso: espera a que termine antes de pedir otro.
refusal-review-under-way = La partida #{ $game } se está analizando ahora mismo: vuelve a pedirlo en un minuto y el análisis estará listo.
refusal-reviews-busy = La IA está ocupada con otros análisis: vuelve a intentarlo dentro de unos minutos.

## /puzzle (docs/learning.md 2)

cmd-puzzle = Problemas de partidas reales, con una puntuación de problemas
cmd-puzzle-name = problema
cmd-puzzle-next = Un problema que resolver: una posición de una partida real donde una jugada gana
cmd-puzzle-next-name = siguiente
cmd-puzzle-next--variant = Qué juego (Copenhagen si se omite)
cmd-puzzle-next--variant-name = variante
cmd-puzzle-solve = Responde a tu problema: tu jugada o toda tu secuencia de jugadas
cmd-puzzle-solve-name = resolver
cmd-puzzle-solve--move = Tu jugada (e4-e7) o tus jugadas por turno (e4-e7 e7-e9); el bot juega las respuestas
cmd-puzzle-solve--move-name = jugada
cmd-puzzle-daily = Publica un problema cada día en un canal, o para (Gestionar servidor)
cmd-puzzle-daily-name = diario
cmd-puzzle-daily--channel = Dónde (si se omite, el problema diario se detiene)
cmd-puzzle-daily--channel-name = canal
puzzle-title = Problema · { $variant }
puzzle-task = **Juegan { $side } y ganan en { $moves ->
    [one] una jugada
   *[other] { $moves } jugadas
}.**
puzzle-source-game = De la partida #{ $game } de este servidor.
puzzle-source-corpus = De una partida real ({ $source }).
puzzle-how = Responde con `/puzzle solve`: tu jugada o todas tus jugadas por turno. El bot juega las respuestas del otro bando.
puzzle-footer = Problema { $key } · puntuación { $rating } · tu puntuación de problemas { $mine }
puzzle-left-failed = Tu último problema ({ $key }) quedó sin terminar y cuenta como fallado: { $change }.
puzzle-left-skipped = Tu último problema ({ $key }) se saltó antes de su primera jugada: sin cambio de puntuación.
puzzle-step = { $move } → el bot responde { $reply }
puzzle-right = ✅ Correcto: { $steps }. Ahora gana en { $moves ->
    [one] una jugada
   *[other] { $moves } jugadas
}.
puzzle-solved = 🎉 Resuelto: { $steps }. Puntuación de problemas { $change }. `/puzzle next` para otro.
puzzle-failed = ❌ { $steps }: así se escapa la victoria; { $expected } la habría mantenido. La solución: { $solution }. Puntuación de problemas { $change }.
puzzle-ignored = { $count ->
    [one] La jugada tras el final del problema no se leyó.
   *[other] Las { $count } jugadas tras el final del problema no se leyeron.
}
puzzle-daily-set = El problema diario se publicará en { $channel }, el primero ahora.
puzzle-daily-stopped = El problema diario se ha detenido.
puzzle-daily-title = Problema del día · { $variant }
puzzle-daily-solution = Solución: { $solution }
puzzle-take = Resolverlo
refusal-puzzle-none = Aún no hay problemas de { $variant }: prueba Copenhagen o Brandubh, o terminad aquí más partidas de ese juego.
refusal-puzzle-exhausted = Has intentado todos los problemas de { $variant }: prueba otra variante.
refusal-puzzle-not-open = No tienes ningún problema que responder: pide uno con `/puzzle next`.
refusal-puzzle-illegal = La jugada { $index } de tu respuesta, { $move }, no se puede jugar ahí: no se contó nada. Escribe la jugada como origen-destino (e4-e7), tus jugadas por turno.
refusal-puzzle-changed = Otra respuesta a tu problema llegó antes: mira su tablero y responde desde ahí.
refusal-puzzle-tried = Ya intentaste este problema: `/puzzle next` te da uno nuevo.
refusal-puzzle-unknown = No existe el problema { $key }.
