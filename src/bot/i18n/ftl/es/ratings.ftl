## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Puntuaciones de { $name }
ratings-none-any = { $player } aún no tiene partidas puntuables en este servidor (todo el mundo empieza con 1500).
ratings-none = { $player } aún no tiene partidas puntuables de { $variant } en este servidor (todo el mundo empieza con 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (desviación { $deviation }{ $provisional ->
    [yes] , provisional
   *[no] {""}
})
ratings-as-attacker = Como atacante: { $wins }G { $losses }P { $draws }E
ratings-as-defender = Como defensor: { $wins }G { $losses }P { $draws }E

leaderboard-title = 🏆 Ranking de { $variant }
leaderboard-games = { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}
leaderboard-empty = Aún no hay partidas puntuables: ¡reta a alguien con `/{ cmd-challenge-name }`!
leaderboard-provisional = `?` indica una puntuación provisional (todavía pocas partidas).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Puntuaciones: { $attacker } · { $defender }
