## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] système suisse, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
    [round_robin] toutes rondes (deux parties par appariement, une dans chaque camp)
   *[knockout] élimination directe (matchs en deux parties, camps inversés)
}
tournament-signup-until = Inscriptions ouvertes, clôture { $when }
tournament-signup-open = Inscriptions ouvertes jusqu'au lancement par un organisateur
tournament-round-of = Ronde { $round } sur { $rounds }
tournament-finished-won = Terminé : victoire de { $winner }
tournament-finished = Terminé
tournament-cancelled = Annulé
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Temps par coup : { $time } · jusqu'à { $players } joueurs
tournament-players = Joueurs ({ $count })
tournament-no-players = Personne pour l'instant : appuie sur **{ button-join }**.
button-join = Rejoindre

## Pairings and standings.

tournament-bye = • { $player } bénéficie d'une exemption
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) contre { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = gagné par forfait ({ $side ->
    [attackers] attaquant
   *[defenders] défenseur
})
tournament-won = { $side ->
    [attackers] victoire de l'attaquant
   *[defenders] victoire du défenseur
}
tournament-drawn = nulle
tournament-playing-in = en cours dans <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } pts · { $breaks } · { $wins }V { $draws }N { $losses }D
tournament-withdrew-mark = (retrait)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Buchholz { $buchholz } · SB { $sb }
tournament-breaks-rounds = rondes gagnées { $rounds }
tournament-more = … et { $count } de plus.
tournament-nothing-yet = Rien pour l'instant.
tournament-ties = { $format ->
    [round_robin] Départage : Sonneborn-Berger (SB), puis cote de départ.
    [swiss] Départage : Buchholz, puis Sonneborn-Berger (SB), puis cote de départ. Une exemption compte comme une victoire.
   *[knockout] Chaque match : deux parties, camps inversés ; en cas d'égalité, la victoire la plus rapide l'emporte, puis la cote la plus haute.
}
tournament-standings-title = 🏆 { $tournament } — classement
tournament-round-title = 🏆 { $tournament } — ronde { $round }
tournament-round-of-title = 🏆 { $tournament } — ronde { $round } sur { $rounds }
tournament-final-title = 🏆 { $tournament } — classement final
tournament-winner = Vainqueur : { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } a rejoint **{ $tournament }** : { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}.
tournament-withdrew = 🚪 { $player } se retire de **{ $tournament }** : ses parties en cours sont abandonnées et les autres perdues par forfait.
tournament-left = 🚪 { $player } a quitté **{ $tournament }**.
tournament-started = 🏁 **{ $tournament }** a commencé avec { $players } joueurs : voici les appariements de la ronde 1, chaque partie dans son propre fil.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = { $asked ->
    [one] { $asked } ronde était annoncée
   *[other] { $asked } rondes étaient annoncées
}, mais avec { $players } joueurs, le tournoi se joue en { $played ->
    [one] { $played } ronde
   *[other] { $played } rondes
}.
tournament-cancelled-running = 🛑 **{ $tournament }** a été annulé par { $player } ; ses parties en cours sont annulées.
tournament-cancelled-signup = 🛑 **{ $tournament }** a été annulé par { $player } avant son début.
tournament-cancelled-empty = 🛑 **{ $tournament }** a été annulé : moins de deux joueurs s'étaient inscrits à la clôture des inscriptions.
tournament-organizer-role = Les membres ayant le rôle **{ $role }** peuvent désormais organiser des tournois.
tournament-organizer-none = Seuls les membres ayant « Gérer le serveur » peuvent désormais organiser des tournois.
