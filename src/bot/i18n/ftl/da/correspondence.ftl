## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Din ferie: urene i dine korrespondancepartier her står stille
cmd-vacation-name = ferie
cmd-vacation-start = Tag på ferie i nogle dage
cmd-vacation-start-name = start
cmd-vacation-start--days = Hvor mange dage
cmd-vacation-start--days-name = dage
cmd-vacation-end = Afslut din ferie nu; dage, der ikke er begyndt, får du tilbage
cmd-vacation-end-name = afslut
cmd-vacation-status = Om en spiller er væk, og spillerens feriedage i år
cmd-vacation-status-name = status
cmd-vacation-status--user = Hvis (din, hvis udeladt)
cmd-vacation-status--user-name = spiller
cmd-vacation-auto = Start automatisk en ferie i stedet for at tabe på tid, så længe der er dage tilbage
cmd-vacation-auto-name = auto
cmd-vacation-auto--enabled = Til eller fra
cmd-vacation-auto--enabled-name = aktiv
cmd-vacation-allowance = Hver spillers feriedage om året på denne server (Administrer server)
cmd-vacation-allowance-name = kvote
cmd-vacation-allowance--days = Dage om året (standard 21)
cmd-vacation-allowance--days-name = dage
cmd-notify = Direkte beskeder, når det er din tur, og når din tid er ved at løbe ud
cmd-notify-name = beskeder
cmd-notify--turn = Din tur: en besked ved hvert træk, en daglig oversigt eller fra
cmd-notify--turn-name = tur
cmd-notify--warnings = En advarsel, når 80 % og 95 % af din tid er gået
cmd-notify--warnings-name = advarsler
cmd-notify--hour = Oversigtens klokkeslæt, UTC (8, hvis det aldrig er valgt)
cmd-notify--hour-name = klokkeslæt
cmd-premove = Betingede træk i et parti, skjult for din modstander
cmd-premove-name = betingede-træk
cmd-premove-set = Angiv en trækfølge: modstanderens træk, dit svar, modstanderens træk, dit svar …
cmd-premove-set-name = angiv
cmd-premove-set--line = Træk: MODSTANDERENS DIT MODSTANDERENS DIT …, fx e3-e6 f7-f5
cmd-premove-set--line-name = trækfølge
cmd-premove-set--game = Partinummer (kun nødvendigt, hvis du spiller flere partier her)
cmd-premove-set--game-name = parti
cmd-premove-show = Vis dine betingede træk i et parti
cmd-premove-show-name = vis
cmd-premove-show--game = Partinummer (kun nødvendigt, hvis du spiller flere partier her)
cmd-premove-show--game-name = parti
cmd-premove-clear = Fjern dine betingede træk i et parti
cmd-premove-clear-name = ryd
cmd-premove-clear--game = Partinummer (kun nødvendigt, hvis du spiller flere partier her)
cmd-premove-clear--game-name = parti
cmd-tournament-create--vacation = Om ferier stopper turneringens ure (standard ja)
cmd-tournament-create--vacation-name = ferie
choice-turn-each-move = ved hvert træk
choice-turn-daily = daglig oversigt
choice-turn-off = fra

## Times left

time-minutes = { $minutes } min
time-hours = { $hours } t
time-hours-minutes = { $hours } t { $minutes } min
time-days = { $days } d
time-days-hours = { $days } d { $hours } t

## Boards and lists

game-banks = ⏳ Tidsbanker: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (dette træks egen tid udløber { $at }, derefter tager tidsbanken over)
game-away = 🏖️ { $player } er på ferie og tilbage { $until }: uret står stille.
games-away = { $player } på ferie, tilbage { $until }
move-conditional = (betinget træk)
game-auto-vacation = 🏖️ { $player } løb tør for tid, så den automatiske ferie begyndte: urene her står stille i { $days } dage (slut { $until }), medmindre der bliver trukket før.
tournament-no-vacation = Ferier stopper ikke turneringens ure.

## /vacation

vacation-started = 🏖️ { $player } er på ferie og tilbage { $until }: urene i korrespondancepartierne her står stille.
vacation-ended = 👋 { $player } er tilbage: urene går igen; { $returned } ubrugte dage er givet tilbage.
vacation-status-away = 🏖️ { $player } er på ferie og tilbage { $until }.
vacation-status-here = { $player } er ikke på ferie her.
vacation-status-auto = Automatisk ferie i stedet for tab på tid: { $on ->
    [yes] til
   *[no] fra
}.
vacation-auto-on = Automatisk ferie er slået til: løber din tid ud her, mens du har feriedage tilbage, begynder en ferie i stedet for tabet.
vacation-auto-off = Automatisk ferie er slået fra: et ur, der løber ud, taber partiet.
vacation-allowance-set = Hver spiller har nu { $days } feriedage om året på denne server.
vacation-days = Feriedage i år: { $used } brugt, { $left } tilbage af { $allowance }.

## /premove

premove-set = Betingede træk gemt for parti #{ $game }, skjult for din modstander:
    { $line }
premove-show = Dine betingede træk i parti #{ $game }:
    { $line }
premove-none = Du har ingen betingede træk i dette parti.
premove-cleared = Dine betingede træk i parti #{ $game } er fjernet.
premove-pair = **{ $move }.** hvis `{ $theirs }`, så `{ $mine }`

## /notify and direct messages

notify-turn-each-move = en besked ved hvert træk
notify-turn-daily = en daglig oversigt kl. { $hour }.00 UTC
notify-turn-off = ingen
notify-settings = Din tur: { $turn } · tidsadvarsler: { $warnings ->
    [yes] til
   *[no] fra
}.
dm-turn = ♟️ Dit træk { $move } i parti #{ $game } ({ $variant }) mod { $opponent }, senest { $due }: { $link }
dm-warning = ⏰ Parti #{ $game } ({ $variant }): { $percent } % af din tid er gået; dit træk skal spilles senest { $due }: { $link }
dm-digest-title = { $count ->
    [one] Ét parti venter på dit træk
   *[other] { $count } partier venter på dit træk
}
dm-digest-line = `#{ $game }` { $variant } mod { $opponent } · senest { $due } · { $link }
dms-closed = { $player }, Discord lader mig ikke sende dig direkte beskeder, så jeg er holdt op; åbn for dem, og brug /notify for at starte igen.

## Refusals

refusal-bank-too-short = En tidsbank på { $time } er for kort: den korteste er 10m.
refusal-bank-too-long = En tidsbank på { $time } er for lang: den længste er 60d.
refusal-vacation-too-long = Du har { $left } feriedage tilbage i år: bed om { $left } eller færre.
refusal-vacation-none-left = Du har brugt årets { $allowance } feriedage på denne server.
refusal-vacation-too-short = En ferie varer mindst én dag.
refusal-already-away = Du er allerede på ferie og tilbage { $until }: afslut den først med /vacation end.
refusal-not-away = Du er ikke på ferie her.
refusal-vacation-allowance = Den årlige kvote er højst { $max } dage.
refusal-premove-your-turn = Det er dit træk i parti #{ $game }: spil det med /move. Betingede træk er til din modstanders tur.
refusal-no-premoves = Du har ingen betingede træk i parti #{ $game }.
refusal-premove-empty = Skriv trækfølgen som træk, din modstanders først, så dit og så videre (fx `e3-e6 f7-f5`).
refusal-premove-no-reply = Trækfølgen slutter med din modstanders træk (træk { $count }): tilføj dit svar.
refusal-premove-too-long = En trækfølge har højst { $max } træk.
refusal-premove-notation = Træk { $index } i trækfølgen, `{ $text }`: { $error }
refusal-premove-illegal-theirs = Din modstanders træk { $index } i trækfølgen, `{ $text }`, kan ikke spilles der: { $error }
refusal-premove-illegal-mine = Dit træk { $index } i trækfølgen, `{ $text }`, kan ikke spilles der: { $error }
refusal-premove-game-ends = Partiet ville være slut før træk { $index } i trækfølgen: afslut trækfølgen der.
