## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Ferien din: klokkene i korrespondansepartiene dine her står stille
cmd-vacation-name = ferie
cmd-vacation-start = Ta ferie i noen dager
cmd-vacation-start-name = start
cmd-vacation-start--days = Hvor mange dager
cmd-vacation-start--days-name = dager
cmd-vacation-end = Avslutt ferien nå; dager som ikke har begynt, får du tilbake
cmd-vacation-end-name = avslutt
cmd-vacation-status = Om noen er borte, og spillerens feriedager i år
cmd-vacation-status-name = status
cmd-vacation-status--user = Hvilken spiller (deg hvis utelatt)
cmd-vacation-status--user-name = spiller
cmd-vacation-auto = Start ferie automatisk i stedet for å tape på tid, så lenge du har dager igjen
cmd-vacation-auto-name = auto
cmd-vacation-auto--enabled = På eller av
cmd-vacation-auto--enabled-name = aktiv
cmd-vacation-allowance = Hver spillers feriedager per år på denne serveren (Administrer server)
cmd-vacation-allowance-name = kvote
cmd-vacation-allowance--days = Dager per år (standard 21)
cmd-vacation-allowance--days-name = dager
cmd-notify = Direktemeldinger når det er din tur, og når tiden din holder på å renne ut
cmd-notify-name = varsler
cmd-notify--turn = Din tur: en melding for hvert trekk, en daglig oversikt eller av
cmd-notify--turn-name = tur
cmd-notify--warnings = Et varsel når 80 % og 95 % av tiden din er brukt
cmd-notify--warnings-name = advarsler
cmd-notify--hour = Klokkeslett for oversikten, UTC (8 hvis aldri valgt)
cmd-notify--hour-name = klokkeslett
cmd-premove = Betingede trekk i et parti, skjult for motstanderen
cmd-premove-name = betingede-trekk
cmd-premove-set = Skriv inn en trekkfølge: motstanderens trekk, ditt svar, motstanderens trekk, ditt svar …
cmd-premove-set-name = angi
cmd-premove-set--line = Trekk: MOTSTANDERENS DITT MOTSTANDERENS DITT …, f.eks. e3-e6 f7-f5
cmd-premove-set--line-name = trekkfølge
cmd-premove-set--game = Partinummer (trengs bare hvis du spiller flere partier her)
cmd-premove-set--game-name = parti
cmd-premove-show = Vis de betingede trekkene dine i et parti
cmd-premove-show-name = vis
cmd-premove-show--game = Partinummer (trengs bare hvis du spiller flere partier her)
cmd-premove-show--game-name = parti
cmd-premove-clear = Fjern de betingede trekkene dine i et parti
cmd-premove-clear-name = tøm
cmd-premove-clear--game = Partinummer (trengs bare hvis du spiller flere partier her)
cmd-premove-clear--game-name = parti
cmd-tournament-create--vacation = Om ferier stopper klokkene i turneringen (standard ja)
cmd-tournament-create--vacation-name = ferie
choice-turn-each-move = hvert trekk
choice-turn-daily = daglig oversikt
choice-turn-off = av

## Times left

time-minutes = { $minutes } min
time-hours = { $hours } t
time-hours-minutes = { $hours } t { $minutes } min
time-days = { $days } d
time-days-hours = { $days } d { $hours } t

## Boards and lists

game-banks = ⏳ Tidsbanker: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (dette trekkets egen tid går ut { $at }, deretter tar tidsbanken over)
game-away = 🏖️ { $player } er på ferie og tilbake { $until }: klokken står stille.
games-away = { $player } på ferie, tilbake { $until }
move-conditional = (betinget trekk)
game-auto-vacation = 🏖️ { $player } gikk tom for tid, så den automatiske ferien begynte: klokkene her står stille i { $days } dager (slutt { $until }), med mindre det blir spilt et trekk før.
tournament-no-vacation = Ferier stopper ikke klokkene i turneringen.

## /vacation

vacation-started = 🏖️ { $player } er på ferie og tilbake { $until }: klokkene i korrespondansepartiene her står stille.
vacation-ended = 👋 { $player } er tilbake: klokkene går igjen; { $returned } ubrukte dager er gitt tilbake.
vacation-status-away = 🏖️ { $player } er på ferie og tilbake { $until }.
vacation-status-here = { $player } er ikke på ferie her.
vacation-status-auto = Automatisk ferie i stedet for tap på tid: { $on ->
    [yes] på
   *[no] av
}.
vacation-auto-on = Automatisk ferie er på: renner tiden din ut her mens du har feriedager igjen, begynner en ferie i stedet for tapet.
vacation-auto-off = Automatisk ferie er av: en klokke som renner ut, taper partiet.
vacation-allowance-set = Hver spiller har nå { $days } feriedager per år på denne serveren.
vacation-days = Feriedager i år: { $used } brukt, { $left } igjen av { $allowance }.

## /premove

premove-set = Betingede trekk lagret for parti #{ $game }, skjult for motstanderen:
    { $line }
premove-show = De betingede trekkene dine i parti #{ $game }:
    { $line }
premove-none = Du har ingen betingede trekk i dette partiet.
premove-cleared = De betingede trekkene dine i parti #{ $game } er fjernet.
premove-pair = **{ $move }.** hvis `{ $theirs }`, så `{ $mine }`

## /notify and direct messages

notify-turn-each-move = en melding for hvert trekk
notify-turn-daily = en daglig oversikt kl. { $hour }.00 UTC
notify-turn-off = ingen
notify-settings = Din tur: { $turn } · tidsvarsler: { $warnings ->
    [yes] på
   *[no] av
}.
dm-turn = ♟️ Ditt trekk { $move } i parti #{ $game } ({ $variant }) mot { $opponent }, senest { $due }: { $link }
dm-warning = ⏰ Parti #{ $game } ({ $variant }): { $percent } % av tiden din er brukt; trekket ditt må spilles senest { $due }: { $link }
dm-digest-title = { $count ->
    [one] Ett parti venter på trekket ditt
   *[other] { $count } partier venter på trekket ditt
}
dm-digest-line = `#{ $game }` { $variant } mot { $opponent } · senest { $due } · { $link }
dms-closed = { $player }, Discord lar meg ikke sende deg direktemeldinger, så jeg har sluttet; åpne for dem, og bruk /notify for å starte igjen.

## Refusals

refusal-bank-too-short = En tidsbank på { $time } er for kort: den korteste er 10m.
refusal-bank-too-long = En tidsbank på { $time } er for lang: den lengste er 60d.
refusal-vacation-too-long = Du har { $left } feriedager igjen i år: be om { $left } eller færre.
refusal-vacation-none-left = Du har brukt årets { $allowance } feriedager på denne serveren.
refusal-vacation-too-short = En ferie varer minst én dag.
refusal-already-away = Du er allerede på ferie og tilbake { $until }: avslutt den først med /vacation end.
refusal-not-away = Du er ikke på ferie her.
refusal-vacation-allowance = Den årlige kvoten er høyst { $max } dager.
refusal-premove-your-turn = Det er ditt trekk i parti #{ $game }: spill det med /move. Betingede trekk er for motstanderens tur.
refusal-no-premoves = Du har ingen betingede trekk i parti #{ $game }.
refusal-premove-empty = Skriv trekkfølgen som trekk, motstanderens først, så ditt, og så videre (f.eks. `e3-e6 f7-f5`).
refusal-premove-no-reply = Trekkfølgen slutter med motstanderens trekk (trekk { $count }): legg til svaret ditt.
refusal-premove-too-long = En trekkfølge har høyst { $max } trekk.
refusal-premove-notation = Trekk { $index } i trekkfølgen, `{ $text }`: { $error }
refusal-premove-illegal-theirs = Motstanderens trekk { $index } i trekkfølgen, `{ $text }`, kan ikke spilles der: { $error }
refusal-premove-illegal-mine = Ditt trekk { $index } i trekkfølgen, `{ $text }`, kan ikke spilles der: { $error }
refusal-premove-game-ends = Partiet ville vært over før trekk { $index } i trekkfølgen: avslutt trekkfølgen der.
