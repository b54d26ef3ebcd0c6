## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] Schweizer System, { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }
    [round_robin] jeder gegen jeden (zwei Partien pro Paarung, eine auf jeder Seite)
   *[knockout] K.-o.-System (Duelle über zwei Partien, Seiten getauscht)
}
tournament-signup-until = Anmeldung offen, Schluss { $when }
tournament-signup-open = Anmeldung offen, bis ein Organisator das Turnier startet
tournament-round-of = Runde { $round } von { $rounds }
tournament-finished-won = Beendet: { $winner } hat gewonnen
tournament-finished = Beendet
tournament-cancelled = Abgesagt
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Zeit pro Zug: { $time } · bis zu { $players } Spieler
tournament-players = Spieler ({ $count })
tournament-no-players = Noch niemand: Drück auf **{ button-join }**.
button-join = Beitreten

## Pairings and standings.

tournament-bye = • { $player } hat ein Freilos
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) gegen { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = kampflos gewonnen ({ $side ->
    [attackers] Angreifer
   *[defenders] Verteidiger
})
tournament-won = { $side ->
    [attackers] Angreifer hat gewonnen
   *[defenders] Verteidiger hat gewonnen
}
tournament-drawn = Remis
tournament-playing-in = läuft in <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } Pkt. · { $breaks } · { $wins }S { $draws }R { $losses }N
tournament-withdrew-mark = (zurückgezogen)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = gewonnene Runden { $rounds }
tournament-more = … und { $count } weitere.
tournament-nothing-yet = Noch nichts.
tournament-ties = { $format ->
    [round_robin] Bei Gleichstand: Sonneborn-Berger (SB), dann Startwertung.
    [swiss] Bei Gleichstand: Buchholz, dann Sonneborn-Berger (SB), dann Startwertung. Ein Freilos zählt als Sieg.
   *[knockout] Jedes Duell: zwei Partien, Seiten getauscht; bei Gleichstand entscheidet der schnellere Sieg, dann die höhere Wertung.
}
tournament-standings-title = 🏆 { $tournament } — Tabelle
tournament-round-title = 🏆 { $tournament } — Runde { $round }
tournament-round-of-title = 🏆 { $tournament } — Runde { $round } von { $rounds }
tournament-final-title = 🏆 { $tournament } — Abschlusstabelle
tournament-winner = Sieger: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } ist **{ $tournament }** beigetreten: { $count ->
    [one] 1 Spieler
   *[other] { $count } Spieler
}.
tournament-withdrew = 🚪 { $player } hat sich von **{ $tournament }** zurückgezogen: Laufende Partien gelten als aufgegeben, die übrigen als kampflos verloren.
tournament-left = 🚪 { $player } hat **{ $tournament }** verlassen.
tournament-started = 🏁 **{ $tournament }** hat mit { $players } Spielern begonnen: Es folgen die Paarungen der 1. Runde, jede Partie in ihrem eigenen Thread.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = { $asked ->
    [one] Angekündigt war 1 Runde
   *[other] Angekündigt waren { $asked } Runden
}, aber mit { $players } Spielern { $played ->
    [one] wird 1 Runde gespielt
   *[other] werden { $played } Runden gespielt
}.
tournament-cancelled-running = 🛑 **{ $tournament }** wurde von { $player } abgesagt; laufende Partien sind abgebrochen.
tournament-cancelled-signup = 🛑 **{ $tournament }** wurde von { $player } vor dem Start abgesagt.
tournament-cancelled-empty = 🛑 **{ $tournament }** wurde abgesagt: Bei Anmeldeschluss waren weniger als zwei Spieler dabei.
tournament-organizer-role = Mitglieder mit der Rolle **{ $role }** dürfen jetzt Turniere organisieren.
tournament-organizer-none = Nur Mitglieder mit „Server verwalten“ dürfen jetzt Turniere organisieren.
