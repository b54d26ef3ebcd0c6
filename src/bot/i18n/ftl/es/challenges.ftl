## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Reto #{ $challenge }
challenge-to-you = { $opponent }, ¡te han retado!
challenge-open = { $author } reta a cualquiera a una partida de **{ $variant }**.
challenge-addressed = { $author } reta a { $opponent } a una partida de **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Disposición: { $layout } · Bando de { $author }: { $side } · Por jugada: { $time } · { $rated ->
    [yes] puntuable
   *[no] no puntuable
}
challenge-random-side = al azar
challenge-custom-position = Posición inicial personalizada.
challenge-expires = Caduca { $when }.

button-accept = Aceptar
button-decline = Rechazar
button-cancel = Cancelar

challenge-accepted = ✅ { $player } ha aceptado: la partida #{ $game } ha comenzado.
challenge-declined = ❌ { $player } ha rechazado el reto.
challenge-cancelled = { $player } ha cancelado el reto.
challenge-expired = ⌛ Este reto ha caducado.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } juega una partida de **{ $variant }** contra { $ai } (partida #{ $game }): { $sides }. El tablero aparece a continuación en el hilo de la partida.
