## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Haaste #{ $challenge }
challenge-to-you = { $opponent }, sinut on haastettu!
challenge-open = { $author } haastaa kenet tahansa peliin **{ $variant }**.
challenge-addressed = { $author } haastaa pelaajan { $opponent } peliin **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Asetelma: { $layout } · { $author } pelaa: { $side } · Siirtoaika: { $time } · { $rated ->
    [yes] rankattu
   *[no] ei rankattu
}
challenge-random-side = satunnainen puoli
challenge-custom-position = Oma alkuasema.
challenge-expires = Vanhenee { $when }.

button-accept = Hyväksy
button-decline = Hylkää
button-cancel = Peru

challenge-accepted = ✅ { $player } hyväksyi: peli #{ $game } on alkanut.
challenge-declined = ❌ { $player } hylkäsi haasteen.
challenge-cancelled = { $player } perui haasteen.
challenge-expired = ⌛ Tämä haaste vanheni.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 Peli #{ $game }: { $player } pelaa peliä **{ $variant }**, vastustajana { $ai }. { $sides }. Lauta tulee pelin ketjuun.
