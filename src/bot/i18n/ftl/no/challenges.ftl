## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Utfordring #{ $challenge }
challenge-to-you = { $opponent }, du er blitt utfordret!
challenge-open = { $author } utfordrer alle til **{ $variant }**.
challenge-addressed = { $author } utfordrer { $opponent } til **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Oppstilling: { $layout } · Side for { $author }: { $side } · Per trekk: { $time } · { $rated ->
    [yes] med rating
   *[no] uten rating
}
challenge-random-side = tilfeldig
challenge-custom-position = Egen startstilling.
challenge-expires = Utløper { $when }.

button-accept = Godta
button-decline = Avslå
button-cancel = Trekk tilbake

challenge-accepted = ✅ { $player } godtok: parti #{ $game } har begynt.
challenge-declined = ❌ { $player } avslo utfordringen.
challenge-cancelled = Utfordringen ble trukket tilbake av { $player }.
challenge-expired = ⌛ Denne utfordringen har utløpt.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } spiller **{ $variant }** mot { $ai } i parti #{ $game }: { $sides }. Brettet følger i partiets tråd.
