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
