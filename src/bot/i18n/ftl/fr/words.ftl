## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = IA Hnefi (niveau { $level })

## The games, by key.

variant-copenhagen = Hnefatafl de Copenhague
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = King's Table
variant-alea-evangelii = Alea Evangelii
variant-magpie = Magpie
variant-noggin = Jeu de Noggin
variant-knut = Jeu de Knut
variant-thor = Jeu de Thor Nogson
variant-fetlar = Hnefatafl de Fetlar
variant-saami-tablut = Tablut same
variant-linnaean-tablut = Tablut de Linné
variant-sea-battle = Bataille navale
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (croix de Lewis)
variant-ard-ri = Ard Ri
variant-berserk = Hnefatafl berserk
variant-sea-battle-13 = Bataille navale 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Tablut de Foteviken

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Attaquants
side-defenders = Défenseurs
side-noggin-attackers = Trolls
side-noggin-defenders = Nogs
side-knut-attackers = Trolls
side-knut-defenders = Nogs
side-thor-attackers = Trolls
side-thor-defenders = Nogs
side-magpie-attackers = Voleurs
side-magpie-defenders = Amis
side-tafl9-attackers = Russes
side-tafl9-defenders = Suédois

## The king, and the games that name him otherwise.

king = le roi
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = le farfadet

## Pieces, as a refusal names them.

piece-king = le roi
piece-defender = un défenseur
piece-attacker = un attaquant
piece-evangelist = un évangéliste
piece-commander = un commandant
piece-knight = un chevalier
piece-mercenary = un mercenaire
piece-guard = un garde

## Special squares, by the name the game gives them.

square-restricted = une case réservée
square-the-trollstone = la pierre des trolls
square-noggin-s-home = la maison de Noggin
square-the-throne = le trône
square-a-corner-burg = une citadelle d'angle
square-a-red-corner = un coin rouge
square-an-unusable-square = une case inutilisable
square-a-marked-square = une case marquée
square-a-marked-corner = un coin marqué
square-a-gold-square = une case dorée
square-a-gold-corner = un coin doré
square-a-corner = un coin
square-corner = un coin
square-throne = le trône
square-attackers-fort = un fort des attaquants
square-defenders-fort = un fort des défenseurs

## How a game ends.

reason-king-captured = roi capturé
reason-king-escaped = roi évadé
reason-encircled = encerclement
reason-no-legal-moves = aucun coup légal
reason-repetition = répétition
reason-resigned = abandon
reason-timeout = temps écoulé
reason-draw-agreed = d'un commun accord
reason-aborted = partie annulée
reason-tuit-nog = tuit nog
reason-exit-fort = fort de sortie

# "Defenders win: king escaped"
result-win = Victoire des { $side } : { $reason }
result-draw = Nulle : { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = sans limite
