## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Cote de { $name }
ratings-none-any = { $player } n'a encore aucune partie classée sur ce serveur (tout le monde commence à 1500).
ratings-none = { $variant } : { $player } n'a encore aucune partie classée sur ce serveur (tout le monde commence à 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (écart { $deviation }{ $provisional ->
    [yes] , provisoire
   *[no] {""}
})
ratings-as-attacker = En attaque : { $wins }V { $losses }D { $draws }N
ratings-as-defender = En défense : { $wins }V { $losses }D { $draws }N

leaderboard-title = 🏆 Classement : { $variant }
leaderboard-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
leaderboard-empty = Aucune partie classée pour l'instant : lance un défi avec `/{ cmd-challenge-name }` !
leaderboard-provisional = `?` signale une cote provisoire (encore peu de parties).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Cotes : { $attacker } · { $defender }
