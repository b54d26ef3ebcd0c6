## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Unsere Auslegung:*
rules-missing = Die Regeln dieses Spiels sind noch nicht aufgeschrieben.

rules-noggin =
    • **Brett:** 9x9, Aufstellung `standard`. Noggin (der König) steht auf dem Trollstein e5, umgeben von 8 Nogs; 16 Trolle greifen von den vier Rändern an.
    • *Unsere Auslegung:* Das Brettbild der Quelle ist verloren; ihre Figurenzahlen und ihre Quellen (Linné, über Murray) sind die des Tablut, daher verwenden wir die Tablut-Aufstellung.
    • **Erster Zug:** die Nogs.
    • **Züge:** Nogs und Trolle ziehen wie Türme im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur). Noggin zieht genau ein Feld orthogonal, außer bei der schnellen Flucht.
    • **Trollstein (e5):** Unter ihm ist der Trollkönig gefangen. Sobald Noggin ihn verlässt, erscheint dort der Trollkönig: Er zieht nie (außer bei seinem Sprung), sperrt das Feld für alle, wird nie geschlagen und zählt beim Schlagen von Nogs als Troll. Noggin kann nie zurückkehren.
    • **Schlagen:** Ein Nog oder Troll wird geschlagen, wenn ein Gegner so zieht, dass er auf einer Reihe oder Linie zwischen zwei Gegnern eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Noggin und der Trollkönig werden so nie geschlagen.
    • *Unsere Auslegung:* Noggin ist bewaffnet (er hilft wie jeder Nog beim Schlagen von Trollen), und kein Feld ist feindlich.
    • **UIT NOG** wird angesagt, wenn Noggin (nicht am Rand) in genau einer Richtung eine freie Linie leerer Felder bis zum Rand hat.
    • **Schnelle Flucht:** Sind die Nogs am Zug und hat Noggin eine freie Linie bis zum Rand (angesagt oder nicht), darf er auf ihr bis zum Randfeld gleiten, und die Nogs gewinnen. Er hält dabei nie auf halbem Weg an.
    • **TUIT NOG:** Hat Noggin nach einem Zug der Nogs freie Linien in zwei oder mehr Richtungen, gewinnen die Nogs sofort.
    • **Rand:** Betritt Noggin irgendein Randfeld, gewinnt er.
    • **Sprung des Trollkönigs:** Steht Noggin nach einem beliebigen Zug der Trolle nicht auf dem Trollstein und stehen Trolle (der Trollkönig zählt mit) auf drei seiner vier Seiten, springt der Trollkönig auf das vierte Feld und entfernt jede Figur dort: Noggin ist geschlagen, und die Trolle gewinnen. Trolle auf allen vier Seiten gewinnen ebenfalls. Solange Noggin auf dem Trollstein steht, schlagen ihn nur Trolle auf allen vier Seiten.
    • **Wiederholung:** Noggin muss abweichen. Ein Zug der Nogs, der eine Stellung zum dritten Mal herbeiführen würde, ist ungültig; bleibt den Nogs dadurch kein gültiger Zug, verlieren sie. Die Trolle dürfen beliebig wiederholen.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.

rules-knut =
    • **Brett:** 9x9, Aufstellung `standard`. Noggin (der König) steht auf seinem Heimfeld e5, umgeben von 8 Nogs; 16 Trolle greifen von den vier Rändern an.
    • *Unsere Auslegung:* Wie bei Noggins Spiel ist das Brettbild der Quelle verloren und ihre Figurenzahlen sind die des Tablut, daher verwenden wir die Tablut-Aufstellung.
    • **Erster Zug:** die Nogs.
    • **Züge:** Jede Figur, auch Noggin, zieht wie ein Turm im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur). Es gibt keinen Trollkönig.
    • **Noggins Heim (e5):** Keine andere Figur darf dort stehen bleiben oder hindurchziehen. Noggin darf dorthin zurückkehren. Es ist nicht feindlich.
    • **Schlagen:** Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass sie auf einer Reihe oder Linie zwischen zwei Gegnern eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen.
    • **Schlagen von Noggin:** wie jede andere Figur, zwischen zwei Trollen (einer davon der ziehende Troll), auf jedem Feld außer e5, wo es Trolle auf allen vier Seiten braucht.
    • *Unsere Auslegung:* Noggin ist bewaffnet (er hilft wie jeder Nog beim Schlagen von Trollen), und kein Feld ist feindlich.
    • **UIT NOG** wird angesagt, wenn Noggin (nicht am Rand) in genau einer Richtung eine freie Linie leerer Felder bis zum Rand hat.
    • **TUIT NOG:** Hat Noggin nach einem Zug der Nogs freie Linien in zwei oder mehr Richtungen, gewinnen die Nogs sofort.
    • **Rand:** Erreicht Noggin irgendein Randfeld, gewinnt er.
    • **Wiederholung:** Noggin muss abweichen. Ein Zug der Nogs, der eine Stellung zum dritten Mal herbeiführen würde, ist ungültig; bleibt den Nogs dadurch kein gültiger Zug, verlieren sie. Die Trolle dürfen beliebig wiederholen.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.

rules-thor =
    • **Brett:** 9x9, Aufstellung `standard`. Noggin (der König) steht auf dem Trollstein e5, umgeben von 8 Nogs; 16 Trolle greifen von den vier Rändern an.
    • *Unsere Auslegung:* Wie bei Noggins Spiel ist das Brettbild der Quelle verloren und ihre Figurenzahlen sind die des Tablut, daher verwenden wir die Tablut-Aufstellung.
    • **Erster Zug:** die Nogs.
    • **Züge:** Jede Figur, auch Noggin, zieht wie ein Springer im Schach: zwei Felder entlang einer Achse und eines entlang der anderen, auf ein leeres Feld. Gerade Züge gibt es nicht.
    • **Überspringen:** Ein Springerzug führt über die zwei Felder seines langen Schenkels, der zuerst gezogen wird (`c3-d5` führt über c4 und c5; `c3-e4` über d3 und e3). Trolle dürfen Nogs und Noggin überspringen; Noggin darf Nogs überspringen; keiner darf einen Troll oder den Trollkönig überspringen. Nog-Krieger dürfen nicht springen: Beide Felder müssen leer sein.
    • *Unsere Auslegung:* „Von den Nogs darf nur Noggin springen“ aus der Quelle lesen wir als „nur Noggin darf Nogs überspringen“.
    • **Trollstein (e5):** Unter ihm ist der Trollkönig gefangen. Sobald Noggin ihn verlässt, erscheint dort der Trollkönig: Er zieht nie (außer bei seinem Sprung), sperrt das Feld für alle, wird nie geschlagen und zählt beim Schlagen von Nogs als Troll. Noggin kann nie zurückkehren.
    • **Schlagen:** Ein Nog oder Troll wird geschlagen, wenn ein Gegner so zieht, dass er auf einer Reihe oder Linie zwischen zwei Gegnern eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Noggin und der Trollkönig werden so nie geschlagen.
    • *Unsere Auslegung:* Noggin ist bewaffnet (er hilft wie jeder Nog beim Schlagen von Trollen), und kein Feld ist feindlich.
    • **Rand:** Landet Noggin auf irgendeinem Randfeld, gewinnt er.
    • *Unsere Auslegung:* Es gibt keine schnelle Flucht: Noggin zieht ohnehin so schnell wie ein Krieger, also entkommt er nur, indem er auf den Rand springt.
    • **UIT NOG** wird angesagt, wenn für Noggin (nicht am Rand) genau ein Randfeld mit einem gültigen Sprung erreichbar ist.
    • **TUIT NOG:** Sind nach einem Zug der Nogs zwei oder mehr Randfelder für Noggin mit einem gültigen Sprung erreichbar, gewinnen die Nogs sofort.
    • **Sprung des Trollkönigs:** Steht Noggin nach einem beliebigen Zug der Trolle nicht auf dem Trollstein und stehen Trolle (der Trollkönig zählt mit) auf drei seiner vier Seiten, springt der Trollkönig auf das vierte Feld und entfernt jede Figur dort: Noggin ist geschlagen, und die Trolle gewinnen. Trolle auf allen vier Seiten gewinnen ebenfalls. Solange Noggin auf dem Trollstein steht, schlagen ihn nur Trolle auf allen vier Seiten.
    • **Wiederholung:** Noggin muss abweichen. Ein Zug der Nogs, der eine Stellung zum dritten Mal herbeiführen würde, ist ungültig; bleibt den Nogs dadurch kein gültiger Zug, verlieren sie. Die Trolle dürfen beliebig wiederholen.
    • **Keine gültigen Züge:** Die Seite am Zug verliert; die Trolle können gewinnen, indem sie Noggin einsperren.

rules-kings-table =
    • **Brett:** 13x13, Aufstellung `standard`. Der König steht mit 12 Verteidigern auf dem Thron g7; 24 Angreifer beginnen in vier Gruppen an den Rändern.
    • **Erster Zug:** die Angreifer.
    • **Züge:** Jede Figur zieht wie ein Turm im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur).
    • **Sperrfelder:** der Thron (g7) und die vier Eckburgen. Nur der König darf dort stehen bleiben oder hindurchziehen.
    • **Feindliche Felder:** die Burgen, für beide Seiten: Sie schlagen wie eine gegnerische Figur. Der Thron ist für gewöhnliche Figuren nicht feindlich.
    • **Schlagen:** Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass sie auf einer Reihe oder Linie zwischen zwei Gegnern (oder einem Gegner und einer Burg) eingeschlossen ist; Doppel- und Dreifachschläge sind normal. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Der König ist bewaffnet: Er schlägt wie jeder Verteidiger.
    • **Schildwall:** Eine Reihe aus zwei oder mehr Angreifern oder aus zwei oder mehr Verteidigern, Seite an Seite an einem Rand, jeder mit einem Gegner direkt vor sich (zur Brettmitte hin), wird als Ganzes geschlagen, wenn ein Gegner auf das Randfeld an einem Ende der Reihe zieht, während auch auf dem Feld am anderen Ende ein Gegner steht. Die Reihe reicht von der ziehenden Figur den Rand entlang, so weit die gegnerischen Figuren gehen. Der König kann ziehende Figur, Ende oder vordere Figur sein. Eine Burg schließt kein Ende. Der König wird so nie geschlagen, und ein König in der Reihe beendet sie.
    • **Schlagen des Königs:** Angreifer auf allen vier Seiten, auf dem Thron oder einem anderen Feld; neben dem Thron drei Angreifer und der Thron; am Rand drei Angreifer und der Rand. Der ziehende Angreifer muss einer davon sein.
    • *Unsere Auslegung:* Eine Burg neben dem König zählt dabei als Angreifer.
    • **Doppelfalle:** Schlägt ein Zug der Angreifer einen Verteidiger neben dem König, und wäre der König geschlagen, wenn auf dem Feld dieses Verteidigers ein Angreifer stünde (die anderen drei Seiten Angreifer oder, wie oben, der Thron, der Rand oder eine Burg), wird auch der König geschlagen. Die ziehende Figur muss den König nicht berühren.
    • **Sieg:** die Verteidiger, wenn der König eine Burg erreicht; die Angreifer, wenn sie den König schlagen.
    • **Wiederholung:** Ein Zug, der eine Stellung (Figuren und Seite am Zug) zum dritten Mal herbeiführt, beendet die Partie mit Remis.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.

rules-alea-evangelii =
    • **Brett:** 19x19, Thron j10. In jeder Ecke ein 2x2-Block: Das äußere Feld (a1, s1, a19, s19) ist unbespielbar, nichts betritt oder überquert es; die anderen drei sind rote Eckfelder (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Aufstellung:** `cyningstan`, die Aufstellung der Handschrift in der Überarbeitung von Damian Walker: der König auf j10, 20 Verteidiger und 4 Evangelisten (f6 n6 f14 n14) gegen 48 Angreifer. Die Aufstellungen Helmfrid C, Perkis und Helmfrid B sind nicht dabei (ihre Diagramme sind verloren); wenn du sie hast, beginne mit einer eigenen Stellung (`/challenge`, Option `position`).
    • **Erster Zug:** die Angreifer.
    • **Züge:** Jede Figur zieht wie ein Turm im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur). Nur der König darf auf dem Thron oder einem roten Eckfeld stehen bleiben; jede Figur darf durch den leeren Thron ziehen; der König darf durch rote Eckfelder ziehen.
    • **Evangelisten** (Verteidiger) dürfen außerdem einen angrenzenden Angreifer auf das leere Feld direkt dahinter überspringen (nicht auf den Thron, ein rotes Eckfeld oder ein unbespielbares Feld). Der übersprungene Angreifer wird entfernt, dann schlägt das Landefeld wie üblich. Ein Zug über zwei Felder über einen Angreifer hinweg ist immer dieser Sprung. Evangelisten werden wie andere Figuren geschlagen.
    • **Feindliche Felder:** der leere Thron und die roten Eckfelder, für beide Seiten.
    • **Schlagen:** Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass sie auf einer Reihe oder Linie zwischen zwei Gegnern (oder einem Gegner und einem feindlichen Feld) eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Der König ist bewaffnet: Er schlägt wie jeder Verteidiger.
    • **Schlagen des Königs:** wie jede Figur (zwei Angreifer oder ein Angreifer und ein feindliches Feld), außer auf dem Thron oder daneben, wo es alle vier Seiten braucht; der leere Thron zählt als eine.
    • **Einkreisung:** Können nach einem Zug der Angreifer weder der König noch irgendein Verteidiger den Rand über Felder ohne Angreifer erreichen (Sonderfelder gelten als frei), gewinnen die Angreifer. Steht ein Verteidiger am Rand, liegt keine Einkreisung vor.
    • **Wiederholung:** Wer mit einem Zug eine Stellung (gleiche Seite am Zug) zum dritten Mal herbeiführt, verliert.
    • **Sieg:** die Verteidiger, wenn der König ein rotes Eckfeld erreicht; die Angreifer durch Schlagen des Königs oder durch Einkreisung.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.

rules-magpie =
    • **Brett:** 7x7 mit fünf markierten Feldern: der Mitte d4 und den vier Ecken.
    • **Aufstellungen:** der Kobold (der König) auf d4 und 4 Freunde auf d3 c4 e4 d5 gegen 8 Diebe: `cross` (Vorgabe, die Standardaufstellung; Diebe d1 d2 a4 b4 f4 g4 d6 d7) oder zwei Aufstellungen aus der Computerversion desselben Autors, `ballinderry-2` (Diebe c1 e1 a3 g3 a5 g5 c7 e7) und `ballinderry-3` (Diebe d1 b2 f2 a4 g4 b6 f6 d7).
    • **Erster Zug:** die Diebe.
    • **Züge:** Diebe und Freunde ziehen wie Türme im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur). Der Kobold zieht genau ein Feld orthogonal.
    • **Markierte Felder:** Nur der Kobold darf dort stehen bleiben; andere Figuren dürfen durch die leere Mitte ziehen. Leere markierte Felder sind für beide Seiten feindlich.
    • **Schlagen:** Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass sie auf einer Reihe oder Linie zwischen zwei Gegnern (oder einem Gegner und einem leeren markierten Feld) eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Der Kobold ist bewaffnet: Er schlägt wie jeder Freund.
    • **Schlagen des Kobolds:** auf allen vier Seiten eingeschlossen, jede Seite ein Dieb, ein markiertes Feld oder der Brettrand. Der ziehende Dieb muss einer davon sein.
    • **Sieg:** die Freunde, wenn der Kobold eine Ecke erreicht; die Diebe, wenn sie ihn schlagen.
    • **Wiederholung:** Ein Zug, der eine Stellung (Figuren und Seite am Zug) zum dritten Mal herbeiführt, beendet die Partie mit Remis.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.

rules-tafl9 =
    • **Brett:** 9x9, Aufstellung `standard` (Tablut): 16 Russen (Angreifer) gegen 8 Schweden (Verteidiger) und den schwedischen König auf e5. Fünf Goldfelder: die Mitte e5 und die vier Ecken.
    • **Erster Zug:** per Los: Der Bot wählt beim Start der Partie die Seite zufällig und sagt sie an.
    • **Züge:** Jede Figur zieht wie ein Turm im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur). Nur der König darf auf einem Goldfeld stehen bleiben; jede Figur darf durch die leere Mitte ziehen.
    • **Feindliche Felder:** die Goldfelder, für gewöhnliche Figuren beider Seiten; die Mitte nur, solange sie leer ist.
    • *Unsere Auslegung:* Goldfelder sind für den König nicht feindlich (er darf sie betreten).
    • **Schlagen:** Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass sie auf einer Reihe oder Linie zwischen zwei Gegnern (oder einem Gegner und einem feindlichen Goldfeld) eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Der König ist bewaffnet: Er schlägt wie jeder Schwede.
    • **Schlagen des Königs:** wie jede Figur, durch zwei Russen auf gegenüberliegenden Seiten.
    • **Sieg:** die Schweden, wenn der König eine Ecke erreicht; die Russen, wenn sie den König schlagen.
    • **Wiederholung:** Ein Zug, der eine Stellung (Figuren und Seite am Zug) zum dritten Mal herbeiführt, beendet die Partie mit Remis.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.

rules-copenhagen =
    • **Brett:** 11x11, Aufstellung `standard`. Der König steht mit 12 Verteidigern auf dem Thron f6; 24 Angreifer beginnen in vier Gruppen an den Rändern.
    • **Erster Zug:** die Angreifer.
    • **Züge:** Jede Figur zieht wie ein Turm im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur). Nur der König darf auf dem Thron oder einem Eckfeld stehen bleiben; jede Figur darf durch den leeren Thron ziehen.
    • **Feindliche Felder:** die Eckfelder, für alle Figuren; der Thron immer für Angreifer und für Verteidiger nur, wenn er leer ist.
    • **Schlagen:** Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass sie auf einer Reihe oder Linie zwischen zwei Gegnern (oder einem Gegner und einem feindlichen Feld) eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Der König ist bewaffnet: Er schlägt wie jeder Verteidiger.
    • **Schildwall:** Eine Reihe aus zwei oder mehr Angreifern oder aus zwei oder mehr Verteidigern, Seite an Seite an einem Rand, jeder mit einem Gegner direkt vor sich (zur Brettmitte hin), wird als Ganzes geschlagen, wenn ein Gegner auf das Randfeld an einem Ende der Reihe zieht, während auch am anderen Ende ein Gegner steht oder ein Eckfeld liegt. Die Reihe reicht von der ziehenden Figur den Rand entlang, so weit die gegnerischen Figuren gehen. Der König kann ziehende Figur, Ende oder vordere Figur sein und auch zu einer Reihe von Verteidigern gehören: Er zählt zu den zwei oder mehr, wird aber nie geschlagen (bei einer Reihe aus einem Verteidiger und dem König fällt nur der Verteidiger).
    • **Schlagen des Königs:** Angreifer auf allen vier Seiten, oder drei und der Thron; der ziehende Angreifer muss einer davon sein. Am Rand wird er nie geschlagen.
    • **Randfestung:** Die Verteidiger gewinnen, wenn nach ihrem Zug der König am Rand steht, noch ziehen kann und seine Festung nicht zu brechen ist: Der König und die leeren Felder, die er erreichen kann, sind vom Brettrand und von Verteidigern eingeschlossen, und jeder dieser Verteidiger hat auf jeder Achse mindestens eine Seite, die vom Rand, der Festung oder einem weiteren solchen Verteidiger gedeckt ist.
    • **Einkreisung:** Können nach einem Zug der Angreifer weder der König noch irgendein Verteidiger den Rand über Felder ohne Angreifer erreichen, gewinnen die Angreifer. Steht ein Verteidiger am Rand, liegt keine Einkreisung vor.
    • **Wiederholung:** Dauerhafte Wiederholung ist verboten und kostet die Verteidiger die Partie: Tritt eine Stellung (gleiche Seite am Zug) zum dritten Mal auf, gewinnen die Angreifer.
    • **Sieg:** die Verteidiger, wenn der König ein Eckfeld erreicht, oder durch Randfestung; die Angreifer durch Schlagen des Königs oder durch Einkreisung.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.

rules-brandubh =
    • **Brett:** 7x7, Aufstellung `standard`: der König auf dem Thron d4 mit den Verteidigern d3 c4 e4 d5, gegen die Angreifer d1 d2 a4 b4 f4 g4 d6 d7 (Regeln der World Tafl Federation).
    • **Erster Zug:** die Angreifer.
    • **Züge:** Jede Figur zieht wie ein Turm im Schach (beliebig weit entlang einer Reihe oder Linie, nie über oder auf eine Figur). Nur der König darf auf dem Thron oder einem Eckfeld stehen bleiben; jede Figur darf durch den leeren Thron ziehen.
    • **Feindliche Felder:** die Eckfelder, für alle Figuren; der Thron immer für Angreifer, für Verteidiger nur, wenn er leer ist, nie für den König.
    • **Schlagen:** Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass sie auf einer Reihe oder Linie zwischen zwei Gegnern (oder einem Gegner und einem feindlichen Feld) eingeschlossen ist; ein Zug kann mehrere schlagen. Nur die ziehende Figur schlägt: Du kannst gefahrlos zwischen zwei Gegner ziehen. Der König ist bewaffnet: Er schlägt wie jeder Verteidiger.
    • **Schlagen des Königs:** wie jede Figur (zwei Angreifer oder ein Angreifer und ein feindliches Feld), außer auf dem Thron oder daneben, wo es alle vier Seiten braucht; der Thron zählt als eine.
    • **Einkreisung:** Können nach einem Zug der Angreifer weder der König noch irgendein Verteidiger den Rand über Felder ohne Angreifer erreichen, gewinnen die Angreifer. Steht ein Verteidiger am Rand, liegt keine Einkreisung vor.
    • **Wiederholung:** Wer mit einem Zug eine Stellung (gleiche Seite am Zug) zum dritten Mal herbeiführt, verliert.
    • **Sieg:** die Verteidiger, wenn der König ein Eckfeld erreicht; die Angreifer durch Schlagen des Königs oder durch Einkreisung.
    • **Keine gültigen Züge:** Die Seite am Zug verliert.
