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
variant-author = Kirjoittanut
variant-list-title = Tämän palvelimen sääntökokoelmat ({ $count }/{ $max })
variant-list-empty = Tällä palvelimella ei ole vielä sääntökokoelmia: järjestäjä tallentaa sellaisen komennolla `/variant create`.
# $size: laudan leveys; $author: kuka sen tallensi (maininta).
variant-list-line = **{ $name }**, { $size }x{ $size }, kirjoittanut { $author }
