## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] sveitsiläinen, { $rounds ->
        [one] 1 kierros
       *[other] { $rounds } kierrosta
    }
    [round_robin] kaikki kaikkia vastaan (kaksi peliä kutakin paria kohden, yksi kummallakin puolella)
   *[knockout] pudotuspeli (kahden pelin otteluita, puolet vaihdetaan)
}
tournament-signup-until = Ilmoittautuminen auki, sulkeutuu { $when }
tournament-signup-open = Ilmoittautuminen auki, kunnes järjestäjä aloittaa turnauksen
tournament-round-of = Kierros { $round }/{ $rounds }
tournament-finished-won = Päättynyt: voittaja { $winner }
tournament-finished = Päättynyt
tournament-cancelled = Peruttu
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Siirtoaika: { $time } · enintään { $players } pelaajaa
tournament-players = Pelaajat ({ $count })
tournament-no-players = Ei vielä ketään: paina **{ button-join }**.
button-join = Liity

## Pairings and standings.

tournament-bye = • { $player }: vapaakierros
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) – { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = luovutusvoitto ({ $side ->
    [attackers] hyökkääjä
   *[defenders] puolustaja
})
tournament-won = { $side ->
    [attackers] hyökkääjä voitti
   *[defenders] puolustaja voitti
}
tournament-drawn = tasapeli
tournament-playing-in = käynnissä: <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } p · { $breaks } · { $wins }V { $draws }T { $losses }H
tournament-withdrew-mark = (vetäytyi)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = voitetut kierrokset { $rounds }
tournament-more = … ja { $count } muuta.
tournament-nothing-yet = Ei vielä mitään.
tournament-ties = { $format ->
    [round_robin] Tasapisteissä ratkaisee Sonneborn-Berger (SB), sitten alkuvahvuusluku.
    [swiss] Tasapisteissä ratkaisee Buchholz, sitten Sonneborn-Berger (SB), sitten alkuvahvuusluku. Vapaakierros lasketaan voitoksi.
   *[knockout] Jokainen ottelu: kaksi peliä, puolet vaihdetaan; tasatilanteessa ratkaisee nopeampi voitto, sitten korkeampi vahvuusluku.
}
tournament-standings-title = 🏆 { $tournament } — tilanne
tournament-round-title = 🏆 { $tournament } — kierros { $round }
tournament-round-of-title = 🏆 { $tournament } — kierros { $round }/{ $rounds }
tournament-final-title = 🏆 { $tournament } — lopputulokset
tournament-winner = Voittaja: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } liittyi turnaukseen **{ $tournament }**: { $count ->
    [one] 1 pelaaja
   *[other] { $count } pelaajaa
}.
tournament-withdrew = 🚪 { $player } vetäytyi turnauksesta **{ $tournament }**: käynnissä olevat pelit luovutetaan ja pelaamattomat merkitään hävityiksi.
tournament-left = 🚪 { $player } poistui turnauksesta **{ $tournament }**.
tournament-started = 🏁 **{ $tournament }** on alkanut, pelaajia { $players }: 1. kierroksen parit seuraavat, kukin peli omassa ketjussaan.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = { $asked ->
    [one] Ilmoitettiin 1 kierros
   *[other] Ilmoitettiin { $asked } kierrosta
}, mutta { $players } pelaajalla pelataan { $played ->
    [one] 1 kierros
   *[other] { $played } kierrosta
}.
tournament-cancelled-running = 🛑 { $player } perui turnauksen **{ $tournament }**; sen käynnissä olevat pelit keskeytetään.
tournament-cancelled-signup = 🛑 { $player } perui turnauksen **{ $tournament }** ennen sen alkua.
tournament-cancelled-empty = 🛑 Turnaus **{ $tournament }** peruttiin: ilmoittautumisen sulkeutuessa mukana oli alle kaksi pelaajaa.
tournament-organizer-role = Roolin **{ $role }** jäsenet saavat nyt järjestää turnauksia.
tournament-organizer-none = Nyt vain jäsenet, joilla on Hallitse palvelinta -oikeus, saavat järjestää turnauksia.
