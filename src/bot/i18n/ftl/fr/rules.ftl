## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Notre interprétation :*
rules-missing = Les règles de ce jeu ne sont pas encore rédigées.

rules-noggin =
    • **Plateau :** 9x9, disposition `standard`. Noggin (le roi) se tient sur la pierre des trolls e5, entouré de 8 Nogs ; 16 trolls attaquent depuis les quatre bords.
    • *Notre interprétation :* le dessin du plateau de la source est perdu ; son nombre de pièces et ses sources (Linné, via Murray) sont ceux du Tablut, nous utilisons donc la disposition du Tablut.
    • **Premier coup :** les Nogs.
    • **Déplacements :** Nogs et trolls se déplacent comme des tours aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce). Noggin se déplace d'exactement une case orthogonalement, sauf pour la fuite éclair.
    • **Pierre des trolls (e5) :** le roi des trolls y est emprisonné. Dès que Noggin la quitte, le roi des trolls y apparaît : il ne se déplace jamais (sauf pour son bond), bloque la case pour tous, n'est jamais capturé et compte comme un troll pour capturer les Nogs. Noggin ne peut jamais y revenir.
    • **Captures :** un Nog ou un troll est capturé quand un ennemi se déplace de sorte qu'il se retrouve pris entre deux ennemis sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Noggin et le roi des trolls ne sont jamais capturés ainsi.
    • *Notre interprétation :* Noggin est armé (il aide à capturer les trolls comme n'importe quel Nog), et aucune case n'est hostile.
    • **UIT NOG** est annoncé quand Noggin (hors du bord) a une ligne libre de cases vides jusqu'au bord dans exactement une direction.
    • **Fuite éclair :** au tour des Nogs, si Noggin a une ligne libre jusqu'au bord (annoncée ou non), il peut glisser le long de celle-ci jusqu'à la case du bord, et les Nogs gagnent. La glissade ne s'arrête jamais en chemin.
    • **TUIT NOG :** si, après un coup des Nogs, Noggin a des lignes libres dans deux directions ou plus, les Nogs gagnent aussitôt.
    • **Bord :** Noggin gagne en atteignant n'importe quelle case du bord.
    • **Bond du roi des trolls :** après n'importe quel coup des trolls, si Noggin n'est pas sur la pierre des trolls et que des trolls (le roi des trolls compte) occupent trois de ses quatre côtés, le roi des trolls bondit sur la quatrième case, en retirant toute pièce qui s'y trouve : Noggin est capturé et les trolls gagnent. Des trolls sur les quatre côtés gagnent aussi. Tant que Noggin est sur la pierre des trolls, seuls des trolls sur ses quatre côtés le capturent.
    • **Répétition :** Noggin doit varier. Un coup des Nogs qui créerait une position pour la troisième fois est illégal ; si les Nogs n'ont alors plus aucun coup légal, ils perdent. Les trolls peuvent répéter librement.
    • **Aucun coup légal :** le camp au trait perd.

rules-knut =
    • **Plateau :** 9x9, disposition `standard`. Noggin (le roi) se tient chez lui, en e5, entouré de 8 Nogs ; 16 trolls attaquent depuis les quatre bords.
    • *Notre interprétation :* comme dans le Jeu de Noggin, le dessin du plateau de la source est perdu et son nombre de pièces est celui du Tablut, nous utilisons donc la disposition du Tablut.
    • **Premier coup :** les Nogs.
    • **Déplacements :** chaque pièce, Noggin compris, se déplace comme une tour aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce). Il n'y a pas de roi des trolls.
    • **Maison de Noggin (e5) :** aucune autre pièce ne peut s'y arrêter ni la traverser. Noggin peut y revenir. Elle n'est pas hostile.
    • **Captures :** une pièce est capturée quand un ennemi se déplace de sorte qu'elle se retrouve prise entre deux ennemis sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis.
    • **Capture de Noggin :** comme toute autre pièce, entre deux trolls (dont le troll qui se déplace), sur toutes les cases sauf e5, où il faut des trolls sur ses quatre côtés.
    • *Notre interprétation :* Noggin est armé (il aide à capturer les trolls comme n'importe quel Nog), et aucune case n'est hostile.
    • **UIT NOG** est annoncé quand Noggin (hors du bord) a une ligne libre de cases vides jusqu'au bord dans exactement une direction.
    • **TUIT NOG :** si, après un coup des Nogs, Noggin a des lignes libres dans deux directions ou plus, les Nogs gagnent aussitôt.
    • **Bord :** Noggin gagne en atteignant n'importe quelle case du bord.
    • **Répétition :** Noggin doit varier. Un coup des Nogs qui créerait une position pour la troisième fois est illégal ; si les Nogs n'ont alors plus aucun coup légal, ils perdent. Les trolls peuvent répéter librement.
    • **Aucun coup légal :** le camp au trait perd.

rules-thor =
    • **Plateau :** 9x9, disposition `standard`. Noggin (le roi) se tient sur la pierre des trolls e5, entouré de 8 Nogs ; 16 trolls attaquent depuis les quatre bords.
    • *Notre interprétation :* comme dans le Jeu de Noggin, le dessin du plateau de la source est perdu et son nombre de pièces est celui du Tablut, nous utilisons donc la disposition du Tablut.
    • **Premier coup :** les Nogs.
    • **Déplacements :** chaque pièce, Noggin compris, se déplace comme un cavalier aux échecs : deux cases sur un axe et une sur l'autre, vers une case vide. Il n'y a pas de déplacement en ligne droite.
    • **Sauts :** un coup de cavalier passe par les deux cases de sa longue branche, parcourue en premier (`c3-d5` passe par c4 et c5 ; `c3-e4` par d3 et e3). Les trolls peuvent sauter par-dessus les Nogs et Noggin ; Noggin peut sauter par-dessus les Nogs ; aucun ne peut sauter par-dessus un troll ou le roi des trolls. Les guerriers nogs ne peuvent pas sauter : les deux cases doivent être vides.
    • *Notre interprétation :* le « parmi les Nogs, seul Noggin peut sauter » de la source est lu comme « seul Noggin peut sauter par-dessus les Nogs ».
    • **Pierre des trolls (e5) :** le roi des trolls y est emprisonné. Dès que Noggin la quitte, le roi des trolls y apparaît : il ne se déplace jamais (sauf pour son bond), bloque la case pour tous, n'est jamais capturé et compte comme un troll pour capturer les Nogs. Noggin ne peut jamais y revenir.
    • **Captures :** un Nog ou un troll est capturé quand un ennemi se déplace de sorte qu'il se retrouve pris entre deux ennemis sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Noggin et le roi des trolls ne sont jamais capturés ainsi.
    • *Notre interprétation :* Noggin est armé (il aide à capturer les trolls comme n'importe quel Nog), et aucune case n'est hostile.
    • **Bord :** Noggin gagne en atterrissant sur n'importe quelle case du bord.
    • *Notre interprétation :* il n'y a pas de fuite éclair : Noggin se déplace déjà aussi vite qu'un guerrier, il ne s'échappe donc qu'en sautant sur le bord.
    • **UIT NOG** est annoncé quand exactement une case du bord est à portée d'un saut légal de Noggin (hors du bord).
    • **TUIT NOG :** si, après un coup des Nogs, deux cases du bord ou plus sont à portée d'un saut légal de Noggin, les Nogs gagnent aussitôt.
    • **Bond du roi des trolls :** après n'importe quel coup des trolls, si Noggin n'est pas sur la pierre des trolls et que des trolls (le roi des trolls compte) occupent trois de ses quatre côtés, le roi des trolls bondit sur la quatrième case, en retirant toute pièce qui s'y trouve : Noggin est capturé et les trolls gagnent. Des trolls sur les quatre côtés gagnent aussi. Tant que Noggin est sur la pierre des trolls, seuls des trolls sur ses quatre côtés le capturent.
    • **Répétition :** Noggin doit varier. Un coup des Nogs qui créerait une position pour la troisième fois est illégal ; si les Nogs n'ont alors plus aucun coup légal, ils perdent. Les trolls peuvent répéter librement.
    • **Aucun coup légal :** le camp au trait perd ; les trolls peuvent gagner en enfermant Noggin.

rules-kings-table =
    • **Plateau :** 13x13, disposition `standard`. Le roi se tient sur le trône g7 avec 12 défenseurs ; 24 attaquants commencent en quatre groupes sur les bords.
    • **Premier coup :** les attaquants.
    • **Déplacements :** chaque pièce se déplace comme une tour aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce).
    • **Cases réservées :** le trône (g7) et les quatre citadelles d'angle. Seul le roi peut s'y arrêter ou les traverser.
    • **Cases hostiles :** les citadelles, pour les deux camps : elles capturent comme une pièce ennemie. Le trône n'est pas hostile aux pièces ordinaires.
    • **Captures :** une pièce est capturée quand un ennemi se déplace de sorte qu'elle se retrouve prise entre deux ennemis (ou un ennemi et une citadelle) sur une rangée ou une colonne ; les captures doubles et triples sont normales. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Le roi est armé : il capture comme n'importe quel défenseur.
    • **Mur de boucliers :** une rangée de deux attaquants ou plus, ou de deux défenseurs ou plus, côte à côte sur un bord, chacun avec un ennemi juste devant lui (côté intérieur), est capturée en entier quand un ennemi se place sur la case du bord à une extrémité de la rangée alors que la case à l'autre extrémité est aussi occupée par un ennemi. La rangée s'étend depuis la pièce qui se déplace le long du bord, aussi loin que vont les pièces ennemies. Le roi peut être la pièce qui se déplace, une extrémité ou une pièce de front. Une citadelle ne ferme pas une extrémité. Le roi n'est jamais capturé ainsi, et un roi dans la ligne termine la rangée.
    • **Capture du roi :** des attaquants sur ses quatre côtés, sur le trône ou sur toute autre case ; à côté du trône, trois attaquants et le trône ; sur le bord, trois attaquants et le bord. L'attaquant qui se déplace doit être l'un d'eux.
    • *Notre interprétation :* une citadelle à côté du roi compte alors comme un attaquant.
    • **Double piège :** si un coup des attaquants capture un défenseur à côté du roi, et que le roi serait capturé si la case de ce défenseur était un attaquant (les trois autres côtés étant des attaquants, ou le trône, le bord ou une citadelle comme ci-dessus), le roi est capturé aussi. La pièce qui se déplace n'a pas besoin de toucher le roi.
    • **Victoire :** les défenseurs quand le roi atteint une citadelle ; les attaquants quand ils capturent le roi.
    • **Répétition :** un coup qui crée une position (pièces et camp au trait) pour la troisième fois rend la partie nulle.
    • **Aucun coup légal :** le camp au trait perd.

rules-alea-evangelii =
    • **Plateau :** 19x19, trône j10. Dans chaque coin, un bloc de 2x2 : la case extérieure (a1, s1, a19, s19) est inutilisable, rien n'y entre ni ne la traverse ; les trois autres sont des coins rouges (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Disposition :** `cyningstan`, la disposition du manuscrit révisée par Damian Walker : le roi en j10, 20 défenseurs et 4 évangélistes (f6 n6 f14 n14) contre 48 attaquants. Les dispositions Helmfrid C, Perkis et Helmfrid B ne sont pas fournies (leurs diagrammes sont perdus) ; si tu les as, pars d'une position personnalisée (`/challenge`, option `position`).
    • **Premier coup :** les attaquants.
    • **Déplacements :** chaque pièce se déplace comme une tour aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce). Seul le roi peut s'arrêter sur le trône ou sur un coin rouge ; toute pièce peut traverser le trône vide ; le roi peut traverser les coins rouges.
    • **Les évangélistes** (défenseurs) peuvent aussi sauter par-dessus un attaquant adjacent pour atterrir sur la case vide juste derrière (ni le trône, ni un coin rouge, ni une case inutilisable). L'attaquant sauté est retiré, puis la case d'arrivée capture comme d'habitude. Un déplacement de deux cases par-dessus un attaquant est toujours ce saut. Les évangélistes sont capturés comme les autres pièces.
    • **Cases hostiles :** le trône vide et les coins rouges, pour les deux camps.
    • **Captures :** une pièce est capturée quand un ennemi se déplace de sorte qu'elle se retrouve prise entre deux ennemis (ou un ennemi et une case hostile) sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Le roi est armé : il capture comme n'importe quel défenseur.
    • **Capture du roi :** comme toute pièce (deux attaquants, ou un attaquant et une case hostile), sauf sur le trône ou à côté, où il faut ses quatre côtés, le trône vide comptant pour un.
    • **Encerclement :** après un coup des attaquants, si ni le roi ni aucun défenseur ne peut atteindre le bord par des cases libres d'attaquants (les cases spéciales comptent comme libres), les attaquants gagnent. Un défenseur sur le bord signifie qu'il n'y a pas d'encerclement.
    • **Répétition :** un coup qui crée une position (même camp au trait) pour la troisième fois fait perdre le joueur qui l'a joué.
    • **Victoire :** les défenseurs quand le roi atteint un coin rouge ; les attaquants en capturant le roi ou par encerclement.
    • **Aucun coup légal :** le camp au trait perd.

rules-magpie =
    • **Plateau :** 7x7 avec cinq cases marquées : le centre d4 et les quatre coins.
    • **Dispositions :** le farfadet (le roi) en d4 et 4 amis en d3 c4 e4 d5 contre 8 voleurs : `cross` (par défaut, la disposition standard ; voleurs d1 d2 a4 b4 f4 g4 d6 d7), ou deux dispositions de la version informatique du même auteur, `ballinderry-2` (voleurs c1 e1 a3 g3 a5 g5 c7 e7) et `ballinderry-3` (voleurs d1 b2 f2 a4 g4 b6 f6 d7).
    • **Premier coup :** les voleurs.
    • **Déplacements :** voleurs et amis se déplacent comme des tours aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce). Le farfadet se déplace d'exactement une case orthogonalement.
    • **Cases marquées :** seul le farfadet peut s'y arrêter ; les autres pièces peuvent traverser le centre vide. Les cases marquées vides sont hostiles aux deux camps.
    • **Captures :** une pièce est capturée quand un ennemi se déplace de sorte qu'elle se retrouve prise entre deux ennemis (ou un ennemi et une case marquée vide) sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Le farfadet est armé : il capture comme n'importe quel ami.
    • **Capture du farfadet :** enfermé sur ses quatre côtés, chaque côté étant un voleur, une case marquée ou le bord du plateau. Le voleur qui se déplace doit être l'un d'eux.
    • **Victoire :** les amis quand le farfadet atteint un coin ; les voleurs quand ils le capturent.
    • **Répétition :** un coup qui crée une position (pièces et camp au trait) pour la troisième fois rend la partie nulle.
    • **Aucun coup légal :** le camp au trait perd.

rules-tafl9 =
    • **Plateau :** 9x9, disposition `standard` (Tablut) : 16 Russes (attaquants) contre 8 Suédois (défenseurs) et le roi suédois en e5. Cinq cases dorées : le centre e5 et les quatre coins.
    • **Premier coup :** tiré au sort : le bot choisit le camp au hasard au début de la partie et l'annonce.
    • **Déplacements :** chaque pièce se déplace comme une tour aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce). Seul le roi peut s'arrêter sur une case dorée ; toute pièce peut traverser le centre vide.
    • **Cases hostiles :** les cases dorées, pour les pièces ordinaires des deux camps ; le centre seulement quand il est vide.
    • *Notre interprétation :* les cases dorées ne sont pas hostiles au roi (il peut y entrer).
    • **Captures :** une pièce est capturée quand un ennemi se déplace de sorte qu'elle se retrouve prise entre deux ennemis (ou un ennemi et une case dorée hostile) sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Le roi est armé : il capture comme n'importe quel Suédois.
    • **Capture du roi :** comme toute pièce, par deux Russes sur des côtés opposés.
    • **Victoire :** les Suédois quand le roi atteint un coin ; les Russes quand ils capturent le roi.
    • **Répétition :** un coup qui crée une position (pièces et camp au trait) pour la troisième fois rend la partie nulle.
    • **Aucun coup légal :** le camp au trait perd.

rules-copenhagen =
    • **Plateau :** 11x11, disposition `standard`. Le roi se tient sur le trône f6 avec 12 défenseurs ; 24 attaquants commencent en quatre groupes sur les bords.
    • **Premier coup :** les attaquants.
    • **Déplacements :** chaque pièce se déplace comme une tour aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce). Seul le roi peut s'arrêter sur le trône ou dans un coin ; toute pièce peut traverser le trône vide.
    • **Cases hostiles :** les coins, pour toutes les pièces ; le trône, toujours pour les attaquants, et pour les défenseurs seulement quand il est vide.
    • **Captures :** une pièce est capturée quand un ennemi se déplace de sorte qu'elle se retrouve prise entre deux ennemis (ou un ennemi et une case hostile) sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Le roi est armé : il capture comme n'importe quel défenseur.
    • **Mur de boucliers :** une rangée de deux attaquants ou plus, ou de deux défenseurs ou plus, côte à côte sur un bord, chacun avec un ennemi juste devant lui (côté intérieur), est capturée en entier quand un ennemi se place sur la case du bord à une extrémité de la rangée alors que l'autre extrémité est aussi occupée par un ennemi ou est un coin. La rangée s'étend depuis la pièce qui se déplace le long du bord, aussi loin que vont les pièces ennemies. Le roi peut être la pièce qui se déplace, une extrémité ou une pièce de front, et peut faire partie d'une rangée de défenseurs : il compte parmi les deux ou plus mais n'est jamais capturé (dans une rangée formée d'un défenseur et du roi, seul le défenseur est capturé).
    • **Capture du roi :** des attaquants sur ses quatre côtés, ou trois et le trône ; l'attaquant qui se déplace doit être l'un d'eux. Il n'est jamais capturé sur le bord.
    • **Fort de sortie :** les défenseurs gagnent si, après leur coup, le roi est sur le bord, peut encore se déplacer, et que son fort est imprenable : le roi et les cases vides qu'il peut atteindre sont enfermés par le bord du plateau et par des défenseurs, et chacun de ces défenseurs a, sur chaque axe, au moins un côté couvert par le bord, le fort ou un autre de ces défenseurs.
    • **Encerclement :** après un coup des attaquants, si ni le roi ni aucun défenseur ne peut atteindre le bord par des cases libres d'attaquants, les attaquants gagnent. Un défenseur sur le bord signifie qu'il n'y a pas d'encerclement.
    • **Répétition :** la répétition perpétuelle est interdite et coûte la partie aux défenseurs : quand une position (même camp au trait) se produit pour la troisième fois, les attaquants gagnent.
    • **Victoire :** les défenseurs quand le roi atteint un coin ou par fort de sortie ; les attaquants en capturant le roi ou par encerclement.
    • **Aucun coup légal :** le camp au trait perd.

rules-brandubh =
    • **Plateau :** 7x7, disposition `standard` : le roi sur le trône d4 avec les défenseurs d3 c4 e4 d5, contre les attaquants d1 d2 a4 b4 f4 g4 d6 d7 (règles de la World Tafl Federation).
    • **Premier coup :** les attaquants.
    • **Déplacements :** chaque pièce se déplace comme une tour aux échecs (d'autant de cases que voulu le long d'une rangée ou d'une colonne, jamais à travers ni sur une pièce). Seul le roi peut s'arrêter sur le trône ou dans un coin ; toute pièce peut traverser le trône vide.
    • **Cases hostiles :** les coins, pour toutes les pièces ; le trône, toujours pour les attaquants, pour les défenseurs seulement quand il est vide, jamais pour le roi.
    • **Captures :** une pièce est capturée quand un ennemi se déplace de sorte qu'elle se retrouve prise entre deux ennemis (ou un ennemi et une case hostile) sur une rangée ou une colonne ; un coup peut en capturer plusieurs. Seule la pièce qui se déplace capture : tu peux sans risque te placer entre deux ennemis. Le roi est armé : il capture comme n'importe quel défenseur.
    • **Capture du roi :** comme toute pièce (deux attaquants, ou un attaquant et une case hostile), sauf sur le trône ou à côté, où il faut ses quatre côtés, le trône comptant pour un.
    • **Encerclement :** après un coup des attaquants, si ni le roi ni aucun défenseur ne peut atteindre le bord par des cases libres d'attaquants, les attaquants gagnent. Un défenseur sur le bord signifie qu'il n'y a pas d'encerclement.
    • **Répétition :** un coup qui crée une position (même camp au trait) pour la troisième fois fait perdre le joueur qui l'a joué.
    • **Victoire :** les défenseurs quand le roi atteint un coin ; les attaquants en capturant le roi ou par encerclement.
    • **Aucun coup légal :** le camp au trait perd.
