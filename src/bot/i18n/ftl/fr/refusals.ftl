## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Désolé, quelque chose a mal tourné de notre côté (référence { $reference }). Réessaie dans un instant.

## Which game

refusal-unknown-game = Il n'y a pas de partie #{ $game }.
refusal-no-active-game = Tu n'as aucune partie en cours ici : indique le numéro de la partie.
refusal-no-game = Il n'y a aucune partie ici : indique le numéro de la partie.
refusal-no-finished-game = Tu n'as aucune partie terminée dans ce salon : indique dans `{ cmd-rematch--game-name }` le numéro de la partie à rejouer.
refusal-several-games = Tu as plusieurs parties en cours ici ({ $games }) : indique le numéro de la partie.

## Playing a game

refusal-not-a-player = Tu ne joues pas dans la partie #{ $game }.
refusal-not-your-turn = Ce n'est pas ton tour dans la partie #{ $game } : c'est aux { $side } de jouer.
refusal-game-over = La partie #{ $game } est terminée ({ $result }).
refusal-game-over-unknown = La partie #{ $game } est terminée.
refusal-game-already-over = La partie #{ $game } est déjà terminée.
refusal-stale = La partie #{ $game } a changé depuis que tu l'as regardée (elle en est maintenant au coup { $move }) : regarde à nouveau le plateau et renvoie ton coup.
refusal-no-move = Aucun coup indiqué : écris-le par exemple e3-e6.
refusal-not-a-move = `{ $text }` n'est pas un coup : écris-le par exemple e3-e6.
refusal-illegal-move = Coup illégal : { $reason }.
refusal-wrong-captures = Captures réelles du coup { $move } : { $actual }, et non { $claimed }. Omets les captures, ou écris-les telles qu'elles se produisent.
# The captures of a move that captures none.
refusal-captures-nothing = aucune
refusal-cannot-abort = La partie #{ $game } ne peut plus être annulée : les deux camps ont joué (abandonne ou propose la nulle à la place).
refusal-tournament-game-abort = La partie #{ $game } est une partie de tournoi : elle ne peut pas être annulée (avec `/{ cmd-resign-name }`, tu la perds par forfait).
refusal-draw-already-offered = Tu as déjà proposé la nulle dans la partie #{ $game } : attends la réponse de ton adversaire.
refusal-draw-recently-declined = Ta proposition de nulle dans la partie #{ $game } a été refusée : tu pourras la proposer à nouveau après ton prochain coup.
refusal-no-draw-offer = Il n'y a aucune proposition de nulle à laquelle répondre dans la partie #{ $game }.
refusal-imported-game = La partie #{ $game } est une notation importée : elle peut être affichée et exportée, pas jouée.

## Challenges and rematches

refusal-still-playing = La partie #{ $game } est encore en cours : une revanche pourra être demandée une fois qu'elle sera terminée.
refusal-rematch-pending = Une revanche de la partie #{ $game } est déjà en attente : défi #{ $challenge }.
refusal-unknown-challenge = Il n'y a pas de défi #{ $challenge }.
refusal-challenge-expired = Le défi #{ $challenge } a expiré : lance un nouveau défi.
refusal-challenge-closed = Le défi #{ $challenge } { $status ->
    [accepted] a déjà été accepté
    [declined] a déjà été refusé
    [cancelled] a déjà été retiré
    [expired] a déjà expiré
   *[open] a déjà reçu une réponse
}.
refusal-own-challenge = Tu ne peux pas accepter ton propre défi : attends un adversaire, ou retire-le.
refusal-not-addressed-to-you = Le défi #{ $challenge } s'adresse à quelqu'un d'autre ({ $opponent }).
refusal-not-your-challenge = Seul l'auteur du défi #{ $challenge } peut le retirer.
refusal-cannot-decline-open = Le défi #{ $challenge } est ouvert à tous : il ne peut pas être refusé, seulement ignoré (ou retiré par son auteur).
refusal-decline-own = Tu ne peux pas refuser ton propre défi : retire-le plutôt.
refusal-self-challenge = Tu ne peux pas te défier toi-même : laisse l'adversaire vide pour lancer un défi ouvert.
refusal-bot-opponent = Les bots ne peuvent pas accepter de défis : défie une personne, ou laisse `{ cmd-challenge--opponent-name }` vide pour un défi ouvert.
refusal-too-many-challenges = Tu as déjà { $count } défis ouverts : retires-en un, ou attends qu'ils soient acceptés ou qu'ils expirent.
refusal-unknown-variant = Il n'y a pas de jeu `{ $key }` (jeux : { $known }).
refusal-unknown-layout = { $variant } n'a pas de disposition `{ $layout }` (dispositions : { $known }).
refusal-bad-position = La position de départ n'est pas jouable : { $reason }.
refusal-decided-position = La position de départ est déjà décidée ({ $result }) : choisis-en une où les deux camps peuvent jouer.
refusal-time-malformed = `{ $text }` n'est pas une durée : écris un nombre suivi de m, h ou d (par exemple 10m, 2h, 3d), un temps et une réserve (par exemple 1d+7d), ou none.
refusal-time-too-short = { $time }, c'est trop court : le temps par coup est d'au moins 10m.
refusal-time-too-long = { $time }, c'est trop long : le temps par coup est d'au plus 30d.
refusal-bad-ai-level = Le niveau { $level } n'existe pas (les niveaux vont de 1 à 5).
refusal-too-many-ai-games = Tu joues déjà { $count } parties contre l'IA : termine ou abandonne l'une d'elles avant d'en commencer une autre.
refusal-not-for-the-ai = Le défi #{ $challenge } ne s'adresse pas à l'IA.
refusal-bad-record = La notation ne peut pas être importée : { $reason }.

## Tournaments

refusal-not-in-server = Les tournois se déroulent sur un serveur, pas en messages privés.
refusal-tournament-name = Donne au tournoi un nom de 1 à { $max } caractères.
refusal-swiss-rounds = Un tournoi au système suisse compte de 1 à { $max } rondes.
refusal-rounds-only-for-swiss = Le nombre de rondes ne se fixe qu'au système suisse : { $format ->
    [round_robin] un tournoi toutes rondes
   *[knockout] un tournoi à élimination directe
} fixe le sien.
refusal-tournament-players = { $format ->
    [swiss] Un tournoi au système suisse
    [round_robin] Un tournoi toutes rondes
   *[knockout] Un tournoi à élimination directe
} accueille de 2 à { $max } joueurs.
refusal-signup-too-long = Les inscriptions peuvent rester ouvertes { $days } jours au plus.
refusal-no-ai-in-tournaments = L'IA ne joue pas dans les tournois.
refusal-unknown-format = Formule inconnue `{ $format }` : utilise round_robin, swiss ou knockout.
refusal-unknown-tournament = Il n'y a pas de tournoi #{ $tournament } sur ce serveur.
refusal-no-tournament-here = Il n'y a aucun tournoi { $action ->
    [join] ouvert aux inscriptions
    [start] ouvert aux inscriptions
    [leave] à quitter
    [cancel] à annuler
   *[show] à afficher
} sur ce serveur : indique son numéro.
refusal-not-organizer = Seuls les organisateurs (« Gérer le serveur » ou le rôle d'organisateur) ou le créateur du tournoi peuvent faire cela.
refusal-manage-server = Seuls les membres ayant la permission « Gérer le serveur » peuvent faire cela.
refusal-tournament-closed = Le tournoi #{ $tournament } { $status ->
    [signup] n'a pas encore commencé
    [running] a déjà commencé
    [finished] est terminé
   *[cancelled] a été annulé
} : { $action ->
    [join] les inscriptions sont closes
    [leave] il n'y a rien à quitter
    [start] il ne peut pas être lancé
    [cancel] il ne peut pas être annulé
   *[show] il n'y a rien à afficher
}.
refusal-signup-closed = Le tournoi #{ $tournament } a atteint sa date de clôture : les inscriptions sont closes.
refusal-tournament-full = Le tournoi #{ $tournament } est complet.
refusal-already-joined = Tu as déjà rejoint le tournoi #{ $tournament }.
refusal-not-in-tournament = Tu ne joues pas dans le tournoi #{ $tournament }.
refusal-too-few-players = Le tournoi #{ $tournament } a besoin d'au moins deux joueurs pour commencer.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = la partie est terminée
illegal-off-board = { $square } est hors du plateau { $size }x{ $size }
illegal-same-square = une pièce doit quitter sa case
illegal-no-piece = il n'y a aucune pièce en { $square }
illegal-not-your-piece = la pièce en { $square } n'est pas à toi : c'est aux { $side } de jouer
illegal-troll-king-moves = le roi des trolls ne se déplace jamais : il bondit seulement quand { $king } est encerclé
illegal-occupied = la case { $square } est occupée
illegal-not-straight = les pièces se déplacent le long d'une rangée ou d'une colonne, jamais en diagonale
illegal-not-knight = dans ce jeu, chaque pièce se déplace comme un cavalier aux échecs
illegal-blocked = le chemin de { $from } à { $to } est bloqué en { $at }
illegal-cannot-stop = { $square } est { $group } : seul { $king } peut s'y arrêter
illegal-cannot-pass = { $square } est { $group } : seul { $king } peut y passer
illegal-unusable = { $square } est { $group } : aucune pièce ne peut y entrer
illegal-king-one-step = { $king } se déplace d'une seule case à la fois
illegal-king-one-step-or-slide = { $king } se déplace d'une case à la fois, ou glisse jusqu'au bord le long d'une ligne libre
illegal-king-leaps-defenders-only = { $king } ne peut sauter que par-dessus les siens ({ $defenders }) : { $square } est sur le chemin
illegal-defenders-cannot-leap = les { $defenders } ne peuvent pas sauter par-dessus des pièces : { $square } est sur le chemin (seul { $king } le peut)
illegal-cannot-leap-own = les { $side } ne peuvent pas sauter par-dessus leurs propres pièces : { $square } est sur le chemin
illegal-repetition = ce coup répéterait la position une troisième fois : les { $side } doivent jouer autre chose
illegal-may-not-pass = { $piece } ne peut pas traverser { $square } ({ $group })
illegal-may-not-stop = { $piece } ne peut pas s'arrêter en { $square } ({ $group })
illegal-too-far = { $piece } se déplace d'au plus { $limit ->
    [one] { $limit } case
   *[other] { $limit } cases
} à la fois
illegal-cannot-jump = { $piece } ne peut pas sauter par-dessus { $square }
illegal-berserker = la pièce en { $square } a capturé et entre en fureur berserk : elle rejoue
illegal-must-capture = un coup berserk doit capturer

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = une position se compose du plateau, d'un espace et du camp au trait (a ou d), par exemple `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = la position est trop longue pour être un plateau
position-rank-count = le plateau a { $expected } rangées mais la position en donne { $found }
position-rank-width = la rangée { $rank } couvre { $found } cases mais le plateau en a { $expected } de large
position-bad-piece = `{ $char }` n'est pas une pièce (les pièces sont a, d, k et e ; les nombres comptent les cases vides)
position-bad-rule-set-piece = `{ $char }` n'est pas une pièce (les pièces sont a, d, k, et c n m g pour les commandants, chevaliers, mercenaires et gardes des attaquants, C N M G pour ceux des défenseurs ; les nombres comptent les cases vides)
position-bad-otn-piece = `{ $char }` n'est pas une pièce (les pièces sont t c n k m g, en majuscules pour les défenseurs)
position-zero-run = une suite de cases vides ne peut pas valoir 0 ni commencer par 0
position-bad-side = le camp au trait est `a` ou `d`, pas `{ $side }`
position-attacker-king = un roi attaquant (`k`) n'est pas pris en charge : le roi appartient aux défenseurs
position-king-count = la position compte { $count } rois : il en faut exactement un (ou aucun, pour une partie terminée)
position-evangelists = { $variant } n'a pas d'évangélistes (e) : on ne les trouve que dans Alea Evangelii
position-special-pieces = { $variant } n'a ni commandants, ni chevaliers, ni mercenaires, ni gardes : on ne les trouve que dans les jeux de règles (rule sets)
position-restricted = { $square } est { $group } : seul { $king } peut s'y tenir
position-unusable = { $square } est { $group } : aucune pièce ne peut s'y tenir
position-trollstone = { $square } doit être vide : une fois que { $king } a quitté la pierre des trolls, le roi des trolls s'y tient

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = la notation est vide
record-line = ligne { $line } : { $problem }
record-missing-variant = la notation n'indique pas de quel jeu il s'agit (ajoute une ligne `variant:`)
record-start = position de départ : { $problem }
record-move = coup { $ply } (`{ $move }`) : { $problem }
record-captures = coup { $ply } (`{ $move }`) : captures selon la notation : { $claimed } ; captures réelles : { $actual }
record-result = le résultat de la notation ({ $recorded }) ne correspond pas à la fin des coups ({ $actual })
record-goes-on = la partie continue
record-no-move = aucun coup indiqué
record-not-a-move = `{ $text }` n'est pas un coup
record-not-a-result = `{ $text }` n'est pas un résultat
record-not-a-reason = `{ $text }` n'est pas une raison de fin de partie
record-half-result = un résultat demande une ligne `result:` et une ligne `reason:`
record-unclosed-tag = balise non fermée
record-tag-shape = une balise a la forme [key:value]
record-not-a-size = `{ $text }` n'est pas une taille de plateau
record-rows = la position de départ a { $rows } rangées, le plateau { $size }
record-not-an-otn-piece = `{ $char }` n'est pas une pièce OTN
record-unknown-variant = il n'y a pas de jeu `{ $key }`
record-unknown-layout = { $variant } n'a pas de disposition `{ $layout }`
