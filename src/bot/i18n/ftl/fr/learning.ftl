## Learning from games: records in and out.

cmd-import = Importe une notation ou une suite de coups en partie non classée
cmd-import-name = importer
cmd-import--record = Un fichier de notation : le .otg d'OpenTafl ou l'export propre à Hnefi
cmd-import--record-name = notation
cmd-import--text = Ou une suite de coups, comme e1-e4 d5-d2 (avec la variante)
cmd-import--text-name = texte
cmd-import--variant = Le jeu dans lequel la suite de coups est jouée
cmd-import--variant-name = variante
cmd-import--rules = Ou les règles de la suite de coups, en chaîne de règles OpenTafl
cmd-import--rules-name = règles
cmd-export--format = La notation propre à Hnefi ou le .otg d'OpenTafl (par défaut, celle de Hnefi)
cmd-export--format-name = format
choice-record-format-native = Notation propre à Hnefi
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importée comme partie #{ $game } ({ $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}), non classée : /board, /replay et /export l'affichent.

refusal-busy = Le bot est occupé par d'autres imports et animations de parties : réessaie dans un instant.
refusal-record-too-large = Ce fichier est trop volumineux : une notation fait au plus { $max_kb } Ko.
refusal-not-a-record = Ce fichier n'est pas une notation de partie : joins un fichier .otg d'OpenTafl ou une notation exportée par /export.
refusal-import-needs-variant = Indiquez avec `variant` à quel jeu appartiennent les coups (ou ses règles avec `rules`), ou joignez plutôt un fichier de notation.
refusal-import-nothing = Joins un fichier de notation avec `record`, ou écris une suite de coups dans `text` et le jeu dans `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = parties classées
ratings-chart-rating = cote
tournament-crosstable-title = { $tournament } · grille américaine
tournament-crosstable-player = Joueur
tournament-crosstable-points = Points

## /stats

cmd-stats = Comment se sont terminées les parties d'une variante sur le serveur, sous forme de graphique
cmd-stats-name = statistiques
cmd-stats--variant = Quel jeu
cmd-stats--variant-name = variante
stats-title = Statistiques · { $variant }
stats-none = { $variant } : aucune partie ne s'est encore terminée sur ce serveur.
stats-corpus-title = Parties réelles du corpus ({ $games ->
    [one] { $games } terminée sur le plateau selon les règles
   *[other] { $games } terminées sur le plateau selon les règles
})
stats-series-server = Ce serveur ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
stats-series-corpus = Corpus ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
stats-chart-title = { $variant } · résultats
stats-group-wins = Victoires des { $side }
stats-group-draws = Nulles
stats-y-label = % des parties
stats-summary = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} : { $attackers_won ->
    [one] { $attackers_won } victoire
   *[other] { $attackers_won } victoires
} des { $attackers } ({ $attackers_share } %), { $defenders_won ->
    [one] { $defenders_won } victoire
   *[other] { $defenders_won } victoires
} des { $defenders } ({ $defenders_share } %), { $draws ->
    [one] { $draws } nulle
   *[other] { $draws } nulles
} ({ $draws_share } %) ; { $plies } coups en moyenne.
stats-reason-line = • { $result } : { $games } ({ $share } %)

## /review

cmd-review = L'analyse par l'IA d'une partie terminée : évaluation de chaque coup, erreurs, meilleurs coups
cmd-review-name = analyse
cmd-review--game = Numéro de partie (par défaut, ta dernière partie terminée ici)
cmd-review--game-name = partie
review-title = Analyse · { $game }
review-side = { $player } : { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side } : { $played } — { $mark } (chances de gain { $chance } %) ; mieux : { $best } ({ $best_chance } %)
review-clean = Aucun coup n'a gâché grand-chose : une partie propre, selon l'IA.
review-key = Avant le coup { $number } : les { $side } ont joué { $played } ({ $mark }) ; mieux : { $best }
review-mark-inaccuracy = imprécision ?!
review-mark-mistake = erreur ?
review-mark-blunder = gaffe ??
review-chart-moves = coups
review-chart-chance = Chances de gain des { $side }, %
review-footer = L'IA a examiné chaque position pendant { $seconds } s. L'analyse est conservée : la redemander l'affiche aussitôt.
refusal-review-unfinished = La partie #{ $game } est encore en cours : demande son analyse une fois qu'elle sera terminée.
refusal-review-nothing = La partie #{ $game } n'a aucun coup à analyser.
refusal-review-running = Ta dernière analyse est encore en cours : attends qu'elle se termine avant d'en demander une autre.
refusal-review-under-way = La partie #{ $game } est en cours d'analyse : redemande dans une minute et l'analyse sera prête.
refusal-reviews-busy = L'IA est occupée par d'autres analyses : réessaie dans quelques minutes.

## /puzzle (docs/learning.md 2)

cmd-puzzle = Problèmes tirés de vraies parties, avec un classement de problèmes
cmd-puzzle-name = problème
cmd-puzzle-next = Un problème à résoudre : une position d'une vraie partie où un coup gagne
cmd-puzzle-next-name = suivant
cmd-puzzle-next--variant = Quel jeu (Copenhagen si omis)
cmd-puzzle-next--variant-name = variante
cmd-puzzle-solve = Réponds à ton problème : ton coup, ou toute ta suite de coups
cmd-puzzle-solve-name = résoudre
cmd-puzzle-solve--move = Ton coup (e4-e7) ou tes coups dans l'ordre (e4-e7 e7-e9) ; le bot joue les réponses
cmd-puzzle-solve--move-name = coup
cmd-puzzle-daily = Publier un problème chaque jour dans un salon, ou arrêter (Gérer le serveur)
cmd-puzzle-daily-name = quotidien
cmd-puzzle-daily--channel = Où (omis : le problème du jour s'arrête)
cmd-puzzle-daily--channel-name = salon
puzzle-title = Problème · { $variant }
puzzle-task = **Les { $side } jouent et gagnent en { $moves ->
    [one] un coup
   *[other] { $moves } coups
}.**
puzzle-source-game = Tiré de la partie n° { $game } de ce serveur.
puzzle-source-corpus = Tiré d'une vraie partie ({ $source }).
puzzle-how = Réponds avec `/puzzle solve` : ton coup, ou tous tes coups dans l'ordre. Le bot joue les réponses de l'autre camp.
puzzle-footer = Problème { $key } · classé { $rating } · ton classement de problèmes { $mine }
puzzle-left-failed = Ton dernier problème ({ $key }) est resté inachevé et compte comme raté : { $change }.
puzzle-left-skipped = Ton dernier problème ({ $key }) a été passé avant son premier coup : pas de changement de classement.
puzzle-step = { $move } → le bot répond { $reply }
puzzle-right = ✅ Juste : { $steps }. Gagne maintenant en { $moves ->
    [one] un coup
   *[other] { $moves } coups
}.
puzzle-solved = 🎉 Résolu : { $steps }. Classement de problèmes { $change }. `/puzzle next` pour un autre.
puzzle-failed = ❌ { $steps } : la victoire s'échappe ; { $expected } l'aurait gardée. La solution : { $solution }. Classement de problèmes { $change }.
puzzle-ignored = { $count ->
    [one] Le coup après la fin du problème n'a pas été lu.
   *[other] Les { $count } coups après la fin du problème n'ont pas été lus.
}
puzzle-daily-set = Le problème du jour sera publié dans { $channel }, le premier tout de suite.
puzzle-daily-stopped = Le problème du jour est arrêté.
puzzle-daily-title = Problème du jour · { $variant }
puzzle-daily-solution = Solution : { $solution }
puzzle-take = Le résoudre
refusal-puzzle-none = Il n'y a pas encore de problèmes de { $variant } : essaie Copenhagen ou Brandubh, ou terminez-en plus de parties ici.
refusal-puzzle-exhausted = Tu as essayé tous les problèmes de { $variant } : essaie une autre variante.
refusal-puzzle-not-open = Tu n'as aucun problème en cours : demandes-en un avec `/puzzle next`.
refusal-puzzle-illegal = Le coup { $index } de ta réponse, { $move }, ne peut pas être joué là : rien n'a été compté. Écris le coup sous la forme départ-arrivée (e4-e7), tes coups dans l'ordre.
refusal-puzzle-changed = Une autre réponse à ton problème est arrivée avant : regarde son plateau et réponds à partir de là.
refusal-puzzle-tried = Tu as déjà essayé ce problème : `/puzzle next` t'en donne un nouveau.
refusal-puzzle-unknown = Il n'y a pas de problème { $key }.
