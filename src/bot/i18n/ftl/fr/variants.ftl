## Jeux de règles écrits sous forme de chaînes de règles OpenTafl (OTN) :
## pourquoi une chaîne ne peut être ni lue ni jouée, et ce qui y a été
## ignoré. Ce sont des parties de phrases (« Les règles ne peuvent pas être
## lues : … ») qui commencent par une minuscule ; `hnefi rules check` les
## affiche telles quelles. Les clés, valeurs et lettres entre accents graves
## appartiennent à la chaîne et ne se traduisent pas.

# Un problème avec une clé : la clé et sa valeur telles qu'écrites, puis le problème.
rules-at-key = `{ $key }:{ $value }` : { $problem }
rules-empty = la chaîne de règles est vide
rules-too-long = la chaîne de règles fait { $length } octets ; une chaîne de règles en fait au plus { $max }
rules-missing-key = une chaîne de règles doit contenir `{ $key }`
rules-twice = la clé est donnée deux fois
rules-both-starts = indique `start` ou `starti`, pas les deux
# $choices : les valeurs que prend la clé, en liste faite avec list-or.
rules-expected = attendu : { $choices }
rules-size = la taille du plateau doit être impaire, de 5 à 19
rules-not-a-square = `{ $text }` n'est pas une case
rules-off-board = { $square } n'est pas sur le plateau { $size }x{ $size }
rules-square-twice = la case { $square } est indiquée deux fois
# $other : la clé (cor, cen, afor, dfor) qui indique déjà la case.
rules-two-kinds = la case { $square } figure déjà dans `{ $other }`
rules-not-a-type = `{ $char }` n'est pas un type de pièce (les types sont t c n k m g, en majuscules pour les défenseurs)
rules-speed-count = une liste de vitesses a 1, 2, 8, 10 ou 12 valeurs, pas { $count }
rules-speed = `{ $text }` n'est pas une vitesse (un nombre de cases de 1 à 255, ou -1 pour aucune limite)
rules-king-count = la position de départ doit avoir exactement un roi (`K`), pas { $count }
rules-no-attackers = les attaquants doivent avoir au moins une pièce
rules-king-escaped = le roi commence en { $square }, où il s'est déjà échappé
rules-name = le nom ne doit pas contenir de caractères de contrôle
rules-name-length = le nom dépasse { $max } caractères

## Un jeu de règles qui se lit mais ne peut pas être joué.

rules-unsupported-size = la taille de plateau { $size } n'est pas prise en charge (tailles impaires de 5 à 19)
rules-square-off-board = { $square } n'est pas sur le plateau
rules-no-layout = le jeu a besoin d'une position de départ
rules-too-many-kinds = trop de sortes de cases spéciales (254 au plus)
# $reason : pourquoi la position de départ n'est pas jouable (un message position-).
rules-bad-start = la position de départ `{ $layout }` n'est pas jouable : { $reason }

## Ce qui a été ignoré dans une chaîne de règles.

rules-warning-not-a-pair = `{ $text }` n'est pas une paire key:value ; ignoré
rules-warning-unknown-key = clé inconnue `{ $key }` ignorée

## Une liste de possibilités : « s, c, m ou w ». $rest contient les éléments
## sauf le dernier, séparés par des virgules.

list-or = { $rest } ou { $last }

## Refus de /variant (phrases entières, après un ⚠️). $name est le nom d'un
## jeu de règles tel que le serveur l'a écrit.

refusal-bad-rules = Les règles ne peuvent pas être lues : { $reason }.
refusal-unplayable-rules = Les règles ne sont pas jouables : { $reason }.
refusal-rule-set-name = Le nom d'un jeu de règles compte de 1 à { $max } caractères, sans caractère de contrôle.
refusal-rule-set-name-taken = Ce serveur a déjà un jeu de règles nommé { $name } : choisis un autre nom, ou supprime d'abord celui qui existe.
refusal-too-many-rule-sets = Ce serveur a déjà { $count } jeux de règles, le maximum autorisé : supprimes-en un d'abord.
refusal-unknown-rule-set = Il n'y a pas de jeu de règles nommé { $name } sur ce serveur.
# $tournament : son numéro ; $tournament_name : son nom.
refusal-rule-set-in-use = Le tournoi #{ $tournament } ({ $tournament_name }) se joue avec { $name } : supprime le jeu de règles une fois le tournoi terminé.
refusal-rule-set-not-in-server = Les jeux de règles appartiennent à un serveur : utilise cette commande sur un serveur.
refusal-not-rule-set-manager = Seuls les membres ayant la permission « Gérer le serveur » ou le rôle d'organisateur peuvent créer ou supprimer les jeux de règles du serveur.

## Ce que dit /variant. $name est le nom d'un jeu de règles tel que le
## serveur l'a écrit.

variant-saved = Le jeu de règles { $name } est enregistré pour ce serveur.
# Avant la liste de ce qui, dans la chaîne, n'a pas été compris et a été omis.
variant-ignored = Omis de la chaîne :
variant-deleted = Le jeu de règles { $name } est supprimé : aucune nouvelle partie ne commence plus avec lui, et les parties déjà jouées avec lui le conservent.
# Les champs à côté de la chaîne de règles d'un jeu de règles.
variant-board = Plateau
variant-key = Clé
variant-rules = Chaîne de règles
variant-author = Écrit par
variant-list-title = Jeux de règles de ce serveur ({ $count } sur { $max })
variant-list-empty = Ce serveur n'a encore aucun jeu de règles : un organisateur en enregistre un avec `/variant create`.
# $size : la largeur du plateau ; $author : qui l'a enregistré (une mention).
variant-list-line = **{ $name }**, { $size }x{ $size }, par { $author }

## La liste de l'option `variant`. $name : le nom d'un jeu ; $size : la
## largeur de son plateau.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, ce serveur)
refusal-no-such-variant = Il n'y a pas de jeu nommé { $name } ici : choisis-en un dans la liste pendant que tu tapes.

## Les règles d'un jeu de règles en mots (/rules, /variant show,
## `hnefi rules check`, docs/rules.md 5.3) : une phrase par règle qui diffère
## des règles habituelles, celles de Fetlar. $pieces est une liste de pièces
## faite des messages pieces- reliés par list-and ; là où une phrase commence
## par elle, sa première lettre est mise en majuscule. Ici, $pieces ne
## commande jamais l'accord d'un verbe et ne suit jamais « de » ni « à » :
## elle répond à une question ou suit un deux-points.

# $rest : les éléments sauf le dernier, séparés par des virgules.
list-and = { $rest } et { $last }
pieces-every = toutes les pièces
pieces-none = aucune
pieces-all-attackers = toutes les pièces des attaquants
pieces-all-defenders = toutes les pièces des défenseurs
pieces-attackers-taflmen = les pièces ordinaires des attaquants
pieces-attackers-commanders = les commandants des attaquants
pieces-attackers-knights = les chevaliers des attaquants
pieces-attackers-mercenaries = les mercenaires des attaquants
pieces-attackers-guards = les gardes des attaquants
pieces-defenders-taflmen = les pièces ordinaires des défenseurs
pieces-defenders-commanders = les commandants des défenseurs
pieces-defenders-knights = les chevaliers des défenseurs
pieces-defenders-mercenaries = les mercenaires des défenseurs
pieces-defenders-guards = les gardes des défenseurs
pieces-king = le roi

fact-escape-edge = Le roi gagne en atteignant n'importe quelle case du bord.
fact-no-win-by-surrounding = Enfermer les défenseurs ne fait pas gagner : les attaquants doivent capturer le roi.
fact-defenders-first = Les défenseurs jouent en premier.
fact-repetition-ignored = Répéter une position n'a aucune conséquence.
fact-repetition-mover-wins = Le joueur dont le coup répète une position pour la troisième fois gagne.
fact-repetition-mover-loses = Le joueur dont le coup répète une position pour la troisième fois perd.
fact-king-unarmed = Le roi est désarmé : il ne prend part à aucune capture.
fact-king-anvil = Le roi n'est qu'une enclume : il referme les captures mais n'en fait pas en se déplaçant.
fact-king-hammer = Le roi n'est qu'un marteau : il capture en se déplaçant mais ne referme pas de capture.
fact-king-strong-at-throne = Le roi doit avoir des ennemis sur ses quatre côtés sur le trône ou à côté, et sur deux côtés opposés partout ailleurs.
fact-king-middleweight = Le roi est capturé quand toutes les cases qui l'entourent sont hostiles, si bien que le bord aide à le capturer.
fact-king-weak = Le roi est capturé entre deux ennemis, comme n'importe quelle pièce.
fact-king-jump-none = Le roi ne saute jamais.
fact-king-jump-restricted = Le roi saute par-dessus un ennemi adjacent sans le capturer, mais seulement depuis ou vers un trône, un coin ou son propre fort.
fact-king-jump-plain = Le roi saute par-dessus un ennemi adjacent sans le capturer.
fact-king-jump-capturing = Le roi saute par-dessus un ennemi adjacent et le capture.
# $pieces : l'un des messages jumpers- (un pluriel).
fact-jump-none = { $pieces } ne sautent jamais.
fact-jump-restricted = { $pieces } sautent par-dessus un ennemi adjacent sans le capturer, mais seulement depuis ou vers un trône, un coin ou leur propre fort.
fact-jump-plain = { $pieces } sautent par-dessus un ennemi adjacent sans le capturer.
fact-jump-capturing = { $pieces } sautent par-dessus un ennemi adjacent et le capturent.
jumpers-knights = les chevaliers
jumpers-commanders = les commandants
jumpers-mercenaries = les mercenaires
jumpers-guards = les gardes
# $squares : jusqu'où elles peuvent aller.
fact-speed = { $pieces } : au plus { $squares } { $squares ->
        [one] case
       *[other] cases
    } par coup.
fact-speed-every = Chaque pièce se déplace d'au plus { $squares } { $squares ->
        [one] case
       *[other] cases
    } par coup.
# $squares : une liste de cases (« a1, k11 »).
fact-corners-none = Il n'y a pas de coins.
fact-corners-at = Les coins sont { $squares }.
fact-throne-none = Il n'y a pas de cases de trône.
fact-throne-at = Les cases de trône sont { $squares }.
fact-attacker-forts-none = Il n'y a pas de forts des attaquants.
fact-attacker-forts-at = Les forts des attaquants sont { $squares }.
fact-defender-forts-none = Il n'y a pas de forts des défenseurs.
fact-defender-forts-at = Les forts des défenseurs sont { $squares }.
fact-corners-pass = Quelles pièces peuvent traverser les coins ? { $pieces }.
fact-corners-stop = Quelles pièces peuvent s'arrêter dans les coins ? { $pieces }.
fact-corners-reenter = Quelles pièces peuvent entrer dans les coins depuis d'autres cases ? { $pieces }.
fact-corners-hostile = Pièces pour lesquelles les coins sont hostiles : { $pieces }.
fact-throne-pass = Quelles pièces peuvent traverser les cases de trône ? { $pieces }.
fact-throne-stop = Quelles pièces peuvent s'arrêter sur les cases de trône ? { $pieces }.
fact-throne-reenter = Quelles pièces peuvent venir d'autres cases sur les cases de trône ? { $pieces }.
fact-throne-hostile = Pièces pour lesquelles les cases de trône occupées sont hostiles : { $pieces }.
fact-throne-empty-hostile = Pièces pour lesquelles le trône vide est hostile : { $pieces }.
fact-attacker-forts-pass = Quelles pièces peuvent traverser les forts des attaquants ? { $pieces }.
fact-attacker-forts-stop = Quelles pièces peuvent s'arrêter sur les forts des attaquants ? { $pieces }.
fact-attacker-forts-reenter = Quelles pièces peuvent venir d'autres cases sur les forts des attaquants ? { $pieces }.
fact-attacker-forts-hostile = Pièces pour lesquelles les forts des attaquants sont hostiles : { $pieces }.
fact-defender-forts-pass = Quelles pièces peuvent traverser les forts des défenseurs ? { $pieces }.
fact-defender-forts-stop = Quelles pièces peuvent s'arrêter sur les forts des défenseurs ? { $pieces }.
fact-defender-forts-reenter = Quelles pièces peuvent venir d'autres cases sur les forts des défenseurs ? { $pieces }.
fact-defender-forts-hostile = Pièces pour lesquelles les forts des défenseurs sont hostiles : { $pieces }.
fact-shieldwall-weak = Murs de boucliers : deux pièces ou plus alignées sur le bord, chacune face à un ennemi, sont capturées quand des ennemis ferment les deux extrémités.
fact-shieldwall-strong = Murs de boucliers : deux pièces ou plus alignées sur le bord, chacune face à un ennemi, sont capturées quand des ennemis ou des coins ferment les deux extrémités.
fact-shieldwall-any-move = Tout coup qui ferme un mur de boucliers le capture, pas seulement un coup vers l'une de ses extrémités.
fact-edge-fort = Les défenseurs gagnent quand le roi, sur le bord ou capable de l'atteindre et ayant encore un coup à jouer, est emmuré par des défenseurs qui ne peuvent pas être capturés (fort de sortie).
fact-linnaean = Quand le roi est sur le trône avec des attaquants sur trois de ses côtés, un défenseur sur le quatrième côté est capturé contre le trône (capture de Linné).
fact-berserk-capture = Berserk : une pièce qui capture rejoue aussitôt si elle peut capturer à nouveau, et ce coup doit capturer.
fact-berserk-move = Berserk : une pièce qui capture rejoue aussitôt.

## /rules d'un jeu de règles : les règles habituelles, ce qui diffère, et une
## légende de ce que montre le plateau. $name : le nom du jeu de règles ;
## $size : la largeur du plateau.

rules-generated-usual = **{ $name }** se joue sur un plateau de { $size }x{ $size }. Sauf si une règle ci-dessous dit autre chose, les règles habituelles (celles de Fetlar) s'appliquent : les attaquants jouent en premier ; chaque pièce se déplace comme une tour aux échecs, d'autant de cases vides que voulu le long d'une rangée ou d'une colonne ; une pièce prise entre deux ennemis, ou entre un ennemi et une case hostile, sur une rangée ou une colonne est capturée ; les coins et le trône sont hostiles, et seul le roi peut s'y arrêter (les autres pièces peuvent traverser le trône vide) ; le roi prend part aux captures et n'est capturé qu'avec des ennemis sur ses quatre côtés, jamais sur le bord ; il gagne en atteignant un coin, et les attaquants en le capturant ou en enfermant tous les défenseurs ; une position répétée pour la troisième fois donne une partie nulle ; un camp sans coup possible perd.
rules-generated-here = **Ici :**
rules-generated-as-usual = Rien ne diffère des règles habituelles.
rules-legend = **Sur le plateau :**
legend-sides = les pièces sombres sont celles des attaquants, les pièces claires celles des défenseurs
legend-king = la pièce à la couronne dorée est le roi
legend-commander = une étoile rouge marque un commandant : il saute et, avec un chevalier ou un autre commandant, capture un roi fort pris entre les deux
legend-knight = un losange bleu marque un chevalier : il saute par-dessus un ennemi et le capture, sauf si une règle ci-dessus dit autre chose ; contre le roi, il compte comme un commandant
legend-mercenary = une pièce de monnaie des deux couleurs marque un mercenaire : capturé, il change de camp au lieu de quitter le plateau
legend-guard = un bouclier vert marque un garde : il n'est jamais capturé et ne capture rien
legend-corners = les coins sont les cases hachurées en diagonale
legend-throne = une case de trône est dessinée comme une estrade, un siège entouré de marches
legend-attacker-forts = une case entourée de murs aux couleurs des attaquants, avec une tour à chaque coin, est un fort des attaquants
legend-defender-forts = une case entourée de murs aux couleurs des défenseurs, avec une tour à chaque coin, est un fort des défenseurs
