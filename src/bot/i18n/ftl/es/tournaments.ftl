## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] sistema suizo, { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }
    [round_robin] todos contra todos (dos partidas por emparejamiento, una con cada bando)
   *[knockout] eliminatoria (duelos a dos partidas, con los bandos cambiados)
}
tournament-signup-until = Inscripción abierta; se cierra { $when }
tournament-signup-open = Inscripción abierta hasta que un organizador inicie el torneo
tournament-round-of = Ronda { $round } de { $rounds }
tournament-finished-won = Terminado: ha ganado { $winner }
tournament-finished = Terminado
tournament-cancelled = Cancelado
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Tiempo por jugada: { $time } · hasta { $players } jugadores
tournament-players = Jugadores ({ $count })
tournament-no-players = Todavía nadie: pulsa **{ button-join }**.
button-join = Inscribirse

## Pairings and standings.

tournament-bye = • { $player } descansa esta ronda (bye)
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) vs. { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = victoria por incomparecencia ({ $side ->
    [attackers] del atacante
   *[defenders] del defensor
})
tournament-won = { $side ->
    [attackers] gana el atacante
   *[defenders] gana el defensor
}
tournament-drawn = tablas
tournament-playing-in = se juega en <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } pts · { $breaks } · { $wins }G { $draws }E { $losses }P
tournament-withdrew-mark = (se retiró)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = rondas ganadas: { $rounds }
tournament-more = … y { $count } más.
tournament-nothing-yet = Todavía nada.
tournament-ties = { $format ->
    [round_robin] Desempate: Sonneborn-Berger (SB) y, después, la puntuación inicial.
    [swiss] Desempate: Buchholz, después Sonneborn-Berger (SB) y, por último, la puntuación inicial. Un bye cuenta como victoria.
   *[knockout] Cada duelo: dos partidas con los bandos cambiados; si hay empate, pasa quien ganó más rápido y, si no, quien tenga más puntuación.
}
tournament-standings-title = 🏆 { $tournament } — clasificación
tournament-round-title = 🏆 { $tournament } — ronda { $round }
tournament-round-of-title = 🏆 { $tournament } — ronda { $round } de { $rounds }
tournament-final-title = 🏆 { $tournament } — clasificación final
tournament-winner = Gana el torneo: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } se ha inscrito en **{ $tournament }**: { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
}.
tournament-withdrew = 🚪 { $player } se ha retirado de **{ $tournament }**: sus partidas en curso cuentan como abandonadas y las demás se pierden por incomparecencia.
tournament-left = 🚪 { $player } ha dejado **{ $tournament }**.
tournament-started = 🏁 ¡**{ $tournament }** ha comenzado con { $players } jugadores! A continuación, los emparejamientos de la ronda 1, cada partida en su propio hilo.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = { $asked ->
    [one] Se anunció 1 ronda
   *[other] Se anunciaron { $asked } rondas
}, pero con { $players } jugadores { $played ->
    [one] se juega 1 ronda
   *[other] se juegan { $played } rondas
}.
tournament-cancelled-running = 🛑 { $player } ha cancelado **{ $tournament }**; sus partidas en curso quedan anuladas.
tournament-cancelled-signup = 🛑 { $player } ha cancelado **{ $tournament }** antes de que empezara.
tournament-cancelled-empty = 🛑 Se ha cancelado **{ $tournament }**: al cerrarse la inscripción había menos de dos jugadores.
tournament-organizer-role = Ahora los miembros con el rol **{ $role }** pueden organizar torneos.
tournament-organizer-none = Ahora solo los miembros con el permiso Gestionar servidor pueden organizar torneos.
