## Learning from games: records in and out.

cmd-import = Importa un registro o una línea de jugadas como partida no puntuable
cmd-import-name = importar
cmd-import--record = Un archivo de registro: el .otg de OpenTafl o la exportación propia de Hnefi
cmd-import--record-name = registro
cmd-import--text = O una línea de jugadas, como e1-e4 d5-d2 (junto con la variante)
cmd-import--text-name = texto
cmd-import--variant = El juego en el que se juega la línea de jugadas
cmd-import--variant-name = variante
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
refusal-import-needs-variant = Indica con `variant` en qué juego se juegan las jugadas, o adjunta en su lugar un archivo de registro.
refusal-import-nothing = Adjunta un archivo de registro con `record`, o escribe una línea de jugadas en `text` y el juego en `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = partidas puntuadas
ratings-chart-rating = puntuación
tournament-crosstable-title = { $tournament } · tabla cruzada
tournament-crosstable-player = Jugador
tournament-crosstable-points = Puntos
