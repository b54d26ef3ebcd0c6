## Learning from games: records in and out.

cmd-import = Importiere eine Notation oder eine Zugfolge als ungewertete Partie
cmd-import-name = importieren
cmd-import--record = Eine Notationsdatei: OpenTafls .otg oder Hnefis eigener Export
cmd-import--record-name = notation
cmd-import--text = Oder eine Zugfolge wie e1-e4 d5-d2 (zusammen mit der Variante)
cmd-import--text-name = text
cmd-import--variant = Das Spiel, in dem die Zugfolge gespielt wird
cmd-import--variant-name = variante
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
refusal-import-needs-variant = Gib mit `variant` an, in welchem Spiel die Züge gespielt werden, oder hänge stattdessen eine Notationsdatei an.
refusal-import-nothing = Hänge mit `record` eine Notationsdatei an oder schreib in `text` eine Zugfolge und gib mit `variant` das Spiel an.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = gewertete Partien
ratings-chart-rating = Wertung
tournament-crosstable-title = { $tournament } · Kreuztabelle
tournament-crosstable-player = Spieler
tournament-crosstable-points = Punkte
