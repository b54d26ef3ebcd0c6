## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] sveitsisk system, { $rounds ->
        [one] 1 runde
       *[other] { $rounds } runder
    }
    [round_robin] alle mot alle (to partier per paring, ett med hver side)
   *[knockout] utslag (matcher på to partier med byttede sider)
}
tournament-signup-until = Påmelding åpen, stenger { $when }
tournament-signup-open = Påmelding åpen til en arrangør starter turneringen
tournament-round-of = Runde { $round } av { $rounds }
tournament-finished-won = Avsluttet: { $winner } vant
tournament-finished = Avsluttet
tournament-cancelled = Avlyst
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Tid per trekk: { $time } · opptil { $players } spillere
tournament-players = Spillere ({ $count })
tournament-no-players = Ingen ennå: trykk på **{ button-join }**.
button-join = Bli med

## Pairings and standings.

tournament-bye = • { $player } står over
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) mot { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = vunnet uten kamp ({ $side ->
    [attackers] angriperen
   *[defenders] forsvareren
})
tournament-won = { $side ->
    [attackers] angriperen vant
   *[defenders] forsvareren vant
}
tournament-drawn = remis
tournament-playing-in = spilles i <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } poeng · { $breaks } · { $wins }S { $draws }R { $losses }T
tournament-withdrew-mark = (trakk seg)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = vunne runder: { $rounds }
tournament-more = … og { $count } til.
tournament-nothing-yet = Ingenting ennå.
tournament-ties = { $format ->
    [round_robin] Ved poenglikhet: Sonneborn-Berger (SB), deretter startrating.
    [swiss] Ved poenglikhet: Buchholz, deretter Sonneborn-Berger (SB), deretter startrating. Å stå over teller som seier.
   *[knockout] Hver match: to partier med byttede sider; står det likt, går den videre som vant raskest, deretter den med høyest rating.
}
tournament-standings-title = 🏆 { $tournament } — stilling
tournament-round-title = 🏆 { $tournament } — runde { $round }
tournament-round-of-title = 🏆 { $tournament } — runde { $round } av { $rounds }
tournament-final-title = 🏆 { $tournament } — sluttstilling
tournament-winner = Vinner: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } er påmeldt **{ $tournament }**: { $count ->
    [one] 1 spiller
   *[other] { $count } spillere
}.
tournament-withdrew = 🚪 { $player } har trukket seg fra **{ $tournament }**: de pågående partiene er gitt opp, og resten er tapt uten kamp.
tournament-left = 🚪 { $player } har meldt seg av **{ $tournament }**.
tournament-started = 🏁 **{ $tournament }** har startet med { $players } spillere: paringene for 1. runde følger, hvert parti i sin egen tråd.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = Det var annonsert { $asked ->
    [one] 1 runde
   *[other] { $asked } runder
}, men med { $players } spillere spilles det { $played ->
    [one] 1 runde
   *[other] { $played } runder
}.
tournament-cancelled-running = 🛑 **{ $tournament }** ble avlyst av { $player }; de pågående partiene er avbrutt.
tournament-cancelled-signup = 🛑 **{ $tournament }** ble avlyst av { $player } før den startet.
tournament-cancelled-empty = 🛑 **{ $tournament }** ble avlyst: færre enn to spillere hadde meldt seg på da påmeldingen stengte.
tournament-organizer-role = Medlemmer med rollen **{ $role }** kan nå arrangere turneringer.
tournament-organizer-none = Nå kan bare medlemmer med tillatelsen Administrer server arrangere turneringer.
