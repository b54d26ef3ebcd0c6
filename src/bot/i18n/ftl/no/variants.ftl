## Regelsett skrevet som OpenTafl-regelstrenger (OTN): hvorfor en streng ikke
## kan leses eller spilles, og hva i den som ble ignorert. Dette er deler av
## setninger ("Reglene kan ikke leses: ...") og begynner med liten bokstav;
## `hnefi rules check` skriver dem ut som de er. Nøkler, verdier og bokstaver
## mellom backticks er strengens egne og oversettes ikke.

# Et problem med én nøkkel: nøkkelen og verdien slik de er skrevet, så problemet.
rules-at-key = `{ $key }:{ $value }`: { $problem }
rules-empty = regelstrengen er tom
rules-too-long = regelstrengen er { $length } byte lang; en regelstreng kan være høyst { $max }
rules-missing-key = en regelstreng må inneholde `{ $key }`
rules-twice = nøkkelen er oppgitt to ganger
rules-both-starts = oppgi `start` eller `starti`, ikke begge
# $choices: verdiene nøkkelen kan ha, som en liste laget med list-or.
rules-expected = forventet { $choices }
rules-size = brettstørrelsen må være et oddetall fra 5 til 19
rules-not-a-square = `{ $text }` er ikke et felt
rules-off-board = { $square } ligger ikke på brettet på { $size }x{ $size }
rules-square-twice = { $square } er nevnt to ganger
# $other: nøkkelen (cor, cen, afor, dfor) som allerede oppgir feltet.
rules-two-kinds = { $square } er allerede oppgitt i `{ $other }`
rules-not-a-type = `{ $char }` er ikke en brikketype (typene er t c n k m g, med store bokstaver for forsvarerne)
rules-speed-count = en hastighetsliste har 1, 2, 8, 10 eller 12 verdier, ikke { $count }
rules-speed = `{ $text }` er ikke en hastighet (et antall felter fra 1 til 255, eller -1 for ubegrenset)
rules-king-count = startstillingen må ha nøyaktig én konge (`K`), ikke { $count }
rules-no-attackers = angriperne må ha minst én brikke
rules-king-escaped = kongen starter på { $square }, der han allerede har sluppet unna
rules-name = navnet kan ikke inneholde kontrolltegn
rules-name-length = navnet er lengre enn { $max } tegn

## Et regelsett som kan leses, men ikke spilles.

rules-unsupported-size = brettstørrelsen { $size } støttes ikke (oddetall fra 5 til 19)
rules-square-off-board = { $square } ligger ikke på brettet
rules-no-layout = spillet må ha en startstilling
rules-too-many-kinds = for mange slags spesialfelter (høyst 254)
# $reason: hvorfor startstillingen ikke kan spilles (en position--melding).
rules-bad-start = startstillingen `{ $layout }` kan ikke spilles: { $reason }

## Hva i en regelstreng som ble ignorert.

rules-warning-not-a-pair = `{ $text }` er ikke et key:value-par; ignorert
rules-warning-unknown-key = ukjent nøkkel `{ $key }` ignorert

## En liste med alternativer: "s, c, m eller w". $rest er alle elementene unntatt
## det siste, skilt med komma.

list-or = { $rest } eller { $last }

## Avvisninger fra /variant (hele setninger, etter et ⚠️). $name er et
## regelsetts navn slik serveren skrev det.

refusal-bad-rules = Reglene kan ikke leses: { $reason }.
refusal-unplayable-rules = Reglene kan ikke spilles: { $reason }.
refusal-rule-set-name = Navnet på et regelsett har 1 til { $max } tegn og ingen kontrolltegn.
refusal-rule-set-name-taken = Denne serveren har allerede et regelsett som heter { $name }: velg et annet navn, eller slett det eksisterende først.
refusal-too-many-rule-sets = Denne serveren har allerede { $count } regelsett, som er det høyeste antallet den kan ha: slett ett av dem først.
refusal-unknown-rule-set = Det finnes ikke noe regelsett som heter { $name } på denne serveren.
# $tournament: nummeret; $tournament_name: navnet.
refusal-rule-set-in-use = Turnering #{ $tournament } ({ $tournament_name }) spilles etter { $name }: slett regelsettet når turneringen er slutt.
refusal-rule-set-not-in-server = Regelsett hører til en server: bruk denne kommandoen på en server.
refusal-not-rule-set-manager = Bare medlemmer med Administrer server eller arrangørrollen kan opprette eller slette serverens regelsett.

## Hva /variant sier. $name er et regelsetts navn slik serveren skrev det.

variant-saved = { $name } er lagret for denne serveren.
# Før listen over det i strengen som ikke ble forstått og ble utelatt.
variant-ignored = Utelatt fra strengen:
variant-deleted = { $name } er slettet: ingen nye partier startes etter det, og partiene som allerede er spilt etter det, beholder det.
# Feltene ved siden av et regelsetts regelstreng.
variant-board = Brett
variant-key = Nøkkel
variant-author = Skrevet av
variant-list-title = Denne serverens regelsett ({ $count } av { $max })
variant-list-empty = Denne serveren har ingen regelsett ennå: en arrangør lagrer ett med `/variant create`.
# $size: brettets bredde; $author: hvem som lagret det (en omtale).
variant-list-line = **{ $name }**, { $size }x{ $size }, av { $author }
