## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Entschuldigung, bei uns ist etwas schiefgelaufen (Referenz { $reference }). Bitte versuch es gleich noch einmal.

## Which game

refusal-unknown-game = Es gibt keine Partie #{ $game }.
refusal-no-active-game = Du hast hier keine laufende Partie: Gib die Partienummer an.
refusal-no-game = Hier gibt es keine Partie: Gib die Partienummer an.
refusal-no-finished-game = Du hast in diesem Kanal keine beendete Partie: Gib für die Revanche die Nummer bei `{ cmd-rematch--game-name }` an.
refusal-several-games = Du hast hier mehrere laufende Partien ({ $games }): Gib die Partienummer an.

## Playing a game

refusal-not-a-player = Du spielst nicht in Partie #{ $game } mit.
refusal-not-your-turn = Du bist in Partie #{ $game } nicht am Zug. Am Zug: { $side }.
refusal-game-over = Partie #{ $game } ist beendet ({ $result }).
refusal-game-over-unknown = Partie #{ $game } ist beendet.
refusal-game-already-over = Partie #{ $game } ist bereits beendet.
refusal-stale = Partie #{ $game } hat sich geändert, seit du sie angesehen hast (sie steht jetzt bei Zug { $move }): Sieh dir das Brett noch einmal an und sende deinen Zug erneut.
refusal-no-move = Kein Zug angegeben: Schreib ihn etwa so: e3-e6.
refusal-not-a-move = `{ $text }` ist kein Zug: Schreib ihn etwa so: e3-e6.
refusal-illegal-move = Ungültiger Zug: { $reason }.
refusal-wrong-captures = { $move } schlägt { $actual }, nicht { $claimed }: Lass die Schläge weg oder gib sie so an, wie sie geschehen.
# The captures of a move that captures none.
refusal-captures-nothing = nichts
refusal-cannot-abort = Partie #{ $game } kann nicht mehr abgebrochen werden: Beide Seiten haben schon gezogen (gib stattdessen auf oder biete Remis an).
refusal-tournament-game-abort = Partie #{ $game } ist eine Turnierpartie: Sie kann nicht abgebrochen werden (mit `/{ cmd-resign-name }` gibst du sie verloren).
refusal-draw-already-offered = Du hast in Partie #{ $game } bereits Remis angeboten: Warte auf die Antwort deines Gegners.
refusal-draw-recently-declined = Dein Remisangebot in Partie #{ $game } wurde abgelehnt: Nach deinem nächsten Zug kannst du es erneut anbieten.
refusal-no-draw-offer = In Partie #{ $game } gibt es kein Remisangebot, auf das du antworten könntest.
refusal-imported-game = Partie #{ $game } ist eine importierte Notation: Sie kann angezeigt und exportiert, aber nicht gespielt werden.

## Challenges and rematches

refusal-still-playing = Partie #{ $game } läuft noch: Eine Revanche kannst du fordern, sobald sie beendet ist.
refusal-rematch-pending = Eine Revanche für Partie #{ $game } wartet bereits: Herausforderung #{ $challenge }.
refusal-unknown-challenge = Es gibt keine Herausforderung #{ $challenge }.
refusal-challenge-expired = Herausforderung #{ $challenge } ist abgelaufen: Fordere erneut heraus.
refusal-challenge-closed = Herausforderung #{ $challenge } { $status ->
    [accepted] wurde bereits angenommen
    [declined] wurde bereits abgelehnt
    [cancelled] wurde bereits zurückgezogen
    [expired] ist bereits abgelaufen
   *[open] wurde bereits beantwortet
}.
refusal-own-challenge = Du kannst deine eigene Herausforderung nicht annehmen: Warte auf einen Gegner oder zieh sie zurück.
refusal-not-addressed-to-you = Herausforderung #{ $challenge } richtet sich an jemand anderen ({ $opponent }).
refusal-not-your-challenge = Nur wer Herausforderung #{ $challenge } gestellt hat, kann sie zurückziehen.
refusal-cannot-decline-open = Herausforderung #{ $challenge } ist offen für alle: Sie kann nicht abgelehnt, nur ignoriert werden (oder von ihrem Urheber zurückgezogen).
refusal-decline-own = Du kannst deine eigene Herausforderung nicht ablehnen: Zieh sie stattdessen zurück.
refusal-self-challenge = Du kannst dich nicht selbst herausfordern: Lass den Gegner weg, um eine offene Herausforderung zu stellen.
refusal-bot-opponent = Bots können keine Herausforderungen annehmen: Fordere einen Menschen heraus oder lass `{ cmd-challenge--opponent-name }` für eine offene Herausforderung weg.
refusal-too-many-challenges = Du hast bereits { $count } offene Herausforderungen: Zieh eine zurück oder warte, bis sie angenommen werden oder ablaufen.
refusal-unknown-variant = Es gibt kein Spiel `{ $key }` (Spiele: { $known }).
refusal-unknown-layout = { $variant } hat keine Aufstellung `{ $layout }` (Aufstellungen: { $known }).
refusal-bad-position = Die Startstellung ist nicht spielbar: { $reason }.
refusal-decided-position = Die Startstellung ist bereits entschieden ({ $result }): Wähle eine, in der beide Seiten spielen können.
refusal-time-malformed = `{ $text }` ist keine Zeitangabe: Schreib eine Zahl und m, h oder d (etwa 10m, 2h, 3d), eine Zeit und eine Reserve (etwa 1d+7d) oder none.
refusal-time-too-short = { $time } ist zu kurz: Die kürzeste Zeit pro Zug ist 10m.
refusal-time-too-long = { $time } ist zu lang: Die längste Zeit pro Zug ist 30d.
refusal-bad-ai-level = Stufe { $level } gibt es nicht (Stufen gehen von 1 bis 5).
refusal-too-many-ai-games = Du spielst bereits { $count } Partien gegen die KI: Beende oder gib eine davon auf, bevor du eine neue beginnst.
refusal-not-for-the-ai = Herausforderung #{ $challenge } richtet sich nicht an die KI.
refusal-bad-record = Die Notation kann nicht importiert werden: { $reason }.

## Tournaments

refusal-not-in-server = Turniere finden auf einem Server statt, nicht in Direktnachrichten.
refusal-tournament-name = Gib dem Turnier einen Namen mit 1 bis { $max } Zeichen.
refusal-swiss-rounds = Ein Turnier im Schweizer System hat 1 bis { $max } Runden.
refusal-rounds-only-for-swiss = Die Rundenzahl wird nur beim Schweizer System festgelegt: { $format ->
    [round_robin] Ein Rundenturnier (jeder gegen jeden)
   *[knockout] Ein K.-o.-Turnier
} legt sie selbst fest.
refusal-tournament-players = { $format ->
    [swiss] Ein Turnier im Schweizer System
    [round_robin] Ein Rundenturnier (jeder gegen jeden)
   *[knockout] Ein K.-o.-Turnier
} hat 2 bis { $max } Spieler.
refusal-signup-too-long = Die Anmeldung kann höchstens { $days } Tage offen bleiben.
refusal-no-ai-in-tournaments = Die KI spielt nicht in Turnieren.
refusal-unknown-format = Unbekannter Modus `{ $format }`: Verwende round_robin, swiss oder knockout.
refusal-unknown-tournament = Auf diesem Server gibt es kein Turnier #{ $tournament }.
refusal-no-tournament-here = Auf diesem Server gibt es kein Turnier, { $action ->
    [join] das zur Anmeldung offen ist
    [start] das zur Anmeldung offen ist
    [leave] das du verlassen könntest
    [cancel] das abgesagt werden könnte
   *[show] das angezeigt werden könnte
}: Gib seine Nummer an.
refusal-not-organizer = Das können nur Organisatoren („Server verwalten“ oder die Organisator-Rolle) oder wer das Turnier erstellt hat.
refusal-manage-server = Das können nur Mitglieder mit der Berechtigung „Server verwalten“.
refusal-tournament-closed = Turnier #{ $tournament } { $status ->
    [signup] hat noch nicht begonnen
    [running] hat bereits begonnen
    [finished] ist beendet
   *[cancelled] wurde abgesagt
}: { $action ->
    [join] Die Anmeldung ist geschlossen
    [leave] Es gibt nichts zu verlassen
    [start] Es kann nicht gestartet werden
    [cancel] Es kann nicht abgesagt werden
   *[show] Es gibt nichts anzuzeigen
}.
refusal-signup-closed = Turnier #{ $tournament } hat seinen Anmeldeschluss erreicht: Die Anmeldung ist geschlossen.
refusal-tournament-full = Turnier #{ $tournament } ist voll.
refusal-already-joined = Du bist Turnier #{ $tournament } bereits beigetreten.
refusal-not-in-tournament = Du spielst nicht in Turnier #{ $tournament } mit.
refusal-too-few-players = Turnier #{ $tournament } braucht zum Start mindestens zwei Spieler.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = die Partie ist beendet
illegal-off-board = { $square } liegt außerhalb des { $size }x{ $size }-Bretts
illegal-same-square = eine Figur muss ihr Feld verlassen
illegal-no-piece = auf { $square } steht keine Figur
illegal-not-your-piece = die Figur auf { $square } gehört nicht dir (am Zug: { $side })
illegal-troll-king-moves = der Trollkönig zieht nie: Er springt nur, wenn { $king } eingeschlossen ist
illegal-occupied = { $square } ist besetzt
illegal-not-straight = Figuren ziehen entlang einer Reihe oder Linie, nie diagonal
illegal-not-knight = in diesem Spiel zieht jede Figur wie ein Springer im Schach
illegal-blocked = der Weg von { $from } nach { $to } ist bei { $at } versperrt
illegal-cannot-stop = { $square } ist { $group }: Nur { $king } darf dort stehen bleiben
illegal-cannot-pass = { $square } ist { $group }: Nur { $king } darf hindurchziehen
illegal-unusable = { $square } ist { $group }: Keine Figur darf dieses Feld betreten
illegal-king-one-step = { $king } zieht jeweils nur ein Feld
illegal-king-one-step-or-slide = { $king } zieht jeweils ein Feld oder gleitet auf freier Linie bis zum Rand
illegal-king-leaps-defenders-only = { $king } darf nur über die eigenen Figuren ({ $defenders }) springen: { $square } steht im Weg
illegal-defenders-cannot-leap = die { $defenders } dürfen nicht über Figuren springen: { $square } steht im Weg (nur { $king } darf das)
illegal-cannot-leap-own = die { $side } dürfen nicht über ihre eigenen Figuren springen: { $square } steht im Weg
illegal-repetition = dieser Zug würde die Stellung zum dritten Mal herbeiführen: Die { $side } müssen abweichen
illegal-may-not-pass = { $piece } darf nicht durch { $square } ({ $group }) ziehen
illegal-may-not-stop = { $piece } darf nicht auf { $square } ({ $group }) stehen bleiben
illegal-too-far = { $piece } zieht höchstens { $limit ->
    [one] 1 Feld
   *[other] { $limit } Felder
} auf einmal
illegal-cannot-jump = { $piece } darf nicht über { $square } springen
illegal-berserker = die Figur auf { $square } hat geschlagen und ist im Berserkerrausch: Sie zieht noch einmal
illegal-must-capture = ein Berserkerzug muss schlagen

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = eine Stellung besteht aus dem Brett, einem Leerzeichen und der Seite am Zug (a oder d), etwa `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = die Stellung ist zu lang für ein Brett
position-rank-count = das Brett hat { $expected } Reihen, die Stellung nennt aber { $found }
position-rank-width = Reihe { $rank } umfasst { $found } Felder, das Brett ist aber { $expected } breit
position-bad-piece = `{ $char }` ist keine Figur (Figuren sind a, d, k und e; Zahlen zählen leere Felder)
position-bad-rule-set-piece = `{ $char }` ist keine Figur (Figuren sind a, d, k sowie c n m g für Kommandanten, Ritter, Söldner und Wächter der Angreifer, C N M G für die der Verteidiger; Zahlen zählen leere Felder)
position-bad-otn-piece = `{ $char }` ist keine Figur (Figuren sind t c n k m g, Großbuchstaben für die Verteidiger)
position-zero-run = eine Folge leerer Felder kann nicht 0 sein oder mit 0 beginnen
position-bad-side = die Seite am Zug ist `a` oder `d`, nicht `{ $side }`
position-attacker-king = ein König der Angreifer (`k`) wird nicht unterstützt: Der König gehört zu den Verteidigern
position-king-count = die Stellung hat { $count } Könige: Sie braucht genau einen (oder keinen, bei einer beendeten Partie)
position-evangelists = { $variant } hat keine Evangelisten (e): Es gibt sie nur in Alea Evangelii
position-special-pieces = { $variant } hat keine Kommandanten, Ritter, Söldner oder Wächter: Es gibt sie nur in Regelsätzen
position-restricted = { $square } ist { $group }: Nur { $king } darf dort stehen
position-unusable = { $square } ist { $group }: Keine Figur darf dort stehen
position-trollstone = { $square } muss leer sein: Sobald { $king } den Trollstein verlassen hat, steht dort der Trollkönig

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = die Notation ist leer
record-line = Zeile { $line }: { $problem }
record-missing-variant = die Notation sagt nicht, welches Spiel es ist (füge eine Zeile `variant:` hinzu)
record-start = Startstellung: { $problem }
record-move = Zug { $ply } (`{ $move }`): { $problem }
record-captures = Zug { $ply } (`{ $move }`): Laut Notation schlägt er { $claimed }, er schlägt aber { $actual }
record-result = das Ergebnis der Notation ({ $recorded }) passt nicht dazu, wie die Züge enden ({ $actual })
record-goes-on = die Partie geht weiter
record-no-move = kein Zug angegeben
record-not-a-move = `{ $text }` ist kein Zug
record-not-a-result = `{ $text }` ist kein Ergebnis
record-not-a-reason = `{ $text }` ist kein Grund, aus dem eine Partie endet
record-half-result = ein Ergebnis braucht eine Zeile `result:` und eine Zeile `reason:`
record-unclosed-tag = nicht geschlossenes Tag
record-tag-shape = ein Tag hat die Form [key:value]
record-not-a-size = `{ $text }` ist keine Brettgröße
record-rows = die Startstellung hat { $rows } Reihen, das Brett { $size }
record-not-an-otn-piece = `{ $char }` ist keine OTN-Figur
record-unknown-variant = es gibt kein Spiel `{ $key }`
record-unknown-layout = { $variant } hat keine Aufstellung `{ $layout }`
