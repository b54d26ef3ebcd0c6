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
variant-author = Verfasst von
variant-list-title = Regelsätze dieses Servers ({ $count } von { $max })
variant-list-empty = Dieser Server hat noch keine Regelsätze: Ein Organisator speichert einen mit `/variant create`.
# $size: die Breite des Bretts; $author: wer ihn gespeichert hat (eine Erwähnung).
variant-list-line = **{ $name }**, { $size }x{ $size }, von { $author }
