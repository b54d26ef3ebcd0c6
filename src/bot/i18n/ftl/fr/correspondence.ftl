## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Tes vacances : les pendules de tes parties par correspondance ici s'arrêtent
cmd-vacation-name = vacances
cmd-vacation-start = Pars en vacances pour quelques jours
cmd-vacation-start-name = commencer
cmd-vacation-start--days = Combien de jours
cmd-vacation-start--days-name = jours
cmd-vacation-end = Termine tes vacances maintenant ; les jours non entamés te sont rendus
cmd-vacation-end-name = terminer
cmd-vacation-status = Si quelqu'un est absent, et ses jours de vacances cette année
cmd-vacation-status-name = état
cmd-vacation-status--user = De qui (par défaut, toi)
cmd-vacation-status--user-name = joueur
cmd-vacation-auto = Pars en vacances automatiquement au lieu de perdre au temps, tant qu'il te reste des jours
cmd-vacation-auto-name = auto
cmd-vacation-auto--enabled = Activé ou désactivé
cmd-vacation-auto--enabled-name = activé
cmd-vacation-allowance = Jours de vacances par an de chaque joueur sur ce serveur (Gérer le serveur)
cmd-vacation-allowance-name = quota
cmd-vacation-allowance--days = Jours par an (21 par défaut)
cmd-vacation-allowance--days-name = jours
cmd-notify = Messages privés quand c'est ton tour et quand ton temps s'épuise
cmd-notify-name = notifications
cmd-notify--turn = Ton tour : un message à chaque coup, un récapitulatif quotidien, ou rien
cmd-notify--turn-name = tour
cmd-notify--warnings = Une alerte quand 80 % puis 95 % de ton temps sont écoulés
cmd-notify--warnings-name = alertes
cmd-notify--hour = L'heure du récapitulatif, UTC (8 si jamais réglée)
cmd-notify--hour-name = heure
cmd-premove = Coups conditionnels dans une partie, cachés à ton adversaire
cmd-premove-name = coups-conditionnels
cmd-premove-set = Saisis une suite : son coup, ta réponse, son coup, ta réponse…
cmd-premove-set-name = définir
cmd-premove-set--line = Coups LUI MOI LUI MOI…, par exemple e3-e6 f7-f5
cmd-premove-set--line-name = suite
cmd-premove-set--game = Numéro de partie (utile seulement si tu joues plusieurs parties ici)
cmd-premove-set--game-name = partie
cmd-premove-show = Affiche tes coups conditionnels dans une partie
cmd-premove-show-name = montrer
cmd-premove-show--game = Numéro de partie (utile seulement si tu joues plusieurs parties ici)
cmd-premove-show--game-name = partie
cmd-premove-clear = Supprime tes coups conditionnels dans une partie
cmd-premove-clear-name = effacer
cmd-premove-clear--game = Numéro de partie (utile seulement si tu joues plusieurs parties ici)
cmd-premove-clear--game-name = partie
cmd-tournament-create--vacation = Si les vacances arrêtent les pendules du tournoi (par défaut oui)
cmd-tournament-create--vacation-name = vacances
choice-turn-each-move = à chaque coup
choice-turn-daily = récapitulatif quotidien
choice-turn-off = désactivé

## Times left

time-minutes = { $minutes } min
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-days = { $days } j
time-days-hours = { $days } j { $hours } h

## Boards and lists

game-banks = ⏳ Réserves de temps : { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (le temps propre de ce coup prend fin { $at }, puis la réserve prend le relais)
game-away = 🏖️ { $player } est en vacances et revient { $until } : sa pendule est arrêtée.
games-away = { $player } en vacances, retour { $until }
move-conditional = (coup conditionnel)
game-auto-vacation = 🏖️ { $player } n'a plus de temps, ses vacances automatiques commencent donc : ses pendules ici restent arrêtées pendant { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} (fin { $until }), sauf si un coup est joué avant.
tournament-no-vacation = Les vacances n'arrêtent pas les pendules de ce tournoi.

## /vacation

vacation-started = 🏖️ { $player } est en vacances et revient { $until } : les pendules de ses parties par correspondance ici sont arrêtées.
vacation-ended = 👋 { $player } est de retour : ses pendules tournent à nouveau ; { $returned ->
    [one] { $returned } jour non utilisé est rendu
   *[other] { $returned } jours non utilisés sont rendus
}.
vacation-status-away = 🏖️ { $player } est en vacances et revient { $until }.
vacation-status-here = { $player } n'est pas en vacances ici.
vacation-status-auto = Vacances automatiques au lieu d'une défaite au temps : { $on ->
    [yes] activées
   *[no] désactivées
}.
vacation-auto-on = Les vacances automatiques sont activées : si ton temps s'épuise ici alors qu'il te reste des jours de vacances, des vacances commencent au lieu de la défaite.
vacation-auto-off = Les vacances automatiques sont désactivées : une pendule qui tombe perd la partie.
vacation-allowance-set = Chaque joueur a désormais { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} de vacances par an sur ce serveur.
vacation-days = Jours de vacances cette année : pris { $used }, reste { $left } sur { $allowance }.

## /premove

premove-set = Coups conditionnels enregistrés pour la partie #{ $game }, cachés à ton adversaire :
    { $line }
premove-show = Tes coups conditionnels dans la partie #{ $game } :
    { $line }
premove-none = Tu n'as aucun coup conditionnel dans cette partie.
premove-cleared = Tes coups conditionnels dans la partie #{ $game } sont supprimés.
premove-pair = **{ $move }.** si `{ $theirs }`, alors `{ $mine }`

## /notify and direct messages

notify-turn-each-move = un message à chaque coup
notify-turn-daily = un récapitulatif quotidien à { $hour } h UTC
notify-turn-off = rien
notify-settings = Ton tour : { $turn } · alertes de temps : { $warnings ->
    [yes] activées
   *[no] désactivées
}.
dm-turn = ♟️ Ton coup { $move } dans la partie #{ $game } ({ $variant }) contre { $opponent }, échéance { $due } : { $link }
dm-warning = ⏰ Partie #{ $game } ({ $variant }) : { $percent } % de ton temps est écoulé ; ton coup est attendu { $due } : { $link }
dm-digest-title = { $count ->
    [one] Une partie attend ton coup
   *[other] { $count } parties attendent ton coup
}
dm-digest-line = `#{ $game }` { $variant } contre { $opponent } · échéance { $due } · { $link }
dms-closed = { $player }, Discord ne me laisse pas t'envoyer de messages privés, alors j'ai arrêté ; ouvre-les et utilise /notify pour recommencer.

## Refusals

refusal-bank-too-short = Une réserve de temps de { $time }, c'est trop court : le minimum est 10m.
refusal-bank-too-long = Une réserve de temps de { $time }, c'est trop long : le maximum est 60d.
refusal-vacation-too-long = Il te reste { $left ->
    [one] { $left } jour
   *[other] { $left } jours
} de vacances cette année : demandes-en { $left } au plus.
refusal-vacation-none-left = Tu as utilisé les { $allowance } jours de vacances de cette année sur ce serveur.
refusal-vacation-too-short = Des vacances durent au moins un jour.
refusal-already-away = Tu es déjà en vacances et reviens { $until } : termine-les d'abord avec /vacation end.
refusal-not-away = Tu n'es pas en vacances ici.
refusal-vacation-allowance = Le quota annuel est d'au plus { $max } jours.
refusal-premove-your-turn = C'est à toi de jouer dans la partie #{ $game } : joue avec /move. Les coups conditionnels servent pendant le tour de ton adversaire.
refusal-no-premoves = Tu n'as aucun coup conditionnel dans la partie #{ $game }.
refusal-premove-empty = Écris la suite sous forme de coups, celui de ton adversaire d'abord, puis le tien, et ainsi de suite (par exemple `e3-e6 f7-f5`).
refusal-premove-no-reply = La suite se termine par un coup de ton adversaire (coup { $count }) : ajoute ta réponse.
refusal-premove-too-long = Une suite compte au plus { $max } coups.
refusal-premove-notation = Coup { $index } de la suite, `{ $text }` : { $error }
refusal-premove-illegal-theirs = Le coup { $index } de la suite, celui de ton adversaire, `{ $text }`, ne peut pas être joué à cet endroit : { $error }
refusal-premove-illegal-mine = Ton coup { $index } de la suite, `{ $text }`, ne peut pas être joué à cet endroit : { $error }
refusal-premove-game-ends = La partie serait terminée avant le coup { $index } de la suite : arrête la suite à cet endroit.
