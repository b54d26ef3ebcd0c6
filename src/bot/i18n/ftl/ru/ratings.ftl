## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Рейтинги: { $name }
ratings-none-any = { $player }: на этом сервере пока нет рейтинговых партий (все начинают с 1500).
ratings-none = { $player }: на этом сервере пока нет рейтинговых партий в игре «{ $variant }» (все начинают с 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (отклонение { $deviation }{ $provisional ->
    [yes] , предварительный
   *[no] {""}
})
ratings-as-attacker = За нападающих: { $wins }В { $losses }П { $draws }Н
ratings-as-defender = За защитников: { $wins }В { $losses }П { $draws }Н

leaderboard-title = 🏆 Лидеры: { $variant }
leaderboard-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}
leaderboard-empty = Рейтинговых партий пока нет: вызовите кого-нибудь командой `/{ cmd-challenge-name }`!
leaderboard-provisional = `?` — предварительный рейтинг (пока мало партий).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Рейтинги: { $attacker } · { $defender }
