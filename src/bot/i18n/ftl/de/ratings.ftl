## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Wertung von { $name }
ratings-none-any = { $player } hat auf diesem Server noch keine gewerteten Partien (alle starten mit 1500).
ratings-none = { $variant }: { $player } hat auf diesem Server noch keine gewerteten Partien (alle starten mit 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (Abweichung { $deviation }{ $provisional ->
    [yes] , vorläufig
   *[no] {""}
})
ratings-as-attacker = Als Angreifer: { $wins }S { $losses }N { $draws }R
ratings-as-defender = Als Verteidiger: { $wins }S { $losses }N { $draws }R

leaderboard-title = 🏆 Rangliste: { $variant }
leaderboard-games = { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}
leaderboard-empty = Noch keine gewerteten Partien: Fordere jemanden mit `/{ cmd-challenge-name }` heraus!
leaderboard-provisional = `?` kennzeichnet eine vorläufige Wertung (noch wenige Partien).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Wertung: { $attacker } · { $defender }
