## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Rating for { $name }
ratings-none-any = { $player } har endnu ingen partier med rating på denne server (alle starter på 1500).
ratings-none = { $player } har endnu ingen partier med rating i { $variant } på denne server (alle starter på 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (afvigelse { $deviation }{ $provisional ->
    [yes] , foreløbig
   *[no] {""}
})
ratings-as-attacker = Som angriber: { $wins } vundet, { $losses } tabt, { $draws } remis
ratings-as-defender = Som forsvarer: { $wins } vundet, { $losses } tabt, { $draws } remis

leaderboard-title = 🏆 Rangliste: { $variant }
leaderboard-games = { $count ->
    [one] 1 parti
   *[other] { $count } partier
}
leaderboard-empty = Ingen partier med rating endnu: udfordr nogen med `/{ cmd-challenge-name }`!
leaderboard-provisional = `?` markerer en foreløbig rating (endnu få partier).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Rating: { $attacker } · { $defender }
