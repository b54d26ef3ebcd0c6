## OpenTafl-sääntömerkkijonoina (OTN) kirjoitetut sääntökokoelmat: miksi
## merkkijonoa ei voi lukea tai pelata ja mitä siitä jätettiin huomiotta. Nämä
## ovat virkkeiden osia ("Sääntöjä ei voi lukea: ...") ja alkavat pienellä
## kirjaimella; `hnefi rules check` tulostaa ne sellaisinaan. Backtickien väliset
## avaimet, arvot ja kirjaimet ovat merkkijonon omia eikä niitä käännetä.

# Yhden avaimen ongelma: avain ja sen arvo kirjoitettuina, sitten ongelma.
rules-at-key = `{ $key }:{ $value }`: { $problem }
rules-empty = sääntömerkkijono on tyhjä
rules-too-long = sääntömerkkijono on { $length } tavua pitkä; sääntömerkkijono saa olla enintään { $max } tavua
rules-missing-key = sääntömerkkijonossa on oltava `{ $key }`
rules-twice = avain on annettu kahdesti
rules-both-starts = anna `start` tai `starti`, ei molempia
# $choices: avaimen sallitut arvot list-or-viestillä muodostettuna luettelona.
rules-expected = odotettiin: { $choices }
rules-size = laudan koon on oltava pariton luku väliltä 5–19
rules-not-a-square = `{ $text }` ei ole ruutu
rules-off-board = { $square } ei ole { $size }x{ $size }-laudalla
rules-square-twice = { $square } mainitaan kahdesti
# $other: avain (cor, cen, afor, dfor), jossa ruutu on jo lueteltu.
rules-two-kinds = { $square } on jo lueteltu avaimessa `{ $other }`
rules-not-a-type = `{ $char }` ei ole nappulatyyppi (tyypit ovat t c n k m g, puolustajilla isoin kirjaimin)
rules-speed-count = nopeusluettelossa on 1, 2, 8, 10 tai 12 arvoa, ei { $count }
rules-speed = `{ $text }` ei ole nopeus (ruutujen määrä väliltä 1–255 tai -1, jos rajaa ei ole)
rules-king-count = alkuasemassa on oltava tasan yksi kuningas (`K`), ei { $count }
rules-no-attackers = hyökkääjillä on oltava vähintään yksi nappula
rules-king-escaped = kuningas aloittaa ruudusta { $square }, jossa se on jo paennut
rules-name = nimessä ei saa olla ohjausmerkkejä
rules-name-length = nimi on pidempi kuin { $max } merkkiä

## Sääntökokoelma, jonka voi lukea mutta jota ei voi pelata.

rules-unsupported-size = laudan kokoa { $size } ei tueta (parittomat koot väliltä 5–19)
rules-square-off-board = { $square } ei ole laudalla
rules-no-layout = pelissä on oltava alkuasema
rules-too-many-kinds = liian monta erikoisruutujen lajia (enintään 254)
# $reason: miksi alkuasemaa ei voi pelata (position-viesti).
rules-bad-start = alkuasemaa `{ $layout }` ei voi pelata: { $reason }

## Mitä sääntömerkkijonosta jätettiin huomiotta.

rules-warning-not-a-pair = `{ $text }` ei ole key:value-pari; ohitettu
rules-warning-unknown-key = tuntematon avain `{ $key }` ohitettu

## Vaihtoehtojen luettelo: "s, c, m tai w". $rest on kaikki kohdat viimeistä
## lukuun ottamatta pilkuin erotettuina.

list-or = { $rest } tai { $last }

## Komennon /variant kieltäytymiset (kokonaisia virkkeitä, ⚠️-merkin jälkeen).
## $name on sääntökokoelman nimi sellaisena kuin palvelin sen kirjoitti.

refusal-bad-rules = Sääntöjä ei voi lukea: { $reason }.
refusal-unplayable-rules = Sääntöjä ei voi pelata: { $reason }.
refusal-rule-set-name = Sääntökokoelman nimen pituus on 1–{ $max } merkkiä, eikä siinä saa olla ohjausmerkkejä.
refusal-rule-set-name-taken = Tällä palvelimella on jo sääntökokoelma nimeltä { $name }: valitse toinen nimi tai poista ensin nykyinen.
refusal-too-many-rule-sets = Tällä palvelimella on jo { $count ->
    [one] 1 sääntökokoelma
   *[other] { $count } sääntökokoelmaa
}, eikä enempää voi olla: poista ensin jokin niistä.
refusal-unknown-rule-set = Tällä palvelimella ei ole sääntökokoelmaa nimeltä { $name }.
# $tournament: turnauksen numero; $tournament_name: sen nimi.
refusal-rule-set-in-use = Turnauksessa #{ $tournament } ({ $tournament_name }) käytetään sääntökokoelmaa { $name }: poista sääntökokoelma, kun turnaus on päättynyt.
refusal-rule-set-not-in-server = Sääntökokoelmat kuuluvat palvelimelle: käytä tätä komentoa palvelimella.
refusal-not-rule-set-manager = Vain jäsenet, joilla on Hallitse palvelinta -oikeus tai järjestäjärooli, voivat luoda tai poistaa palvelimen sääntökokoelmia.

## Mitä /variant sanoo. $name on sääntökokoelman nimi sellaisena kuin palvelin
## sen kirjoitti.

variant-saved = Sääntökokoelma { $name } on tallennettu tälle palvelimelle.
# Ennen luetteloa siitä, mitä merkkijonosta ei ymmärretty ja mikä jätettiin pois.
variant-ignored = Merkkijonosta jätettiin pois:
variant-deleted = Sääntökokoelma { $name } on poistettu: sillä ei aloiteta uusia pelejä, ja sillä jo pelatut pelit säilyttävät sen.
# Sääntökokoelman sääntömerkkijonon vieressä olevat kentät.
variant-board = Lauta
variant-key = Avain
variant-rules = Sääntömerkkijono
variant-author = Kirjoittanut
variant-list-title = Tämän palvelimen sääntökokoelmat ({ $count }/{ $max })
variant-list-empty = Tällä palvelimella ei ole vielä sääntökokoelmia: järjestäjä tallentaa sellaisen komennolla `/variant create`.
# $size: laudan leveys; $author: kuka sen tallensi (maininta).
variant-list-line = **{ $name }**, { $size }x{ $size }, kirjoittanut { $author }

## Valinnan `variant` luettelo. $name: pelin nimi; $size: sen laudan leveys.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, tämä palvelin)
refusal-no-such-variant = Täällä ei ole peliä nimeltä { $name }: valitse peli luettelosta, joka avautuu kirjoittaessasi.

## Sääntökokoelman säännöt sanoin (/rules, /variant show, `hnefi rules check`,
## docs/rules.md 5.3): yksi virke jokaisesta säännöstä, joka poikkeaa
## tavallisista säännöistä eli Fetlarin säännöistä. $pieces on luettelo
## nappuloista, koottu pieces-viesteistä list-and-viestillä; kun virke alkaa
## sillä, sen ensimmäinen kirjain muutetaan isoksi. Tässä $pieces on aina
## nominatiivissa eikä mikään verbi taivu sen mukaan: se vastaa kysymykseen tai
## tulee kaksoispisteen jälkeen.

# $rest: kaikki kohdat paitsi viimeinen pilkuin erotettuina.
list-and = { $rest } ja { $last }
pieces-every = kaikki nappulat
pieces-none = ei mikään
pieces-all-attackers = kaikki hyökkääjien nappulat
pieces-all-defenders = kaikki puolustajien nappulat
pieces-attackers-taflmen = hyökkääjien tavalliset nappulat
pieces-attackers-commanders = hyökkääjien komentajat
pieces-attackers-knights = hyökkääjien ritarit
pieces-attackers-mercenaries = hyökkääjien palkkasoturit
pieces-attackers-guards = hyökkääjien vartijat
pieces-defenders-taflmen = puolustajien tavalliset nappulat
pieces-defenders-commanders = puolustajien komentajat
pieces-defenders-knights = puolustajien ritarit
pieces-defenders-mercenaries = puolustajien palkkasoturit
pieces-defenders-guards = puolustajien vartijat
pieces-king = kuningas

fact-escape-edge = Kuningas voittaa pääsemällä mihin tahansa reunaruutuun.
fact-no-win-by-surrounding = Puolustajien saartaminen ei tuo voittoa: hyökkääjien on vangittava kuningas.
fact-defenders-first = Puolustajat aloittavat.
fact-repetition-ignored = Aseman toistamisella ei ole seurauksia.
fact-repetition-mover-wins = Pelaaja, jonka siirto toistaa aseman kolmannen kerran, voittaa.
fact-repetition-mover-loses = Pelaaja, jonka siirto toistaa aseman kolmannen kerran, häviää.
fact-king-unarmed = Kuningas on aseeton: hän ei osallistu vangitsemiseen.
fact-king-anvil = Kuningas on pelkkä alasin: hän voi sulkea vangitsemisen mutta ei vangitse itse siirtymällä.
fact-king-hammer = Kuningas on pelkkä vasara: hän vangitsee siirtymällä mutta ei sulje vangitsemista.
fact-king-strong-at-throne = Valtaistuimella ja sen vieressä kuningas tarvitsee vastustajat kaikille neljälle sivulleen, muualla kahdelle vastakkaiselle sivulle.
fact-king-middleweight = Kuningas vangitaan, kun jokainen hänen viereisensä ruutu on vihamielinen, joten reuna auttaa vangitsemaan hänet.
fact-king-weak = Kuningas vangitaan kahden vastustajan välissä kuten mikä tahansa nappula.
fact-king-jump-none = Kuningas ei koskaan hyppää.
fact-king-jump-restricted = Kuningas hyppää viereisen vastustajan yli vangitsematta sitä, mutta vain, jos hyppy alkaa tai päättyy valtaistuimella, kulmassa tai hänen omassa linnakkeessaan.
fact-king-jump-plain = Kuningas hyppää viereisen vastustajan yli vangitsematta sitä.
fact-king-jump-capturing = Kuningas hyppää viereisen vastustajan yli ja vangitsee sen.
# $pieces: jokin jumpers-viesteistä (monikko).
fact-jump-none = { $pieces } eivät koskaan hyppää.
fact-jump-restricted = { $pieces } hyppäävät viereisen vastustajan yli vangitsematta sitä, mutta vain, jos hyppy alkaa tai päättyy valtaistuimella, kulmassa tai niiden omassa linnakkeessa.
fact-jump-plain = { $pieces } hyppäävät viereisen vastustajan yli vangitsematta sitä.
fact-jump-capturing = { $pieces } hyppäävät viereisen vastustajan yli ja vangitsevat sen.
jumpers-knights = ritarit
jumpers-commanders = komentajat
jumpers-mercenaries = palkkasoturit
jumpers-guards = vartijat
# $squares: kuinka pitkälle ne saavat liikkua.
fact-speed = { $pieces }: enintään { $squares } { $squares ->
        [one] ruutu
       *[other] ruutua
    } kerrallaan.
fact-speed-every = Kaikki nappulat liikkuvat enintään { $squares } { $squares ->
        [one] ruudun
       *[other] ruutua
    } kerrallaan.
# $squares: luettelo ruuduista ("a1, k11").
fact-corners-none = Kulmia ei ole.
fact-corners-at = Kulmat ovat { $squares }.
fact-throne-none = Valtaistuinruutuja ei ole.
fact-throne-at = Valtaistuinruudut ovat { $squares }.
fact-attacker-forts-none = Hyökkääjien linnakkeita ei ole.
fact-attacker-forts-at = Hyökkääjien linnakkeet ovat { $squares }.
fact-defender-forts-none = Puolustajien linnakkeita ei ole.
fact-defender-forts-at = Puolustajien linnakkeet ovat { $squares }.
fact-corners-pass = Mitkä nappulat saavat kulkea kulmien kautta? { $pieces }.
fact-corners-stop = Mitkä nappulat saavat pysähtyä kulmiin? { $pieces }.
fact-corners-reenter = Mitkä nappulat saavat siirtyä kulmiin muista ruuduista? { $pieces }.
fact-corners-hostile = Nappulat, joille kulmat ovat vihamielisiä: { $pieces }.
fact-throne-pass = Mitkä nappulat saavat kulkea valtaistuinruutujen kautta? { $pieces }.
fact-throne-stop = Mitkä nappulat saavat pysähtyä valtaistuinruutuihin? { $pieces }.
fact-throne-reenter = Mitkä nappulat saavat siirtyä valtaistuinruutuihin muista ruuduista? { $pieces }.
fact-throne-hostile = Nappulat, joille varatut valtaistuinruudut ovat vihamielisiä: { $pieces }.
fact-throne-empty-hostile = Nappulat, joille tyhjä valtaistuin on vihamielinen: { $pieces }.
fact-attacker-forts-pass = Mitkä nappulat saavat kulkea hyökkääjien linnakkeiden kautta? { $pieces }.
fact-attacker-forts-stop = Mitkä nappulat saavat pysähtyä hyökkääjien linnakkeisiin? { $pieces }.
fact-attacker-forts-reenter = Mitkä nappulat saavat siirtyä hyökkääjien linnakkeisiin muista ruuduista? { $pieces }.
fact-attacker-forts-hostile = Nappulat, joille hyökkääjien linnakkeet ovat vihamielisiä: { $pieces }.
fact-defender-forts-pass = Mitkä nappulat saavat kulkea puolustajien linnakkeiden kautta? { $pieces }.
fact-defender-forts-stop = Mitkä nappulat saavat pysähtyä puolustajien linnakkeisiin? { $pieces }.
fact-defender-forts-reenter = Mitkä nappulat saavat siirtyä puolustajien linnakkeisiin muista ruuduista? { $pieces }.
fact-defender-forts-hostile = Nappulat, joille puolustajien linnakkeet ovat vihamielisiä: { $pieces }.
fact-shieldwall-weak = Kilpimuurit: kahden tai useamman nappulan ketju reunalla, jokaisen edessä vastustajan nappula, vangitaan, kun vastustajat sulkevat ketjun molemmat päät.
fact-shieldwall-strong = Kilpimuurit: kahden tai useamman nappulan ketju reunalla, jokaisen edessä vastustajan nappula, vangitaan, kun vastustajat tai kulmat sulkevat ketjun molemmat päät.
fact-shieldwall-any-move = Mikä tahansa siirto, joka sulkee kilpimuurin, vangitsee sen, eikä vain siirto jompaankumpaan sen päähän.
fact-edge-fort = Puolustajat voittavat, kun kuningas on reunalla tai pääsee sinne, hänellä on vielä siirto ja hänet on muurattu sisään puolustajilla, joita ei voi vangita (reunalinnake).
fact-linnaean = Kun kuningas on valtaistuimella ja hyökkääjiä on sen kolmella sivulla, neljännellä sivulla oleva puolustaja vangitaan valtaistuinta vasten (Linnén vangitseminen).
fact-berserk-capture = Berserkki: vangitseva nappula siirtyy heti uudelleen, jos se voi vangita uudelleen, ja sen siirron on vangittava.
fact-berserk-move = Berserkki: vangitseva nappula siirtyy heti uudelleen.

## Sääntökokoelman /rules: tavalliset säännöt, mikä poikkeaa, ja selitys
## siitä, mitä laudalla näkyy. $name: sääntökokoelman nimi; $size: laudan
## leveys.

rules-generated-usual = **{ $name }** pelataan { $size }x{ $size }-laudalla. Ellei jokin alla oleva sääntö toisin sano, voimassa ovat tavalliset säännöt (Fetlarin): hyökkääjät aloittavat; kaikki nappulat liikkuvat kuin shakin torni, kuinka monta tyhjää ruutua tahansa vaaka- tai pystysuoraan; nappula, joka jää vaaka- tai pystysuunnassa kahden vastustajan tai vastustajan ja vihamielisen ruudun väliin, vangitaan; kulmat ja valtaistuin ovat vihamielisiä, ja vain kuningas saa pysähtyä niihin (muut saavat kulkea tyhjän valtaistuimen kautta); kuningas osallistuu vangitsemiseen, ja hänet vangitaan vain vastustajilla kaikilla neljällä sivulla, ei koskaan reunalla; hän voittaa pääsemällä kulmaan, ja hyökkääjät vangitsemalla hänet tai saartamalla kaikki puolustajat; kolmannen kerran toistuva asema on tasapeli; puoli, jolla ei ole siirtoja, häviää.
rules-generated-here = **Tässä pelissä:**
rules-generated-as-usual = Mikään ei poikkea tavallisista säännöistä.
rules-legend = **Laudalla:**
legend-sides = tummat nappulat ovat hyökkääjien, vaaleat puolustajien
legend-king = nappula, jolla on kultainen kruunu, on kuningas
legend-commander = punainen tähti merkitsee komentajaa: se hyppää, ja yhdessä ritarin tai toisen komentajan kanssa se vangitsee vahvan kuninkaan kahden väliin
legend-knight = sininen vinoneliö merkitsee ritaria: se hyppää vastustajan yli ja vangitsee sen, ellei jokin yllä oleva sääntö toisin sano; kuningasta vastaan se lasketaan komentajaksi
legend-mercenary = kaksivärinen kolikko merkitsee palkkasoturia: vangittuna se vaihtaa puolta eikä poistu laudalta
legend-guard = vihreä kilpi merkitsee vartijaa: sitä ei koskaan vangita, eikä se vangitse mitään
legend-corners = kulmat ovat vinoviivoin viivoitetut ruudut
legend-throne = valtaistuinruutu on piirretty korokkeeksi, istuimeksi, jota portaat kiertävät
legend-attacker-forts = hyökkääjien väreillä muurattu ruutu, jonka jokaisessa kulmassa on torni, on hyökkääjien linnake
legend-defender-forts = puolustajien väreillä muurattu ruutu, jonka jokaisessa kulmassa on torni, on puolustajien linnake
