## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Lomasi: kirjepeliesi kellot täällä seisovat
cmd-vacation-name = loma
cmd-vacation-start = Jää lomalle muutamaksi päiväksi
cmd-vacation-start-name = aloita
cmd-vacation-start--days = Montako päivää
cmd-vacation-start--days-name = päivät
cmd-vacation-end = Lopeta lomasi nyt; alkamattomat päivät palautuvat
cmd-vacation-end-name = lopeta
cmd-vacation-status = Onko joku poissa, ja hänen lomapäivänsä tänä vuonna
cmd-vacation-status-name = tila
cmd-vacation-status--user = Kenen (omasi, jos jätät tyhjäksi)
cmd-vacation-status--user-name = pelaaja
cmd-vacation-auto = Aloita loma automaattisesti aikahäviön sijaan, kun lomapäiviä on jäljellä
cmd-vacation-auto-name = automaattinen
cmd-vacation-auto--enabled = Päällä vai pois
cmd-vacation-auto--enabled-name = päällä
cmd-vacation-allowance = Kunkin pelaajan lomapäivät vuodessa tällä palvelimella (Hallitse palvelinta)
cmd-vacation-allowance-name = kiintiö
cmd-vacation-allowance--days = Päiviä vuodessa (oletus 21)
cmd-vacation-allowance--days-name = päivät
cmd-notify = Yksityisviestit vuorollasi ja kun aikasi alkaa loppua
cmd-notify-name = ilmoitukset
cmd-notify--turn = Vuorosi: viesti joka siirrosta, päivittäinen kooste tai ei mitään
cmd-notify--turn-name = vuoro
cmd-notify--warnings = Varoitus, kun 80 % ja 95 % ajastasi on kulunut
cmd-notify--warnings-name = varoitukset
cmd-notify--hour = Koosteen kellonaika, UTC (8, jos et ole asettanut)
cmd-notify--hour-name = tunti
cmd-premove = Ehdolliset siirrot pelissä, piilossa vastustajaltasi
cmd-premove-name = ehdolliset-siirrot
cmd-premove-set = Syötä siirtosarja: vastustajan siirto, vastauksesi, vastustajan siirto, vastauksesi…
cmd-premove-set-name = aseta
cmd-premove-set--line = Siirrot VASTUSTAJAN OMA VASTUSTAJAN OMA…, esim. e3-e6 f7-f5
cmd-premove-set--line-name = siirtosarja
cmd-premove-set--game = Pelin numero (tarvitaan vain, jos pelaat täällä useaa peliä)
cmd-premove-set--game-name = peli
cmd-premove-show = Näytä ehdolliset siirtosi pelissä
cmd-premove-show-name = näytä
cmd-premove-show--game = Pelin numero (tarvitaan vain, jos pelaat täällä useaa peliä)
cmd-premove-show--game-name = peli
cmd-premove-clear = Poista ehdolliset siirtosi pelissä
cmd-premove-clear-name = tyhjennä
cmd-premove-clear--game = Pelin numero (tarvitaan vain, jos pelaat täällä useaa peliä)
cmd-premove-clear--game-name = peli
cmd-tournament-create--vacation = Pysäyttävätkö lomat turnauksen kellot (oletus kyllä)
cmd-tournament-create--vacation-name = loma
choice-turn-each-move = joka siirrosta
choice-turn-daily = päivittäinen kooste
choice-turn-off = pois

## Times left

time-minutes = { $minutes } min
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-days = { $days } pv
time-days-hours = { $days } pv { $hours } h

## Boards and lists

game-banks = ⏳ Aikapankit: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (tämän siirron oma aika päättyy { $at }, sen jälkeen aikaa kuluu pankista)
game-away = 🏖️ Pelaaja { $player } on lomalla ja palaa { $until }: hänen kellonsa seisoo.
games-away = { $player } lomalla, palaa { $until }
move-conditional = (ehdollinen siirto)
game-auto-vacation = 🏖️ Pelaajan { $player } aika loppui, joten hänen automaattinen lomansa alkoi: hänen kellonsa seisovat täällä { $days ->
    [one] yhden päivän
   *[other] { $days } päivää
} (loma päättyy { $until }), ellei hän siirrä sitä ennen.
tournament-no-vacation = Lomat eivät pysäytä turnauksen kelloja.

## /vacation

vacation-started = 🏖️ Pelaaja { $player } on lomalla ja palaa { $until }: hänen kirjepeliensä kellot täällä seisovat.
vacation-ended = 👋 Pelaaja { $player } on palannut: hänen kellonsa käyvät taas; { $returned ->
    [one] yksi käyttämätön päivä palautui
   *[other] { $returned } käyttämätöntä päivää palautui
}.
vacation-status-away = 🏖️ Pelaaja { $player } on lomalla ja palaa { $until }.
vacation-status-here = Pelaaja { $player } ei ole täällä lomalla.
vacation-status-auto = Automaattinen loma aikahäviön sijaan: { $on ->
    [yes] päällä
   *[no] pois
}.
vacation-auto-on = Automaattinen loma on päällä: jos aikasi loppuu täällä, kun sinulla on lomapäiviä jäljellä, häviön sijaan alkaa loma.
vacation-auto-off = Automaattinen loma on pois päältä: kun kello käy loppuun, peli hävitään.
vacation-allowance-set = Jokaisella pelaajalla on nyt { $days ->
    [one] yksi lomapäivä
   *[other] { $days } lomapäivää
} vuodessa tällä palvelimella.
vacation-days = Lomapäivät tänä vuonna: käytetty { $used }, jäljellä { $left }/{ $allowance }.

## /premove

premove-set = Ehdolliset siirrot tallennettu peliin #{ $game }, piilossa vastustajaltasi:
    { $line }
premove-show = Ehdolliset siirtosi pelissä #{ $game }:
    { $line }
premove-none = Sinulla ei ole ehdollisia siirtoja tässä pelissä.
premove-cleared = Ehdolliset siirtosi pelissä #{ $game } on poistettu.
premove-pair = **{ $move }.** jos `{ $theirs }`, niin `{ $mine }`

## /notify and direct messages

notify-turn-each-move = viesti joka siirrosta
notify-turn-daily = päivittäinen kooste klo { $hour }.00 UTC
notify-turn-off = ei mitään
notify-settings = Vuorosi: { $turn } · aikavaroitukset: { $warnings ->
    [yes] päällä
   *[no] pois
}.
dm-turn = ♟️ Siirtosi { $move } pelissä #{ $game } ({ $variant }), vastustaja { $opponent }, viimeistään { $due }: { $link }
dm-warning = ⏰ Peli #{ $game } ({ $variant }): { $percent } % ajastasi on kulunut; siirrä viimeistään { $due }: { $link }
dm-digest-title = { $count ->
    [one] Yksi peli odottaa siirtoasi
   *[other] { $count } peliä odottaa siirtoasi
}
dm-digest-line = `#{ $game }` { $variant } · vastustaja { $opponent } · viimeistään { $due } · { $link }
dms-closed = { $player }, Discord ei anna minun lähettää sinulle yksityisviestejä, joten lopetin; salli ne ja aloita uudelleen komennolla /notify.

## Refusals

refusal-bank-too-short = Aikapankki { $time } on liian lyhyt: lyhin on 10m.
refusal-bank-too-long = Aikapankki { $time } on liian pitkä: pisin on 60d.
refusal-vacation-too-long = Sinulla on tänä vuonna jäljellä { $left ->
    [one] yksi lomapäivä
   *[other] { $left } lomapäivää
}: pyydä enintään { $left }.
refusal-vacation-none-left = Olet käyttänyt tämän vuoden lomapäiväsi ({ $allowance }) tällä palvelimella.
refusal-vacation-too-short = Loma kestää vähintään yhden päivän.
refusal-already-away = Olet jo lomalla ja palaat { $until }: lopeta loma ensin komennolla /vacation end.
refusal-not-away = Et ole täällä lomalla.
refusal-vacation-allowance = Vuosikiintiö on enintään { $max } päivää.
refusal-premove-your-turn = Pelissä #{ $game } on sinun vuorosi: siirrä komennolla /move. Ehdolliset siirrot ovat vastustajan vuoroa varten.
refusal-no-premoves = Sinulla ei ole ehdollisia siirtoja pelissä #{ $game }.
refusal-premove-empty = Kirjoita siirtosarja siirtoina, ensin vastustajan, sitten omasi ja niin edelleen (esim. `e3-e6 f7-f5`).
refusal-premove-no-reply = Siirtosarja päättyy vastustajan siirtoon (siirto { $count }): lisää vastauksesi.
refusal-premove-too-long = Siirtosarjassa voi olla enintään { $max } siirtoa.
refusal-premove-notation = Siirtosarjan siirto { $index }, `{ $text }`: { $error }
refusal-premove-illegal-theirs = Vastustajan siirtoa { $index } siirtosarjassa, `{ $text }`, ei voi pelata siinä kohdassa: { $error }
refusal-premove-illegal-mine = Omaa siirtoasi { $index } siirtosarjassa, `{ $text }`, ei voi pelata siinä kohdassa: { $error }
refusal-premove-game-ends = Peli päättyisi ennen siirtosarjan siirtoa { $index }: lopeta siirtosarja siihen.
