## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Rating för { $name }
ratings-none-any = { $player } har inga partier med rating på den här servern än (alla börjar på 1500).
ratings-none = { $player } har inga partier med rating i { $variant } på den här servern än (alla börjar på 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (avvikelse { $deviation }{ $provisional ->
    [yes] , preliminär
   *[no] {""}
})
ratings-as-attacker = Som anfallare: { $wins }V { $losses }F { $draws }R
ratings-as-defender = Som försvarare: { $wins }V { $losses }F { $draws }R

leaderboard-title = 🏆 Topplista: { $variant }
leaderboard-games = { $count ->
    [one] 1 parti
   *[other] { $count } partier
}
leaderboard-empty = Inga partier med rating än: `/{ cmd-challenge-name }` någon!
leaderboard-provisional = `?` betyder preliminär rating (få partier än).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Rating: { $attacker } · { $defender }
