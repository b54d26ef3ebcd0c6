## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Rating for { $name }
ratings-none-any = { $player } har ennå ingen partier med rating på denne serveren (alle starter på 1500).
ratings-none = { $player } har ennå ingen partier med rating i { $variant } på denne serveren (alle starter på 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (avvik { $deviation }{ $provisional ->
    [yes] , foreløpig
   *[no] {""}
})
ratings-as-attacker = Som angriper: { $wins } vunnet, { $losses } tapt, { $draws } remis
ratings-as-defender = Som forsvarer: { $wins } vunnet, { $losses } tapt, { $draws } remis

leaderboard-title = 🏆 Toppliste: { $variant }
leaderboard-games = { $count ->
    [one] 1 parti
   *[other] { $count } partier
}
leaderboard-empty = Ingen partier med rating ennå: utfordre noen med `/{ cmd-challenge-name }`!
leaderboard-provisional = `?` markerer en foreløpig rating (få partier så langt).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Rating: { $attacker } · { $defender }
