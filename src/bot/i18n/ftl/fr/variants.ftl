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
variant-author = Écrit par
variant-list-title = Jeux de règles de ce serveur ({ $count } sur { $max })
variant-list-empty = Ce serveur n'a encore aucun jeu de règles : un organisateur en enregistre un avec `/variant create`.
# $size : la largeur du plateau ; $author : qui l'a enregistré (une mention).
variant-list-line = **{ $name }**, { $size }x{ $size }, par { $author }
