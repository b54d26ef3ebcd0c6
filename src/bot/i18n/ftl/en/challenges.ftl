## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Challenge #{ $challenge }
challenge-to-you = { $opponent }, you are challenged!
challenge-open = { $author } challenges anyone to **{ $variant }**.
challenge-addressed = { $author } challenges { $opponent } to **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Layout: { $layout } · { $author } plays: { $side } · Per move: { $time } · { $rated ->
    [yes] rated
   *[no] unrated
}
challenge-random-side = random
challenge-custom-position = Custom start position.
challenge-expires = Expires { $when }.

button-accept = Accept
button-decline = Decline
button-cancel = Cancel

challenge-accepted = ✅ { $player } accepted: game #{ $game } has begun.
challenge-declined = ❌ { $player } declined the challenge.
challenge-cancelled = The challenge was cancelled by { $player }.
challenge-expired = ⌛ This challenge expired.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } plays **{ $variant }** against { $ai } in game #{ $game }: { $sides }. The board follows in the game's thread.
