## Regelsätze als OpenTafl-Regelstrings (OTN): warum ein String nicht
## gelesen oder gespielt werden kann und was darin ignoriert wurde. Das sind
## Satzteile („Die Regeln können nicht gelesen werden: …“) und beginnen klein;
## `hnefi rules check` gibt sie so aus, wie sie sind. Schlüssel, Werte und
## Buchstaben zwischen Backticks gehören zum String und bleiben unübersetzt.

# Ein Problem mit einem Schlüssel: der Schlüssel und sein Wert wie geschrieben, dann das Problem.
rules-at-key = `{ $key }:{ $value }`: { $problem }
rules-empty = der Regelstring ist leer
rules-too-long = der Regelstring ist { $length } Bytes lang; ein Regelstring hat höchstens { $max }
rules-missing-key = ein Regelstring braucht `{ $key }`
rules-twice = der Schlüssel ist doppelt angegeben
rules-both-starts = gib `start` oder `starti` an, nicht beides
# $choices: die Werte, die der Schlüssel annimmt, als Liste aus list-or.
rules-expected = erwartet: { $choices }
rules-size = die Brettgröße muss ungerade sein, von 5 bis 19
rules-not-a-square = `{ $text }` ist kein Feld
rules-off-board = { $square } liegt nicht auf dem { $size }x{ $size }-Brett
rules-square-twice = { $square } ist doppelt genannt
# $other: der Schlüssel (cor, cen, afor, dfor), der das Feld schon aufführt.
rules-two-kinds = { $square } steht bereits in `{ $other }`
rules-not-a-type = `{ $char }` ist kein Figurentyp (Typen sind t c n k m g, Großbuchstaben für die Verteidiger)
rules-speed-count = eine Geschwindigkeitsliste hat 1, 2, 8, 10 oder 12 Werte, nicht { $count }
rules-speed = `{ $text }` ist keine Geschwindigkeit (eine Anzahl Felder von 1 bis 255 oder -1 für unbegrenzt)
rules-king-count = die Startstellung braucht genau einen König (`K`), nicht { $count }
rules-no-attackers = die Angreifer brauchen mindestens eine Figur
rules-king-escaped = der König beginnt auf { $square }, wo er bereits entkommen ist
rules-name = der Name darf keine Steuerzeichen enthalten
rules-name-length = der Name ist länger als { $max } Zeichen

## Ein Regelsatz, der sich lesen, aber nicht spielen lässt.

rules-unsupported-size = die Brettgröße { $size } wird nicht unterstützt (ungerade Größen von 5 bis 19)
rules-square-off-board = { $square } liegt nicht auf dem Brett
rules-no-layout = das Spiel braucht eine Startstellung
rules-too-many-kinds = zu viele Arten von Sonderfeldern (höchstens 254)
# $reason: warum die Startstellung nicht spielbar ist (eine position-Meldung).
rules-bad-start = die Startstellung `{ $layout }` ist nicht spielbar: { $reason }

## Was in einem Regelstring ignoriert wurde.

rules-warning-not-a-pair = `{ $text }` ist kein Paar key:value; ignoriert
rules-warning-unknown-key = unbekannter Schlüssel `{ $key }` ignoriert

## Eine Liste von Alternativen: „s, c, m oder w“. $rest sind alle Einträge
## außer dem letzten, durch Kommas getrennt.

list-or = { $rest } oder { $last }

## Ablehnungen von /variant (ganze Sätze, nach einem ⚠️). $name ist der Name
## eines Regelsatzes, wie der Server ihn geschrieben hat.

refusal-bad-rules = Die Regeln können nicht gelesen werden: { $reason }.
refusal-unplayable-rules = Die Regeln sind nicht spielbar: { $reason }.
refusal-rule-set-name = Der Name eines Regelsatzes hat 1 bis { $max } Zeichen und keine Steuerzeichen.
refusal-rule-set-name-taken = Dieser Server hat bereits einen Regelsatz namens { $name }: Wähle einen anderen Namen oder lösche zuerst den bestehenden.
refusal-too-many-rule-sets = Dieser Server hat bereits { $count } Regelsätze, mehr sind nicht erlaubt: Lösche zuerst einen davon.
refusal-unknown-rule-set = Auf diesem Server gibt es keinen Regelsatz namens { $name }.
# $tournament: seine Nummer; $tournament_name: sein Name.
refusal-rule-set-in-use = Turnier #{ $tournament } ({ $tournament_name }) wird nach { $name } gespielt: Lösche den Regelsatz, sobald das Turnier beendet ist.
refusal-rule-set-not-in-server = Regelsätze gehören zu einem Server: Verwende diesen Befehl auf einem Server.
refusal-not-rule-set-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ oder der Organisator-Rolle können die Regelsätze des Servers erstellen oder löschen.

## Was /variant sagt. $name ist der Name eines Regelsatzes, wie der Server ihn
## geschrieben hat.

variant-saved = { $name } ist für diesen Server gespeichert.
# Vor der Liste dessen, was im String nicht verstanden und weggelassen wurde.
variant-ignored = Aus dem String weggelassen:
variant-deleted = { $name } ist gelöscht: Neue Partien beginnen nicht mehr danach, und die bereits danach gespielten Partien behalten ihn.
# Die Felder neben dem Regelstring eines Regelsatzes.
variant-board = Brett
variant-key = Schlüssel
variant-rules = Regelstring
variant-author = Verfasst von
variant-list-title = Regelsätze dieses Servers ({ $count } von { $max })
variant-list-empty = Dieser Server hat noch keine Regelsätze: Ein Organisator speichert einen mit `/variant create`.
# $size: die Breite des Bretts; $author: wer ihn gespeichert hat (eine Erwähnung).
variant-list-line = **{ $name }**, { $size }x{ $size }, von { $author }

## Die Liste der Option `variant`. $name: der Name eines Spiels; $size: die
## Breite seines Bretts.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, dieser Server)
refusal-no-such-variant = Hier gibt es kein Spiel namens { $name }: Wähle beim Tippen eines aus der Liste.

## Die Regeln eines Regelsatzes in Worten (/rules, /variant show,
## `hnefi rules check`, docs/rules.md 5.3): ein Satz je Regel, die von den
## üblichen Regeln abweicht, also denen von Fetlar. $pieces ist eine Liste von
## Figuren aus den pieces-Meldungen, verbunden mit list-and; beginnt ein Satz
## damit, wird ihr erster Buchstabe großgeschrieben. $pieces steht hier immer
## im Nominativ und ohne Verb, das sich nach ihm richten müsste: als Antwort
## auf eine Frage oder nach einem Doppelpunkt.

# $rest: alle Einträge außer dem letzten, durch Kommas getrennt.
list-and = { $rest } und { $last }
pieces-every = alle Figuren
pieces-none = keine
pieces-all-attackers = alle Figuren der Angreifer
pieces-all-defenders = alle Figuren der Verteidiger
pieces-attackers-taflmen = die einfachen Figuren der Angreifer
pieces-attackers-commanders = die Kommandanten der Angreifer
pieces-attackers-knights = die Ritter der Angreifer
pieces-attackers-mercenaries = die Söldner der Angreifer
pieces-attackers-guards = die Wächter der Angreifer
pieces-defenders-taflmen = die einfachen Figuren der Verteidiger
pieces-defenders-commanders = die Kommandanten der Verteidiger
pieces-defenders-knights = die Ritter der Verteidiger
pieces-defenders-mercenaries = die Söldner der Verteidiger
pieces-defenders-guards = die Wächter der Verteidiger
pieces-king = der König

fact-escape-edge = Der König gewinnt, indem er ein beliebiges Randfeld erreicht.
fact-no-win-by-surrounding = Die Verteidiger einzuschließen gewinnt nicht: Die Angreifer müssen den König schlagen.
fact-defenders-first = Die Verteidiger ziehen zuerst.
fact-repetition-ignored = Eine Stellung zu wiederholen hat keine Folgen.
fact-repetition-mover-wins = Wer mit seinem Zug eine Stellung zum dritten Mal herbeiführt, gewinnt.
fact-repetition-mover-loses = Wer mit seinem Zug eine Stellung zum dritten Mal herbeiführt, verliert.
fact-king-unarmed = Der König ist unbewaffnet: Er wirkt beim Schlagen nicht mit.
fact-king-anvil = Der König ist nur Amboss: Er hilft beim Einschließen, schlägt aber nicht durch seinen eigenen Zug.
fact-king-hammer = Der König ist nur Hammer: Er schlägt durch seinen eigenen Zug, hilft aber nicht beim Einschließen.
fact-king-strong-at-throne = Der König braucht auf oder neben dem Thron Gegner auf allen vier Seiten, überall sonst auf zwei gegenüberliegenden Seiten.
fact-king-middleweight = Der König wird geschlagen, wenn jedes Feld neben ihm feindlich ist; so hilft der Rand, ihn zu schlagen.
fact-king-weak = Der König wird wie jede Figur zwischen zwei Gegnern geschlagen.
fact-king-jump-none = Der König springt nie.
fact-king-jump-restricted = Der König springt über einen benachbarten Gegner, ohne ihn zu schlagen, aber nur von oder zu einem Thron, einem Eckfeld oder seiner eigenen Festung.
fact-king-jump-plain = Der König springt über einen benachbarten Gegner, ohne ihn zu schlagen.
fact-king-jump-capturing = Der König springt über einen benachbarten Gegner und schlägt ihn.
# $pieces: eine der jumpers-Meldungen (ein Plural).
fact-jump-none = { $pieces } springen nie.
fact-jump-restricted = { $pieces } springen über einen benachbarten Gegner, ohne ihn zu schlagen, aber nur von oder zu einem Thron, einem Eckfeld oder ihrer eigenen Festung.
fact-jump-plain = { $pieces } springen über einen benachbarten Gegner, ohne ihn zu schlagen.
fact-jump-capturing = { $pieces } springen über einen benachbarten Gegner und schlagen ihn.
jumpers-knights = Ritter
jumpers-commanders = Kommandanten
jumpers-mercenaries = Söldner
jumpers-guards = Wächter
# $squares: wie weit sie ziehen dürfen.
fact-speed = { $pieces }: höchstens { $squares } { $squares ->
        [one] Feld
       *[other] Felder
    } pro Zug.
fact-speed-every = Jede Figur zieht höchstens { $squares } { $squares ->
        [one] Feld
       *[other] Felder
    } weit.
# $squares: eine Liste von Feldern („a1, k11“).
fact-corners-none = Es gibt keine Eckfelder.
fact-corners-at = Die Eckfelder sind { $squares }.
fact-throne-none = Es gibt keine Thronfelder.
fact-throne-at = Die Thronfelder sind { $squares }.
fact-attacker-forts-none = Es gibt keine Festungen der Angreifer.
fact-attacker-forts-at = Die Festungen der Angreifer sind { $squares }.
fact-defender-forts-none = Es gibt keine Festungen der Verteidiger.
fact-defender-forts-at = Die Festungen der Verteidiger sind { $squares }.
fact-corners-pass = Welche Figuren dürfen durch die Eckfelder ziehen? { $pieces }.
fact-corners-stop = Welche Figuren dürfen auf den Eckfeldern stehen bleiben? { $pieces }.
fact-corners-reenter = Welche Figuren dürfen von anderen Feldern aus auf die Eckfelder ziehen? { $pieces }.
fact-corners-hostile = Figuren, für die die Eckfelder feindlich sind: { $pieces }.
fact-throne-pass = Welche Figuren dürfen durch die Thronfelder ziehen? { $pieces }.
fact-throne-stop = Welche Figuren dürfen auf den Thronfeldern stehen bleiben? { $pieces }.
fact-throne-reenter = Welche Figuren dürfen von anderen Feldern aus auf die Thronfelder ziehen? { $pieces }.
fact-throne-hostile = Figuren, für die besetzte Thronfelder feindlich sind: { $pieces }.
fact-throne-empty-hostile = Figuren, für die der leere Thron feindlich ist: { $pieces }.
fact-attacker-forts-pass = Welche Figuren dürfen durch die Festungen der Angreifer ziehen? { $pieces }.
fact-attacker-forts-stop = Welche Figuren dürfen in den Festungen der Angreifer stehen bleiben? { $pieces }.
fact-attacker-forts-reenter = Welche Figuren dürfen von anderen Feldern aus in die Festungen der Angreifer ziehen? { $pieces }.
fact-attacker-forts-hostile = Figuren, für die die Festungen der Angreifer feindlich sind: { $pieces }.
fact-defender-forts-pass = Welche Figuren dürfen durch die Festungen der Verteidiger ziehen? { $pieces }.
fact-defender-forts-stop = Welche Figuren dürfen in den Festungen der Verteidiger stehen bleiben? { $pieces }.
fact-defender-forts-reenter = Welche Figuren dürfen von anderen Feldern aus in die Festungen der Verteidiger ziehen? { $pieces }.
fact-defender-forts-hostile = Figuren, für die die Festungen der Verteidiger feindlich sind: { $pieces }.
fact-shieldwall-weak = Schildwall: Zwei oder mehr Figuren in einer Reihe am Rand, jede mit einem Gegner vor sich, werden geschlagen, wenn Gegner beide Enden schließen.
fact-shieldwall-strong = Schildwall: Zwei oder mehr Figuren in einer Reihe am Rand, jede mit einem Gegner vor sich, werden geschlagen, wenn Gegner oder Eckfelder beide Enden schließen.
fact-shieldwall-any-move = Jeder Zug, der einen Schildwall schließt, schlägt ihn, nicht nur ein Zug auf eines seiner Enden.
fact-edge-fort = Die Verteidiger gewinnen, wenn der König am Rand steht oder ihn erreichen kann, noch einen Zug hat und von Verteidigern eingemauert ist, die nicht geschlagen werden können (Randfestung).
fact-linnaean = Steht der König auf dem Thron und stehen Angreifer an drei seiner Seiten, wird ein Verteidiger an der vierten Seite gegen den Thron geschlagen (Schlagen nach Linné).
fact-berserk-capture = Berserker: Eine Figur, die schlägt, zieht sofort noch einmal, wenn sie erneut schlagen kann, und dieser Zug muss schlagen.
fact-berserk-move = Berserker: Eine Figur, die schlägt, zieht sofort noch einmal.

## /rules eines Regelsatzes: die üblichen Regeln, was abweicht, und eine
## Legende zu dem, was das Brett zeigt. $name: der Name des Regelsatzes;
## $size: die Breite des Bretts.

rules-generated-usual = **{ $name }** wird auf einem { $size }x{ $size }-Brett gespielt. Sofern eine Regel unten nichts anderes sagt, gelten die üblichen Regeln (die von Fetlar): Die Angreifer ziehen zuerst; jede Figur zieht wie ein Turm im Schach beliebig viele leere Felder entlang einer Reihe oder Linie; eine Figur, die auf einer Reihe oder Linie zwischen zwei Gegnern oder einem Gegner und einem feindlichen Feld eingeschlossen wird, ist geschlagen; die Eckfelder und der Thron sind feindlich, und nur der König darf auf ihnen stehen bleiben (andere dürfen durch den leeren Thron ziehen); der König wirkt beim Schlagen mit und wird nur mit Gegnern auf allen vier Seiten geschlagen, nie am Rand; er gewinnt, indem er ein Eckfeld erreicht, die Angreifer, indem sie ihn schlagen oder alle Verteidiger einschließen; eine zum dritten Mal wiederholte Stellung ist Remis; eine Seite ohne Zug verliert.
rules-generated-here = **Hier:**
rules-generated-as-usual = Nichts weicht von den üblichen Regeln ab.
rules-legend = **Auf dem Brett:**
legend-sides = dunkle Figuren gehören den Angreifern, helle den Verteidigern
legend-king = die Figur mit der goldenen Krone ist der König
legend-commander = ein roter Stern kennzeichnet einen Kommandanten: Er springt und schlägt zusammen mit einem Ritter oder einem anderen Kommandanten einen starken König zwischen beiden
legend-knight = eine blaue Raute kennzeichnet einen Ritter: Er springt über einen Gegner und schlägt ihn, sofern eine Regel oben nichts anderes sagt; gegen den König zählt er als Kommandant
legend-mercenary = eine Münze in beiden Farben kennzeichnet einen Söldner: Wird er geschlagen, wechselt er die Seite, statt das Brett zu verlassen
legend-guard = ein grüner Schild kennzeichnet einen Wächter: Er wird nie geschlagen und schlägt nichts
legend-corners = die Eckfelder sind die diagonal schraffierten Felder
legend-throne = ein Thronfeld ist als Podest gezeichnet, ein Sitz mit Stufen ringsum
legend-attacker-forts = ein Feld, das in den Farben der Angreifer ummauert ist, mit einem Turm an jeder Ecke, ist eine Festung der Angreifer
legend-defender-forts = ein Feld, das in den Farben der Verteidiger ummauert ist, mit einem Turm an jeder Ecke, ist eine Festung der Verteidiger
