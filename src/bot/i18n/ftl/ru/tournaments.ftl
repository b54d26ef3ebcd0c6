## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] Swiss, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
    [round_robin] round-robin (two games per pairing, one on each side)
   *[knockout] knockout (two-game matches, sides swapped)
}
tournament-signup-until = Sign-up open, closes { $when }
tournament-signup-open = Sign-up open until an organiser starts it
tournament-round-of = Round { $round } of { $rounds }
tournament-finished-won = Finished: { $winner } won
tournament-finished = Finished
tournament-cancelled = Cancelled
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Time per move: { $time } · up to { $players } players
tournament-players = Players ({ $count })
tournament-no-players = No one yet: press **{ button-join }**.
button-join = Join

## Pairings and standings.

tournament-bye = • { $player } has a bye
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) vs { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = won by forfeit ({ $side ->
    [attackers] attacker
   *[defenders] defender
})
tournament-won = { $side ->
    [attackers] attacker won
   *[defenders] defender won
}
tournament-drawn = draw
tournament-playing-in = playing in <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } pts · { $breaks } · { $wins }W { $draws }D { $losses }L
tournament-withdrew-mark = (withdrew)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = rounds won { $rounds }
tournament-more = … and { $count } more.
tournament-nothing-yet = Nothing yet.
tournament-ties = { $format ->
    [round_robin] Ties: Sonneborn-Berger (SB), then start rating.
    [swiss] Ties: Buchholz, then Sonneborn-Berger (SB), then start rating. A bye counts as a win.
   *[knockout] Each match: two games, sides swapped; a tie goes to the faster win, then the higher rating.
}
tournament-standings-title = 🏆 { $tournament } — standings
tournament-round-title = 🏆 { $tournament } — round { $round }
tournament-round-of-title = 🏆 { $tournament } — round { $round } of { $rounds }
tournament-final-title = 🏆 { $tournament } — final standings
tournament-winner = Winner: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } joined **{ $tournament }**: { $count ->
    [one] 1 player
   *[other] { $count } players
}.
tournament-withdrew = 🚪 { $player } withdrew from **{ $tournament }**: their running games are resigned and the rest forfeited.
tournament-left = 🚪 { $player } left **{ $tournament }**.
tournament-started = 🏁 **{ $tournament }** has started with { $players } players: round 1's pairings follow, each game in its own thread.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = { $asked ->
    [one] 1 round was
   *[other] { $asked } rounds were
} announced, but with { $players } players it plays { $played ->
    [one] 1 round
   *[other] { $played } rounds
}.
tournament-cancelled-running = 🛑 **{ $tournament }** was cancelled by { $player }; its running games are aborted.
tournament-cancelled-signup = 🛑 **{ $tournament }** was cancelled by { $player } before it started.
tournament-cancelled-empty = 🛑 **{ $tournament }** was cancelled: fewer than two players had joined when sign-up closed.
tournament-organizer-role = Members with the role **{ $role }** may now organise tournaments.
tournament-organizer-none = Only members with Manage Server may organise tournaments now.
