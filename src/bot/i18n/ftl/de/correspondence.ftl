## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Dein Urlaub: Die Uhren deiner Fernpartien hier stehen still
cmd-vacation-name = urlaub
cmd-vacation-start = Geh für einige Tage in den Urlaub
cmd-vacation-start-name = starten
cmd-vacation-start--days = Wie viele Tage
cmd-vacation-start--days-name = tage
cmd-vacation-end = Beende deinen Urlaub jetzt; nicht angebrochene Tage bekommst du zurück
cmd-vacation-end-name = beenden
cmd-vacation-status = Ob jemand abwesend ist, und seine Urlaubstage in diesem Jahr
cmd-vacation-status-name = status
cmd-vacation-status--user = Wessen (ohne Angabe deiner)
cmd-vacation-status--user-name = spieler
cmd-vacation-auto = Nimm automatisch Urlaub, statt auf Zeit zu verlieren, solange noch Tage übrig sind
cmd-vacation-auto-name = automatisch
cmd-vacation-auto--enabled = An oder aus
cmd-vacation-auto--enabled-name = aktiv
cmd-vacation-allowance = Urlaubstage pro Jahr für jeden Spieler auf diesem Server (Server verwalten)
cmd-vacation-allowance-name = kontingent
cmd-vacation-allowance--days = Tage pro Jahr (Standard 21)
cmd-vacation-allowance--days-name = tage
cmd-notify = Direktnachrichten, wenn du am Zug bist und wenn deine Zeit knapp wird
cmd-notify-name = benachrichtigungen
cmd-notify--turn = Dein Zug: eine Nachricht bei jedem Zug, eine tägliche Übersicht oder aus
cmd-notify--turn-name = zug
cmd-notify--warnings = Eine Warnung, wenn 80 % und 95 % deiner Zeit verbraucht sind
cmd-notify--warnings-name = warnungen
cmd-notify--hour = Die Uhrzeit der Übersicht, UTC (8, wenn nie festgelegt)
cmd-notify--hour-name = stunde
cmd-premove = Bedingte Züge in einer Partie, vor deinem Gegner verborgen
cmd-premove-name = bedingte-züge
cmd-premove-set = Gib eine Zugfolge ein: Zug des Gegners, deine Antwort, Zug des Gegners, deine Antwort …
cmd-premove-set-name = festlegen
cmd-premove-set--line = Züge GEGNER ICH GEGNER ICH …, etwa e3-e6 f7-f5
cmd-premove-set--line-name = zugfolge
cmd-premove-set--game = Partienummer (nur nötig, wenn du hier mehrere Partien spielst)
cmd-premove-set--game-name = partie
cmd-premove-show = Zeige deine bedingten Züge in einer Partie
cmd-premove-show-name = zeigen
cmd-premove-show--game = Partienummer (nur nötig, wenn du hier mehrere Partien spielst)
cmd-premove-show--game-name = partie
cmd-premove-clear = Lösche deine bedingten Züge in einer Partie
cmd-premove-clear-name = löschen
cmd-premove-clear--game = Partienummer (nur nötig, wenn du hier mehrere Partien spielst)
cmd-premove-clear--game-name = partie
cmd-tournament-create--vacation = Ob Urlaub die Uhren des Turniers anhält (Standard: ja)
cmd-tournament-create--vacation-name = urlaub
choice-turn-each-move = bei jedem Zug
choice-turn-daily = tägliche Übersicht
choice-turn-off = aus

## Times left

time-minutes = { $minutes } Min.
time-hours = { $hours } Std.
time-hours-minutes = { $hours } Std. { $minutes } Min.
time-days = { $days } T
time-days-hours = { $days } T { $hours } Std.

## Boards and lists

game-banks = ⏳ Zeitreserven: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (die eigene Zeit dieses Zugs endet { $at }, danach geht es von der Reserve ab)
game-away = 🏖️ { $player } ist im Urlaub, zurück { $until }: Die Uhr steht still.
games-away = { $player } im Urlaub, zurück { $until }
move-conditional = (bedingter Zug)
game-auto-vacation = 🏖️ { $player } hat die Zeit überschritten, daher hat der automatische Urlaub begonnen: Die Uhren hier stehen { $days } Tage lang still (Ende { $until }), außer es wird vorher gezogen.
tournament-no-vacation = Urlaub hält die Uhren dieses Turniers nicht an.

## /vacation

vacation-started = 🏖️ { $player } ist im Urlaub, zurück { $until }: Die Uhren der Fernpartien hier stehen still.
vacation-ended = 👋 { $player } ist zurück: Die Uhren laufen wieder; { $returned } ungenutzte Tage sind zurückgegeben.
vacation-status-away = 🏖️ { $player } ist im Urlaub, zurück { $until }.
vacation-status-here = { $player } ist hier nicht im Urlaub.
vacation-status-auto = Automatischer Urlaub statt Verlust durch Zeitüberschreitung: { $on ->
    [yes] an
   *[no] aus
}.
vacation-auto-on = Automatischer Urlaub ist an: Läuft deine Zeit hier ab, während du noch Urlaubstage hast, beginnt ein Urlaub statt der Niederlage.
vacation-auto-off = Automatischer Urlaub ist aus: Wessen Uhr abläuft, verliert die Partie.
vacation-allowance-set = Jeder Spieler hat auf diesem Server jetzt { $days } Urlaubstage pro Jahr.
vacation-days = Urlaubstage in diesem Jahr: { $used } genommen, { $left } von { $allowance } übrig.

## /premove

premove-set = Bedingte Züge für Partie #{ $game } gespeichert, vor deinem Gegner verborgen:
    { $line }
premove-show = Deine bedingten Züge in Partie #{ $game }:
    { $line }
premove-none = Du hast in dieser Partie keine bedingten Züge.
premove-cleared = Deine bedingten Züge in Partie #{ $game } sind gelöscht.
premove-pair = **{ $move }.** wenn `{ $theirs }`, dann `{ $mine }`

## /notify and direct messages

notify-turn-each-move = eine Nachricht bei jedem Zug
notify-turn-daily = eine tägliche Übersicht um { $hour }:00 Uhr UTC
notify-turn-off = keine
notify-settings = Dein Zug: { $turn } · Zeitwarnungen: { $warnings ->
    [yes] an
   *[no] aus
}.
dm-turn = ♟️ Dein Zug { $move } in Partie #{ $game } ({ $variant }) gegen { $opponent }, fällig { $due }: { $link }
dm-warning = ⏰ Partie #{ $game } ({ $variant }): { $percent } % deiner Zeit sind verbraucht; dein Zug ist { $due } fällig: { $link }
dm-digest-title = { $count ->
    [one] Eine Partie wartet auf deinen Zug
   *[other] { $count } Partien warten auf deinen Zug
}
dm-digest-line = `#{ $game }` { $variant } gegen { $opponent } · fällig { $due } · { $link }
dms-closed = { $player }, Discord lässt mich dir keine Direktnachrichten schicken, deshalb habe ich aufgehört; erlaube sie und nutze /notify, um wieder anzufangen.

## Refusals

refusal-bank-too-short = Eine Zeitreserve von { $time } ist zu kurz: Die kürzeste ist 10m.
refusal-bank-too-long = Eine Zeitreserve von { $time } ist zu lang: Die längste ist 60d.
refusal-vacation-too-long = Du hast dieses Jahr noch { $left } Urlaubstage: Nimm { $left } oder weniger.
refusal-vacation-none-left = Du hast die { $allowance } Urlaubstage dieses Jahres auf diesem Server aufgebraucht.
refusal-vacation-too-short = Ein Urlaub dauert mindestens einen Tag.
refusal-already-away = Du bist schon im Urlaub, zurück { $until }: Beende ihn zuerst mit /vacation end.
refusal-not-away = Du bist hier nicht im Urlaub.
refusal-vacation-allowance = Das Jahreskontingent beträgt höchstens { $max } Tage.
refusal-premove-your-turn = In Partie #{ $game } bist du am Zug: Spiel ihn mit /move. Bedingte Züge sind für den Zug deines Gegners gedacht.
refusal-no-premoves = Du hast in Partie #{ $game } keine bedingten Züge.
refusal-premove-empty = Schreib die Zugfolge als Züge, zuerst den deines Gegners, dann deinen und so weiter (etwa `e3-e6 f7-f5`).
refusal-premove-no-reply = Die Zugfolge endet mit einem Zug deines Gegners (Zug { $count }): Füge deine Antwort hinzu.
refusal-premove-too-long = Eine Zugfolge hat höchstens { $max } Züge.
refusal-premove-notation = Zug { $index } der Zugfolge, `{ $text }`: { $error }
refusal-premove-illegal-theirs = Zug { $index } der Zugfolge, `{ $text }`, ein Zug deines Gegners, ist dort nicht spielbar: { $error }
refusal-premove-illegal-mine = Dein Zug { $index } der Zugfolge, `{ $text }`, ist dort nicht spielbar: { $error }
refusal-premove-game-ends = Die Partie wäre vor Zug { $index } der Zugfolge vorbei: Beende die Zugfolge dort.
