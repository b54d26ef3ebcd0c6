## Ratings: /rating, /leaderboard and the line under a final board.

ratings-title = Vahvuusluvut: { $name }
ratings-none-any = Pelaajalla { $player } ei ole vielä rankattuja pelejä tällä palvelimella (kaikki aloittavat luvusta 1500).
ratings-none = Pelaajalla { $player } ei ole vielä rankattuja pelejä tällä palvelimella pelissä { $variant } (kaikki aloittavat luvusta 1500).
# A rating with its deviation: "**1662** (deviation 180, provisional)".
ratings-rating = **{ $rating }** (poikkeama { $deviation }{ $provisional ->
    [yes] , alustava
   *[no] {""}
})
ratings-as-attacker = Hyökkääjänä: { $wins }V { $losses }H { $draws }T
ratings-as-defender = Puolustajana: { $wins }V { $losses }H { $draws }T

leaderboard-title = 🏆 Kärkilista: { $variant }
leaderboard-games = { $count ->
    [one] 1 peli
   *[other] { $count } peliä
}
leaderboard-empty = Ei vielä rankattuja pelejä: `/{ cmd-challenge-name }` joku!
leaderboard-provisional = `?` tarkoittaa alustavaa vahvuuslukua (pelejä vielä vähän).

# Under a final board: "📈 Ratings: @Ann 1500 → 1662 (+162) · @Bob 1500 → 1338 (-162)".
rating-change = 📈 Vahvuusluvut: { $attacker } · { $defender }
