## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Udfordring #{ $challenge }
challenge-to-you = { $opponent }, du er blevet udfordret!
challenge-open = { $author } udfordrer alle til **{ $variant }**.
challenge-addressed = { $author } udfordrer { $opponent } til **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Opstilling: { $layout } · Side for { $author }: { $side } · Pr. træk: { $time } · { $rated ->
    [yes] med rating
   *[no] uden rating
}
challenge-random-side = tilfældig
challenge-custom-position = Egen startstilling.
challenge-expires = Udløber { $when }.

button-accept = Tag imod
button-decline = Afslå
button-cancel = Annuller

challenge-accepted = ✅ { $player } tog imod: parti #{ $game } er begyndt.
challenge-declined = ❌ { $player } afslog udfordringen.
challenge-cancelled = Udfordringen blev annulleret af { $player }.
challenge-expired = ⌛ Denne udfordring er udløbet.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } spiller **{ $variant }** mod { $ai } i parti #{ $game }: { $sides }. Brættet følger i partiets tråd.
