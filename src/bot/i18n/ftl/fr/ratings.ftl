## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Ratings of { $name }
ratings-none-any = { $player } has no rated games in this server yet (everyone starts at 1500).
ratings-none = { $player } has no rated games of { $variant } in this server yet (everyone starts at 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (deviation { $deviation }{ $provisional ->
    [yes] , provisional
   *[no] {""}
})
ratings-as-attacker = As attacker: { $wins }W { $losses }L { $draws }D
ratings-as-defender = As defender: { $wins }W { $losses }L { $draws }D

leaderboard-title = 🏆 { $variant } leaderboard
leaderboard-games = { $count ->
    [one] 1 game
   *[other] { $count } games
}
leaderboard-empty = No rated games yet: `/{ cmd-challenge-name }` someone!
leaderboard-provisional = `?` marks a provisional rating (few games yet).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Ratings: { $attacker } · { $defender }
