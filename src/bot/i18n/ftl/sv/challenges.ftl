## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Utmaning #{ $challenge }
challenge-to-you = { $opponent }, du är utmanad!
challenge-open = { $author } utmanar vem som helst på ett parti **{ $variant }**.
challenge-addressed = { $author } utmanar { $opponent } på ett parti **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Uppställning: { $layout } · { $author } spelar: { $side } · Per drag: { $time } · { $rated ->
    [yes] med rating
   *[no] utan rating
}
challenge-random-side = slumpmässig sida
challenge-custom-position = Egen startställning.
challenge-expires = Går ut { $when }.

button-accept = Acceptera
button-decline = Avböj
button-cancel = Dra tillbaka

challenge-accepted = ✅ { $player } accepterade: parti #{ $game } har börjat.
challenge-declined = ❌ { $player } avböjde utmaningen.
challenge-cancelled = Utmaningen drogs tillbaka av { $player }.
challenge-expired = ⌛ Utmaningen har gått ut.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } spelar **{ $variant }** mot { $ai } i parti #{ $game }: { $sides }. Brädet följer i partiets tråd.
