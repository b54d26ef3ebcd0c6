## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Défi #{ $challenge }
challenge-to-you = { $opponent }, on te défie !
challenge-open = { $author } lance un défi ouvert à tous : **{ $variant }**.
challenge-addressed = { $author } défie { $opponent } : **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Disposition : { $layout } · { $author } joue : { $side } · Par coup : { $time } · { $rated ->
    [yes] classée
   *[no] non classée
}
challenge-random-side = au hasard
challenge-custom-position = Position de départ personnalisée.
challenge-expires = Expire { $when }.

button-accept = Accepter
button-decline = Refuser
button-cancel = Retirer

challenge-accepted = ✅ { $player } a accepté : la partie #{ $game } a commencé.
challenge-declined = ❌ { $player } a refusé le défi.
challenge-cancelled = Le défi a été retiré par { $player }.
challenge-expired = ⌛ Ce défi a expiré.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } joue contre { $ai } dans la partie #{ $game } (**{ $variant }**) : { $sides }. Le plateau suit dans le fil de la partie.
