## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Pahoittelut, jotain meni vikaan meidän päässämme (viite { $reference }). Yritä hetken päästä uudelleen.

## Which game

refusal-unknown-game = Peliä #{ $game } ei ole.
refusal-no-active-game = Sinulla ei ole täällä käynnissä olevaa peliä: anna pelin numero.
refusal-no-game = Täällä ei ole peliä: anna pelin numero.
refusal-no-finished-game = Sinulla ei ole päättynyttä peliä tällä kanavalla: anna revanssia varten pelin numero valinnassa `{ cmd-rematch--game-name }`.
refusal-several-games = Sinulla on täällä useita käynnissä olevia pelejä ({ $games }): anna pelin numero.

## Playing a game

refusal-not-a-player = Et pelaa pelissä #{ $game }.
refusal-not-your-turn = Ei ole sinun vuorosi pelissä #{ $game }: vuorossa ovat { $side }.
refusal-game-over = Peli #{ $game } on päättynyt: { $result }.
refusal-game-over-unknown = Peli #{ $game } on päättynyt.
refusal-game-already-over = Peli #{ $game } on jo päättynyt.
refusal-stale = Peli #{ $game } on muuttunut sen jälkeen, kun katsoit sitä (nyt menossa siirto { $move }): katso lautaa uudelleen ja lähetä siirtosi uudestaan.
refusal-no-move = Siirtoa ei annettu: kirjoita se muodossa e3-e6.
refusal-not-a-move = `{ $text }` ei ole siirto: kirjoita se muodossa e3-e6.
refusal-illegal-move = Laiton siirto: { $reason }.
refusal-wrong-captures = Merkitsemäsi vangitut eivät vastaa siirtoa { $move } (merkitty: { $claimed }; todellisuudessa: { $actual }): jätä vangitut pois tai merkitse ne oikein.
# The captures of a move that captures none.
refusal-captures-nothing = ei mitään
refusal-cannot-abort = Peliä #{ $game } ei voi enää keskeyttää: molemmat puolet ovat siirtäneet (luovuta tai tarjoa tasapeliä).
refusal-tournament-game-abort = Peli #{ $game } on turnauspeli: sitä ei voi keskeyttää (`/{ cmd-resign-name }` luovuttaa sen).
refusal-draw-already-offered = Olet jo tarjonnut tasapeliä pelissä #{ $game }: odota vastustajasi vastausta.
refusal-draw-recently-declined = Tasapelitarjouksesi pelissä #{ $game } hylättiin: voit tarjota uudelleen seuraavan siirtosi jälkeen.
refusal-no-draw-offer = Pelissä #{ $game } ei ole tasapelitarjousta, johon vastata.
refusal-imported-game = Peli #{ $game } on tuotu pöytäkirja: sen voi näyttää ja viedä, mutta sitä ei voi pelata.

## Challenges and rematches

refusal-still-playing = Peli #{ $game } on vielä käynnissä: revanssia voi pyytää, kun se on päättynyt.
refusal-rematch-pending = Pelin #{ $game } revanssi odottaa jo: haaste #{ $challenge }.
refusal-unknown-challenge = Haastetta #{ $challenge } ei ole.
refusal-challenge-expired = Haaste #{ $challenge } on vanhentunut: haasta uudelleen.
refusal-challenge-closed = Haaste #{ $challenge } on jo { $status ->
    [accepted] hyväksytty
    [declined] hylätty
    [cancelled] peruttu
    [expired] vanhentunut
   *[open] käsitelty
}.
refusal-own-challenge = Et voi hyväksyä omaa haastettasi: odota vastustajaa tai peru haaste.
refusal-not-addressed-to-you = Haaste #{ $challenge } on osoitettu jollekulle muulle ({ $opponent }).
refusal-not-your-challenge = Vain haasteen #{ $challenge } tekijä voi perua sen.
refusal-cannot-decline-open = Haaste #{ $challenge } on avoin kaikille: sitä ei voi hylätä, vain jättää huomiotta (tai sen tekijä voi perua sen).
refusal-decline-own = Et voi hylätä omaa haastettasi: peru se sen sijaan.
refusal-self-challenge = Et voi haastaa itseäsi: jätä vastustaja pois, niin haaste on avoin kaikille.
refusal-bot-opponent = Botit eivät voi hyväksyä haasteita: haasta ihminen tai jätä `{ cmd-challenge--opponent-name }` pois, niin haaste on avoin kaikille.
refusal-too-many-challenges = Sinulla on jo { $count ->
    [one] 1 avoin haaste
   *[other] { $count } avointa haastetta
}: peru jokin tai odota, että ne hyväksytään tai vanhenevat.
refusal-unknown-variant = Peliä `{ $key }` ei ole (pelit: { $known }).
refusal-unknown-layout = Pelissä { $variant } ei ole asetelmaa `{ $layout }` (asetelmat: { $known }).
refusal-bad-position = Alkuasemaa ei voi pelata: { $reason }.
refusal-decided-position = Alkuasema on jo ratkennut ({ $result }): valitse sellainen, jossa kumpikin puoli voi pelata.
refusal-time-malformed = `{ $text }` ei ole aika: kirjoita luku ja m, h tai d (esim. 10m, 2h, 3d), aika ja aikapankki (esim. 1d+7d) tai none.
refusal-time-too-short = { $time } on liian lyhyt: lyhin siirtoaika on 10m.
refusal-time-too-long = { $time } on liian pitkä: pisin siirtoaika on 30d.
refusal-bad-ai-level = Tasoa { $level } ei ole (tasot ovat 1–5).
refusal-too-many-ai-games = Pelaat jo { $count ->
    [one] yhtä peliä
   *[other] { $count } peliä
} tekoälyä vastaan: pelaa jokin loppuun tai luovuta se ennen kuin aloitat uuden.
refusal-not-for-the-ai = Haastetta #{ $challenge } ei ole osoitettu tekoälylle.
refusal-bad-record = Pöytäkirjaa ei voi tuoda: { $reason }.

## Tournaments

refusal-not-in-server = Turnauksia pidetään palvelimilla, ei yksityisviesteissä.
refusal-tournament-name = Anna turnaukselle nimi, jonka pituus on 1–{ $max } merkkiä.
refusal-swiss-rounds = Sveitsiläisessä turnauksessa on 1–{ $max } kierrosta.
refusal-rounds-only-for-swiss = Kierrosten määrä asetetaan vain sveitsiläiselle turnaukselle: { $format ->
    [round_robin] kaikki kaikkia vastaan -turnauksessa
   *[knockout] pudotuspelissä
} se määräytyy itsestään.
refusal-tournament-players = { $format ->
    [swiss] Sveitsiläiseen turnaukseen
    [round_robin] Kaikki kaikkia vastaan -turnaukseen
   *[knockout] Pudotuspeliin
} mahtuu 2–{ $max } pelaajaa.
refusal-signup-too-long = Ilmoittautuminen voi olla auki enintään { $days ->
    [one] yhden päivän
   *[other] { $days } päivää
}.
refusal-no-ai-in-tournaments = Tekoäly ei pelaa turnauksissa.
refusal-unknown-format = Tuntematon järjestelmä `{ $format }`: käytä round_robin, swiss tai knockout.
refusal-unknown-tournament = Tällä palvelimella ei ole turnausta #{ $tournament }.
refusal-no-tournament-here = Tällä palvelimella ei ole { $action ->
    [join] turnausta, jonka ilmoittautuminen on auki
    [start] turnausta, jonka ilmoittautuminen on auki
    [leave] turnausta, josta voisit poistua
    [cancel] turnausta, jonka voisi perua
   *[show] näytettävää turnausta
}: anna turnauksen numero.
refusal-not-organizer = Vain järjestäjät (Hallitse palvelinta -oikeus tai järjestäjärooli) tai turnauksen luoja voivat tehdä tämän.
refusal-manage-server = Vain jäsenet, joilla on Hallitse palvelinta -oikeus, voivat tehdä tämän.
refusal-tournament-closed = Turnaus #{ $tournament } { $status ->
    [signup] ei ole vielä alkanut
    [running] on jo alkanut
    [finished] on päättynyt
   *[cancelled] on peruttu
}: { $action ->
    [join] ilmoittautuminen on suljettu
    [leave] siitä ei voi poistua
    [start] sitä ei voi aloittaa
    [cancel] sitä ei voi perua
   *[show] näytettävää ei ole
}.
refusal-signup-closed = Turnauksen #{ $tournament } ilmoittautumisaika on päättynyt: ilmoittautuminen on suljettu.
refusal-tournament-full = Turnaus #{ $tournament } on täynnä.
refusal-already-joined = Olet jo liittynyt turnaukseen #{ $tournament }.
refusal-not-in-tournament = Et pelaa turnauksessa #{ $tournament }.
refusal-too-few-players = Turnaus #{ $tournament } tarvitsee alkaakseen vähintään kaksi pelaajaa.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = peli on päättynyt
illegal-off-board = { $square } on { $size }x{ $size }-laudan ulkopuolella
illegal-same-square = nappulan on lähdettävä ruudustaan
illegal-no-piece = ruudussa { $square } ei ole nappulaa
illegal-not-your-piece = ruudun { $square } nappula ei ole sinun: vuorossa ovat { $side }
illegal-troll-king-moves = peikkokuningas ei koskaan liiku: se hyppää vain, kun { $king } on saarrettu
illegal-occupied = ruutu { $square } on varattu
illegal-not-straight = nappulat liikkuvat vaaka- tai pystysuoraan, eivät koskaan vinottain
illegal-not-knight = tässä pelissä kaikki nappulat liikkuvat kuin shakin ratsu
illegal-blocked = tie ruudusta { $from } ruutuun { $to } on tukossa ruudussa { $at }
illegal-cannot-stop = { $square } on { $group }: vain { $king } saa pysähtyä siihen
illegal-cannot-pass = { $square } on { $group }: vain { $king } saa kulkea sen kautta
illegal-unusable = { $square } on { $group }: mikään nappula ei saa mennä siihen
illegal-king-one-step = { $king } liikkuu yhden ruudun kerrallaan
illegal-king-one-step-or-slide = { $king } liikkuu yhden ruudun kerrallaan tai liukuu vapaata linjaa pitkin reunalle
illegal-king-leaps-defenders-only = { $king } saa hypätä vain oman puolensa ({ $defenders }) yli: { $square } on tiellä
illegal-defenders-cannot-leap = { $defenders } eivät saa hypätä nappuloiden yli: { $square } on tiellä (vain { $king } saa)
illegal-cannot-leap-own = { $side } eivät saa hypätä omien nappuloidensa yli: { $square } on tiellä
illegal-repetition = siirto toistaisi saman aseman kolmannen kerran: { $side } joutuvat valitsemaan toisen siirron
illegal-may-not-pass = { $piece } ei saa kulkea ruudun { $square } kautta ({ $group })
illegal-may-not-stop = { $piece } ei saa pysähtyä ruutuun { $square } ({ $group })
illegal-too-far = { $piece } liikkuu enintään { $limit ->
    [one] 1 ruudun
   *[other] { $limit } ruutua
} kerrallaan
illegal-cannot-jump = { $piece } ei saa hypätä ruudun { $square } yli
illegal-berserker = ruudun { $square } nappula vangitsi ja joutuu berserkkiraivoon: se liikkuu uudelleen
illegal-must-capture = berserkkisiirron on vangittava

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = asema on lauta, välilyönti ja siirtovuorossa oleva puoli (a tai d), esim. `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = asema on liian pitkä ollakseen lauta
position-rank-count = laudalla on { $expected } vaakariviä, mutta asemassa on { $found }
position-rank-width = vaakarivi { $rank } kattaa { $found ->
    [one] 1 ruudun
   *[other] { $found } ruutua
}, mutta lauta on { $expected } ruutua leveä
position-bad-piece = `{ $char }` ei ole nappula (nappulat ovat a, d, k ja e; numerot ilmaisevat tyhjiä ruutuja)
position-bad-rule-set-piece = `{ $char }` ei ole nappula (nappulat ovat a, d, k sekä hyökkääjien komentajat, ritarit, palkkasoturit ja vartijat c n m g ja puolustajien C N M G; numerot ilmaisevat tyhjiä ruutuja)
position-bad-otn-piece = `{ $char }` ei ole nappula (nappulat ovat t c n k m g, puolustajilla isoin kirjaimin)
position-zero-run = tyhjien ruutujen määrä ei voi olla 0 eikä alkaa nollalla
position-bad-side = siirtovuorossa oleva puoli on `a` tai `d`, ei `{ $side }`
position-attacker-king = hyökkääjien kuningasta (`k`) ei tueta: kuningas kuuluu puolustajille
position-king-count = asemassa on { $count } kuningasta: niitä pitää olla tasan yksi (tai ei yhtään päättyneessä pelissä)
position-evangelists = pelissä { $variant } ei ole evankelistoja (e): niitä on vain pelissä Alea Evangelii
position-special-pieces = pelissä { $variant } ei ole komentajia, ritareita, palkkasotureita eikä vartijoita: niitä on vain sääntökokoelmissa
position-restricted = { $square } on { $group }: vain { $king } saa seistä siinä
position-unusable = { $square } on { $group }: mikään nappula ei saa seistä siinä
position-trollstone = ruudun { $square } on oltava tyhjä: kun { $king } on lähtenyt peikkokiveltä, peikkokuningas seisoo siinä

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = pöytäkirja on tyhjä
record-line = rivi { $line }: { $problem }
record-missing-variant = pöytäkirjasta ei käy ilmi, mikä peli on kyseessä (lisää `variant:`-rivi)
record-start = alkuasema: { $problem }
record-move = siirto { $ply } (`{ $move }`): { $problem }
record-captures = siirto { $ply } (`{ $move }`): pöytäkirjan mukaan se vangitsee: { $claimed }, mutta todellisuudessa: { $actual }
record-result = pöytäkirjan tulos ({ $recorded }) ei vastaa siirtojen lopputulosta ({ $actual })
record-goes-on = peli jatkuu
record-no-move = siirtoa ei annettu
record-not-a-move = `{ $text }` ei ole siirto
record-not-a-result = `{ $text }` ei ole tulos
record-not-a-reason = `{ $text }` ei ole syy pelin päättymiselle
record-half-result = tulos tarvitsee sekä `result:`- että `reason:`-rivin
record-unclosed-tag = sulkematon tagi
record-tag-shape = tagin muoto on [avain:arvo]
record-not-a-size = `{ $text }` ei ole laudan koko
record-rows = alkuasemassa on { $rows ->
    [one] 1 rivi
   *[other] { $rows } riviä
}, laudalla { $size }
record-not-an-otn-piece = `{ $char }` ei ole OTN-nappula
record-unknown-variant = peliä `{ $key }` ei ole
record-unknown-layout = pelissä { $variant } ei ole asetelmaa `{ $layout }`
