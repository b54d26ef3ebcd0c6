## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Din semester: klockorna i dina korrespondenspartier här står stilla
cmd-vacation-name = semester
cmd-vacation-start = Ta semester i några dagar
cmd-vacation-start-name = starta
cmd-vacation-start--days = Hur många dagar
cmd-vacation-start--days-name = dagar
cmd-vacation-end = Avsluta din semester nu; dagar som inte har börjat får du tillbaka
cmd-vacation-end-name = avsluta
cmd-vacation-status = Om någon är borta, och spelarens semesterdagar i år
cmd-vacation-status-name = status
cmd-vacation-status--user = Vems (din om det utelämnas)
cmd-vacation-status--user-name = spelare
cmd-vacation-auto = Starta semester automatiskt i stället för att förlora på tid, så länge dagar finns kvar
cmd-vacation-auto-name = auto
cmd-vacation-auto--enabled = På eller av
cmd-vacation-auto--enabled-name = aktiv
cmd-vacation-allowance = Varje spelares semesterdagar per år på den här servern (Hantera server)
cmd-vacation-allowance-name = kvot
cmd-vacation-allowance--days = Dagar per år (standard 21)
cmd-vacation-allowance--days-name = dagar
cmd-notify = Direktmeddelanden när det är din tur och när din tid börjar ta slut
cmd-notify-name = aviseringar
cmd-notify--turn = Din tur: ett meddelande vid varje drag, en daglig sammanfattning eller av
cmd-notify--turn-name = tur
cmd-notify--warnings = En varning när 80 % och 95 % av din tid har gått
cmd-notify--warnings-name = varningar
cmd-notify--hour = Timmen för sammanfattningen, UTC (8 om den aldrig har ställts in)
cmd-notify--hour-name = timme
cmd-premove = Villkorliga drag i ett parti, dolda för din motståndare
cmd-premove-name = villkorliga-drag
cmd-premove-set = Ange en dragföljd: motståndarens drag, ditt svar, motståndarens drag, ditt svar …
cmd-premove-set-name = ange
cmd-premove-set--line = Drag: MOTSTÅNDARENS MITT MOTSTÅNDARENS MITT …, som e3-e6 f7-f5
cmd-premove-set--line-name = dragföljd
cmd-premove-set--game = Partinummer (behövs bara om du spelar flera partier här)
cmd-premove-set--game-name = parti
cmd-premove-show = Visa dina villkorliga drag i ett parti
cmd-premove-show-name = visa
cmd-premove-show--game = Partinummer (behövs bara om du spelar flera partier här)
cmd-premove-show--game-name = parti
cmd-premove-clear = Ta bort dina villkorliga drag i ett parti
cmd-premove-clear-name = rensa
cmd-premove-clear--game = Partinummer (behövs bara om du spelar flera partier här)
cmd-premove-clear--game-name = parti
cmd-tournament-create--vacation = Om semestrar stoppar turneringens klockor (standard ja)
cmd-tournament-create--vacation-name = semester
choice-turn-each-move = varje drag
choice-turn-daily = daglig sammanfattning
choice-turn-off = av

## Times left

time-minutes = { $minutes } min
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-days = { $days } d
time-days-hours = { $days } d { $hours } h

## Boards and lists

game-banks = ⏳ Tidsbanker: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (dragets egen tid går ut { $at }, sedan tar tidsbanken över)
game-away = 🏖️ { $player } har semester och är tillbaka { $until }: klockan står stilla.
games-away = { $player } på semester, tillbaka { $until }
move-conditional = (villkorligt drag)
game-auto-vacation = 🏖️ { $player } fick slut på tid, så den automatiska semestern började: klockorna här står stilla i { $days ->
    [one] 1 dag
   *[other] { $days } dagar
} (slut { $until }), om inget drag görs dessförinnan.
tournament-no-vacation = Semestrar stoppar inte turneringens klockor.

## /vacation

vacation-started = 🏖️ { $player } har semester och är tillbaka { $until }: klockorna i korrespondenspartierna här står stilla.
vacation-ended = 👋 { $player } är tillbaka: klockorna går igen; { $returned ->
    [one] 1 oanvänd dag har
   *[other] { $returned } oanvända dagar har
} getts tillbaka.
vacation-status-away = 🏖️ { $player } har semester och är tillbaka { $until }.
vacation-status-here = { $player } har inte semester här.
vacation-status-auto = Automatisk semester i stället för förlust på tid: { $on ->
    [yes] på
   *[no] av
}.
vacation-auto-on = Automatisk semester är på: om din tid tar slut här medan du har semesterdagar kvar börjar en semester i stället för förlusten.
vacation-auto-off = Automatisk semester är av: en klocka som tar slut förlorar partiet.
vacation-allowance-set = Varje spelare har nu { $days ->
    [one] 1 semesterdag
   *[other] { $days } semesterdagar
} per år på den här servern.
vacation-days = Semesterdagar i år: { $used } använda, { $left } kvar av { $allowance }.

## /premove

premove-set = Villkorliga drag sparade för parti #{ $game }, dolda för din motståndare:
    { $line }
premove-show = Dina villkorliga drag i parti #{ $game }:
    { $line }
premove-none = Du har inga villkorliga drag i det här partiet.
premove-cleared = Dina villkorliga drag i parti #{ $game } är borttagna.
premove-pair = **{ $move }.** om `{ $theirs }` så `{ $mine }`

## /notify and direct messages

notify-turn-each-move = ett meddelande vid varje drag
notify-turn-daily = en daglig sammanfattning kl. { $hour }.00 UTC
notify-turn-off = inga
notify-settings = Din tur: { $turn } · tidsvarningar: { $warnings ->
    [yes] på
   *[no] av
}.
dm-turn = ♟️ Ditt drag { $move } i parti #{ $game } ({ $variant }) mot { $opponent }, tiden går ut { $due }: { $link }
dm-warning = ⏰ Parti #{ $game } ({ $variant }): { $percent } % av din tid har gått; tiden för ditt drag går ut { $due }: { $link }
dm-digest-title = { $count ->
    [one] Ett parti väntar på ditt drag
   *[other] { $count } partier väntar på ditt drag
}
dm-digest-line = `#{ $game }` { $variant } mot { $opponent } · tiden går ut { $due } · { $link }
dms-closed = { $player }, Discord låter mig inte skicka direktmeddelanden till dig, så jag har slutat; öppna dem och använd /notify för att börja igen.

## Refusals

refusal-bank-too-short = En tidsbank på { $time } är för kort: den kortaste är 10m.
refusal-bank-too-long = En tidsbank på { $time } är för lång: den längsta är 60d.
refusal-vacation-too-long = Du har { $left ->
    [one] 1 semesterdag
   *[other] { $left } semesterdagar
} kvar i år: be om högst { $left }.
refusal-vacation-none-left = Du har redan använt alla årets semesterdagar på den här servern ({ $allowance }).
refusal-vacation-too-short = En semester är minst en dag.
refusal-already-away = Du har redan semester och är tillbaka { $until }: avsluta den först med /vacation end.
refusal-not-away = Du har inte semester här.
refusal-vacation-allowance = Årskvoten är högst { $max } dagar.
refusal-premove-your-turn = Det är ditt drag i parti #{ $game }: spela det med /move. Villkorliga drag är till för motståndarens tur.
refusal-no-premoves = Du har inga villkorliga drag i parti #{ $game }.
refusal-premove-empty = Skriv dragföljden som drag, motståndarens först, sedan ditt och så vidare (som `e3-e6 f7-f5`).
refusal-premove-no-reply = Dragföljden slutar med motståndarens drag (drag { $count }): lägg till ditt svar.
refusal-premove-too-long = En dragföljd har högst { $max } drag.
refusal-premove-notation = Drag { $index } i dragföljden, `{ $text }`: { $error }
refusal-premove-illegal-theirs = Motståndarens drag { $index } i dragföljden, `{ $text }`, kan inte spelas där: { $error }
refusal-premove-illegal-mine = Ditt drag { $index } i dragföljden, `{ $text }`, kan inte spelas där: { $error }
refusal-premove-game-ends = Partiet skulle vara slut före drag { $index } i dragföljden: avsluta dragföljden där.
