## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] Schweizer, { $rounds ->
        [one] 1 rond
       *[other] { $rounds } ronder
    }
    [round_robin] alla mot alla (två partier per par, ett med vardera sidan)
   *[knockout] utslag (matcher om två partier, med bytta sidor)
}
tournament-signup-until = Anmälan öppen, stänger { $when }
tournament-signup-open = Anmälan öppen tills en arrangör startar turneringen
tournament-round-of = Rond { $round } av { $rounds }
tournament-finished-won = Avslutad: { $winner } vann
tournament-finished = Avslutad
tournament-cancelled = Inställd
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Tid per drag: { $time } · högst { $players } spelare
tournament-players = Spelare ({ $count })
tournament-no-players = Ingen än: tryck på **{ button-join }**.
button-join = Anmäl dig

## Pairings and standings.

tournament-bye = • { $player } har frirond
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) mot { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = vann på walkover ({ $side ->
    [attackers] anfallaren
   *[defenders] försvararen
})
tournament-won = { $side ->
    [attackers] anfallaren vann
   *[defenders] försvararen vann
}
tournament-drawn = remi
tournament-playing-in = spelas i <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } p · { $breaks } · { $wins }V { $draws }R { $losses }F
tournament-withdrew-mark = (drog sig ur)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = vunna ronder { $rounds }
tournament-more = … och { $count } till.
tournament-nothing-yet = Inget än.
tournament-ties = { $format ->
    [round_robin] Särskiljning: Sonneborn-Berger (SB), sedan startrating.
    [swiss] Särskiljning: Buchholz, sedan Sonneborn-Berger (SB), sedan startrating. En frirond räknas som vinst.
   *[knockout] Varje match: två partier med bytta sidor; vid lika avgör den snabbaste vinsten, sedan högst rating.
}
tournament-standings-title = 🏆 { $tournament } — ställning
tournament-round-title = 🏆 { $tournament } — rond { $round }
tournament-round-of-title = 🏆 { $tournament } — rond { $round } av { $rounds }
tournament-final-title = 🏆 { $tournament } — slutställning
tournament-winner = Vinnare: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } anmälde sig till **{ $tournament }**: { $count ->
    [one] 1 spelare
   *[other] { $count } spelare
}.
tournament-withdrew = 🚪 { $player } drog sig ur **{ $tournament }**: pågående partier räknas som uppgivna och resten som förlorade på walkover.
tournament-left = 🚪 { $player } lämnade **{ $tournament }**.
tournament-started = 🏁 **{ $tournament }** har startat med { $players } spelare: lottningen för rond 1 följer, varje parti i en egen tråd.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = { $asked ->
    [one] 1 rond
   *[other] { $asked } ronder
} annonserades, men med { $players } spelare blir det { $played ->
    [one] 1 rond
   *[other] { $played } ronder
}.
tournament-cancelled-running = 🛑 **{ $tournament }** ställdes in av { $player }; pågående partier avbryts.
tournament-cancelled-signup = 🛑 **{ $tournament }** ställdes in av { $player } innan den startade.
tournament-cancelled-empty = 🛑 **{ $tournament }** ställdes in: färre än två spelare hade anmält sig när anmälan stängde.
tournament-organizer-role = Medlemmar med rollen **{ $role }** får nu arrangera turneringar.
tournament-organizer-none = Nu får bara medlemmar med behörigheten Hantera server arrangera turneringar.
