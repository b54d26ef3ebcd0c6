## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] schweizersystem, { $rounds ->
        [one] 1 runde
       *[other] { $rounds } runder
    }
    [round_robin] alle mod alle (to partier pr. parring, ét med hver side)
   *[knockout] knockout (matcher på to partier med byttede sider)
}
tournament-signup-until = Tilmelding åben, lukker { $when }
tournament-signup-open = Tilmelding åben, indtil en arrangør starter turneringen
tournament-round-of = Runde { $round } af { $rounds }
tournament-finished-won = Afsluttet: { $winner } vandt
tournament-finished = Afsluttet
tournament-cancelled = Aflyst
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Tid pr. træk: { $time } · op til { $players } spillere
tournament-players = Spillere ({ $count })
tournament-no-players = Ingen endnu: tryk på **{ button-join }**.
button-join = Deltag

## Pairings and standings.

tournament-bye = • { $player } sidder over
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) mod { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = vundet uden kamp ({ $side ->
    [attackers] angriberen
   *[defenders] forsvareren
})
tournament-won = { $side ->
    [attackers] angriberen vandt
   *[defenders] forsvareren vandt
}
tournament-drawn = remis
tournament-playing-in = spilles i <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } point · { $breaks } · { $wins }V { $draws }R { $losses }T
tournament-withdrew-mark = (trukket sig)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = vundne runder: { $rounds }
tournament-more = … og { $count } mere.
tournament-nothing-yet = Intet endnu.
tournament-ties = { $format ->
    [round_robin] Ved pointlighed: Sonneborn-Berger (SB), derefter startrating.
    [swiss] Ved pointlighed: Buchholz, derefter Sonneborn-Berger (SB), derefter startrating. At sidde over tæller som en sejr.
   *[knockout] Hver match: to partier med byttede sider; står det lige, går den videre, der vandt hurtigst, derefter den med den højeste rating.
}
tournament-standings-title = 🏆 { $tournament } — stilling
tournament-round-title = 🏆 { $tournament } — runde { $round }
tournament-round-of-title = 🏆 { $tournament } — runde { $round } af { $rounds }
tournament-final-title = 🏆 { $tournament } — slutstilling
tournament-winner = Vinder: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } er tilmeldt **{ $tournament }**: { $count ->
    [one] 1 spiller
   *[other] { $count } spillere
}.
tournament-withdrew = 🚪 { $player } har trukket sig fra **{ $tournament }**: de igangværende partier er opgivet, og resten er tabt uden kamp.
tournament-left = 🚪 { $player } har meldt sig fra **{ $tournament }**.
tournament-started = 🏁 **{ $tournament }** er startet med { $players } spillere: parringerne til 1. runde følger, hvert parti i sin egen tråd.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = Der var annonceret { $asked ->
    [one] 1 runde
   *[other] { $asked } runder
}, men med { $players } spillere spilles der { $played ->
    [one] 1 runde
   *[other] { $played } runder
}.
tournament-cancelled-running = 🛑 **{ $tournament }** blev aflyst af { $player }; de igangværende partier er afbrudt.
tournament-cancelled-signup = 🛑 **{ $tournament }** blev aflyst af { $player }, før den startede.
tournament-cancelled-empty = 🛑 **{ $tournament }** blev aflyst: færre end to spillere var tilmeldt, da tilmeldingen lukkede.
tournament-organizer-role = Medlemmer med rollen **{ $role }** kan nu arrangere turneringer.
tournament-organizer-none = Nu kan kun medlemmer med tilladelsen Administrer server arrangere turneringer.
