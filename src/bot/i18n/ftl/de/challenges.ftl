## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Herausforderung #{ $challenge }
challenge-to-you = { $opponent }, du wirst herausgefordert!
challenge-open = { $author } fordert alle zu einer Partie **{ $variant }** heraus.
challenge-addressed = { $author } fordert { $opponent } zu einer Partie **{ $variant }** heraus.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Aufstellung: { $layout } · { $author } spielt: { $side } · Pro Zug: { $time } · { $rated ->
    [yes] gewertet
   *[no] ungewertet
}
challenge-random-side = zufällig
challenge-custom-position = Eigene Startstellung.
challenge-expires = Läuft { $when } ab.

button-accept = Annehmen
button-decline = Ablehnen
button-cancel = Zurückziehen

challenge-accepted = ✅ { $player } hat angenommen: Partie #{ $game } hat begonnen.
challenge-declined = ❌ { $player } hat die Herausforderung abgelehnt.
challenge-cancelled = { $player } hat die Herausforderung zurückgezogen.
challenge-expired = ⌛ Diese Herausforderung ist abgelaufen.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } spielt **{ $variant }** gegen { $ai } in Partie #{ $game }: { $sides }. Das Brett folgt im Thread der Partie.
