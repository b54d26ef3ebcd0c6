## Learning from games: records in and out.

cmd-import = Importiere eine Notation oder eine Zugfolge als ungewertete Partie
cmd-import-name = importieren
cmd-import--record = Eine Notationsdatei: OpenTafls .otg oder Hnefis eigener Export
cmd-import--record-name = notation
cmd-import--text = Oder eine Zugfolge wie e1-e4 d5-d2 (zusammen mit der Variante)
cmd-import--text-name = text
cmd-import--variant = Das Spiel, in dem die Zugfolge gespielt wird
cmd-import--variant-name = variante
cmd-import--rules = Oder die Regeln der Zugfolge als OpenTafl-Regelstring
cmd-import--rules-name = regeln
cmd-export--format = Hnefis eigene Notation oder OpenTafls .otg (ohne Angabe die von Hnefi)
cmd-export--format-name = format
choice-record-format-native = Hnefis eigene Notation
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importiert als Partie #{ $game } ({ $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}), ungewertet: /board, /replay und /export zeigen sie.

refusal-busy = Der Bot ist mit anderen Importen und Wiedergaben beschäftigt: Versuch es gleich noch einmal.
refusal-record-too-large = Die Datei ist zu groß: Eine Notation darf höchstens { $max_kb } KB groß sein.
refusal-not-a-record = Die Datei ist keine Notation: Hänge eine OpenTafl-Datei (.otg) oder eine mit /export exportierte Notation an.
refusal-import-needs-variant = Gib mit `variant` an, in welchem Spiel die Züge gespielt werden (oder seine Regeln mit `rules`), oder hänge stattdessen eine Notationsdatei an.
refusal-import-nothing = Hänge mit `record` eine Notationsdatei an oder schreib in `text` eine Zugfolge und gib mit `variant` das Spiel an.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = gewertete Partien
ratings-chart-rating = Wertung
tournament-crosstable-title = { $tournament } · Kreuztabelle
tournament-crosstable-player = Spieler
tournament-crosstable-points = Punkte

## /stats

cmd-stats = Wie die Partien einer Variante auf dem Server ausgegangen sind, als Diagramm
cmd-stats-name = statistik
cmd-stats--variant = Welches Spiel
cmd-stats--variant-name = variante
stats-title = Statistik · { $variant }
stats-none = { $variant }: Auf diesem Server ist noch keine Partie zu Ende gegangen.
stats-corpus-title = Echte Partien aus der Partiensammlung ({ $games } auf dem Brett nach den Regeln entschieden)
stats-series-server = Dieser Server ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
stats-series-corpus = Partiensammlung ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
stats-chart-title = { $variant } · Ergebnisse
stats-group-wins = Sieg für die { $side }
stats-group-draws = Remis
stats-y-label = % der Partien
stats-summary = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}: { $attackers_won ->
    [one] { $attackers_won } Sieg
   *[other] { $attackers_won } Siege
} für die { $attackers } ({ $attackers_share } %), { $defenders_won } für die { $defenders } ({ $defenders_share } %), { $draws } Remis ({ $draws_share } %); im Schnitt { $plies } Züge.
stats-reason-line = • { $result }: { $games } ({ $share } %)

## /review

cmd-review = Die Analyse einer beendeten Partie durch die KI: Bewertung jedes Zugs, Fehler, bessere Züge
cmd-review-name = analyse
cmd-review--game = Partienummer (ohne Angabe deine letzte beendete Partie hier)
cmd-review--game-name = partie
review-title = Analyse · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (Gewinnchance { $chance } %); besser { $best } ({ $best_chance } %)
review-clean = Kein Zug hat viel verschenkt: Nach dem Urteil der KI eine saubere Partie.
review-key = Vor Zug { $number }: Die { $side } spielten { $played } ({ $mark }); besser { $best }
review-mark-inaccuracy = Ungenauigkeit ?!
review-mark-mistake = Fehler ?
review-mark-blunder = Patzer ??
review-chart-moves = Züge
review-chart-chance = Gewinnchance der { $side }, %
review-footer = Die KI hat jede Stellung { $seconds } s lang durchsucht. Die Analyse wird gespeichert: Fragst du erneut, erscheint sie sofort.
refusal-review-unfinished = Partie #{ $game } läuft noch: Frag nach der Analyse, sobald sie beendet ist.
refusal-review-nothing = Partie #{ $game } hat keine Züge, die sich analysieren ließen.
refusal-review-running = Deine letzte Analyse läuft noch: Warte darauf, bevor du eine weitere anforderst.
refusal-review-under-way = Partie #{ $game } wird gerade analysiert: Frag in einer Minute noch einmal, dann ist die Analyse fertig.
refusal-reviews-busy = Die KI ist mit anderen Analysen beschäftigt: Versuch es in ein paar Minuten noch einmal.

## /puzzle (docs/learning.md 2)

cmd-puzzle = Rätsel aus echten Partien, mit einer Rätselwertung
cmd-puzzle-name = rätsel
cmd-puzzle-next = Ein Rätsel zum Lösen: eine Stellung aus einer echten Partie, in der ein Zug gewinnt
cmd-puzzle-next-name = nächstes
cmd-puzzle-next--variant = Welches Spiel (ohne Angabe: Copenhagen)
cmd-puzzle-next--variant-name = variante
cmd-puzzle-solve = Beantworte dein Rätsel: dein Zug oder deine ganze Zugfolge
cmd-puzzle-solve-name = lösen
cmd-puzzle-solve--move = Dein Zug (e4-e7) oder deine Züge nacheinander (e4-e7 e7-e9); der Bot antwortet
cmd-puzzle-solve--move-name = zug
cmd-puzzle-daily = Jeden Tag ein Rätsel in einem Kanal posten, oder aufhören (Server verwalten)
cmd-puzzle-daily-name = täglich
cmd-puzzle-daily--channel = Wo (ohne Angabe: das tägliche Rätsel endet)
cmd-puzzle-daily--channel-name = kanal
puzzle-title = Rätsel · { $variant }
puzzle-task = **{ $side } am Zug gewinnen in { $moves ->
    [one] einem Zug
   *[other] { $moves } Zügen
}.**
puzzle-source-game = Aus Partie #{ $game } auf diesem Server.
puzzle-source-corpus = Aus einer echten Partie ({ $source }).
puzzle-how = Antworte mit `/puzzle solve`: dein Zug oder alle deine Züge nacheinander. Der Bot spielt die Antworten der anderen Seite.
puzzle-footer = Rätsel { $key } · Wertung { $rating } · deine Rätselwertung { $mine }
puzzle-left-failed = Dein letztes Rätsel ({ $key }) blieb unvollendet und zählt als nicht gelöst: { $change }.
puzzle-left-skipped = Dein letztes Rätsel ({ $key }) wurde vor dem ersten Zug übersprungen: keine Wertungsänderung.
puzzle-step = { $move } → der Bot antwortet { $reply }
puzzle-right = ✅ Richtig: { $steps }. Jetzt gewinnen in { $moves ->
    [one] einem Zug
   *[other] { $moves } Zügen
}.
puzzle-solved = 🎉 Gelöst: { $steps }. Rätselwertung { $change }. `/puzzle next` für ein weiteres.
puzzle-failed = ❌ { $steps }: damit ist der Gewinn dahin; { $expected } hätte ihn gehalten. Die Lösung: { $solution }. Rätselwertung { $change }.
puzzle-ignored = { $count ->
    [one] Der Zug nach dem Ende des Rätsels wurde nicht gelesen.
   *[other] Die { $count } Züge nach dem Ende des Rätsels wurden nicht gelesen.
}
puzzle-daily-set = Das tägliche Rätsel erscheint in { $channel }, das erste sofort.
puzzle-daily-stopped = Das tägliche Rätsel ist beendet.
puzzle-daily-title = Rätsel des Tages · { $variant }
puzzle-daily-solution = Lösung: { $solution }
puzzle-take = Lösen
refusal-puzzle-none = Für { $variant } gibt es noch keine Rätsel: versuch Copenhagen oder Brandubh, oder beendet hier mehr Partien davon.
refusal-puzzle-exhausted = Du hast alle Rätsel von { $variant } versucht: nimm eine andere Variante.
refusal-puzzle-not-open = Du hast kein Rätsel zu beantworten: hol dir eins mit `/puzzle next`.
refusal-puzzle-illegal = Zug { $index } deiner Antwort, { $move }, ist dort nicht möglich: nichts wurde gezählt. Schreib Züge als von-nach (e4-e7), deine Züge nacheinander.
refusal-puzzle-changed = Eine andere Antwort auf dein Rätsel kam zuerst: sieh dir ihr Brett an und antworte von dort.
refusal-puzzle-tried = Dieses Rätsel hast du schon versucht: `/puzzle next` gibt dir ein neues.
refusal-puzzle-unknown = Es gibt kein Rätsel { $key }.
