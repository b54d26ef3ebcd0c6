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
variant-rules = Regelstreng
variant-author = Skrevet av
variant-list-title = Denne serverens regelsett ({ $count } av { $max })
variant-list-empty = Denne serveren har ingen regelsett ennå: en arrangør lagrer ett med `/variant create`.
# $size: brettets bredde; $author: hvem som lagret det (en omtale).
variant-list-line = **{ $name }**, { $size }x{ $size }, av { $author }

## Listen i alternativet `variant`. $name: et spills navn; $size: brettets bredde.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, denne serveren)
refusal-no-such-variant = Det finnes ikke noe spill som heter { $name } her: velg et fra listen mens du skriver.

## Et regelsetts regler i ord (/rules, /variant show, `hnefi rules check`,
## docs/rules.md 5.3): én setning per regel som avviker fra de vanlige
## reglene, som er Fetlars. $pieces er en liste over brikker laget av
## pieces-meldingene bundet sammen med list-and; der en setning begynner med
## den, skrives den første bokstaven med stor forbokstav.

# $rest: alle punktene unntatt det siste, skilt med komma.
list-and = { $rest } og { $last }
pieces-every = alle brikker
pieces-none = ingen brikker
pieces-all-attackers = alle angripernes brikker
pieces-all-defenders = alle forsvarernes brikker
pieces-attackers-taflmen = angripernes vanlige brikker
pieces-attackers-commanders = angripernes anførere
pieces-attackers-knights = angripernes riddere
pieces-attackers-mercenaries = angripernes leiesoldater
pieces-attackers-guards = angripernes vakter
pieces-defenders-taflmen = forsvarernes vanlige brikker
pieces-defenders-commanders = forsvarernes anførere
pieces-defenders-knights = forsvarernes riddere
pieces-defenders-mercenaries = forsvarernes leiesoldater
pieces-defenders-guards = forsvarernes vakter
pieces-king = kongen

fact-escape-edge = Kongen vinner ved å nå et hvilket som helst felt på kanten.
fact-no-win-by-surrounding = Å stenge forsvarerne inne gir ikke seier: angriperne må fange kongen.
fact-defenders-first = Forsvarerne trekker først.
fact-repetition-ignored = Å gjenta en stilling får ingen følger.
fact-repetition-mover-wins = Spilleren som med trekket sitt gjentar en stilling for tredje gang, vinner.
fact-repetition-mover-loses = Spilleren som med trekket sitt gjentar en stilling for tredje gang, taper.
fact-king-unarmed = Kongen er ubevæpnet: han tar ikke del i fanging.
fact-king-anvil = Kongen er bare en ambolt: han kan lukke en fanging, men fanger ikke selv ved å flytte.
fact-king-hammer = Kongen er bare en hammer: han fanger ved å flytte, men lukker ikke en fanging.
fact-king-strong-at-throne = Kongen må ha fiender på alle fire sider på eller ved siden av tronen, og på to motsatte sider alle andre steder.
fact-king-middleweight = Kongen fanges når alle feltene ved siden av ham er fiendtlige, så kanten hjelper til med å fange ham.
fact-king-weak = Kongen fanges mellom to fiender, som enhver annen brikke.
fact-king-jump-none = Kongen hopper aldri.
fact-king-jump-restricted = Kongen hopper over en fiende ved siden av seg uten å fange den, men bare fra eller til en trone, et hjørne eller sitt eget fort.
fact-king-jump-plain = Kongen hopper over en fiende ved siden av seg uten å fange den.
fact-king-jump-capturing = Kongen hopper over en fiende ved siden av seg og fanger den.
# $pieces: en av jumpers-meldingene.
fact-jump-none = { $pieces } hopper aldri.
fact-jump-restricted = { $pieces } hopper over en fiende ved siden av seg uten å fange den, men bare fra eller til en trone, et hjørne eller sitt eget fort.
fact-jump-plain = { $pieces } hopper over en fiende ved siden av seg uten å fange den.
fact-jump-capturing = { $pieces } hopper over en fiende ved siden av seg og fanger den.
jumpers-knights = Riddere
jumpers-commanders = Anførere
jumpers-mercenaries = Leiesoldater
jumpers-guards = Vakter
# $squares: hvor langt de får flytte.
fact-speed = { $pieces } flytter høyst { $squares } { $squares ->
        [one] felt
       *[other] felter
    } om gangen.
fact-speed-every = Alle brikker flytter høyst { $squares } { $squares ->
        [one] felt
       *[other] felter
    } om gangen.
# $squares: en liste over felter («a1, k11»).
fact-corners-none = Det finnes ingen hjørner.
fact-corners-at = Hjørnene er { $squares }.
fact-throne-none = Det finnes ingen tronfelter.
fact-throne-at = Tronfeltene er { $squares }.
fact-attacker-forts-none = Det finnes ingen angriperforter.
fact-attacker-forts-at = Angriperfortene er { $squares }.
fact-defender-forts-none = Det finnes ingen forsvarerforter.
fact-defender-forts-at = Forsvarerfortene er { $squares }.
fact-corners-pass = { $pieces } får passere hjørnene.
fact-corners-stop = { $pieces } får stoppe på hjørnene.
fact-corners-reenter = { $pieces } får flytte inn på hjørnene fra andre felter.
fact-corners-hostile = Hjørnene er fiendtlige for { $pieces }.
fact-throne-pass = { $pieces } får passere tronfeltene.
fact-throne-stop = { $pieces } får stoppe på tronfeltene.
fact-throne-reenter = { $pieces } får flytte inn på tronfeltene fra andre felter.
fact-throne-hostile = Tronfeltene er, når de er opptatt, fiendtlige for { $pieces }.
fact-throne-empty-hostile = Den tomme tronen er fiendtlig for { $pieces }.
fact-attacker-forts-pass = { $pieces } får passere angriperfortene.
fact-attacker-forts-stop = { $pieces } får stoppe på angriperfortene.
fact-attacker-forts-reenter = { $pieces } får flytte inn på angriperfortene fra andre felter.
fact-attacker-forts-hostile = Angriperfortene er fiendtlige for { $pieces }.
fact-defender-forts-pass = { $pieces } får passere forsvarerfortene.
fact-defender-forts-stop = { $pieces } får stoppe på forsvarerfortene.
fact-defender-forts-reenter = { $pieces } får flytte inn på forsvarerfortene fra andre felter.
fact-defender-forts-hostile = Forsvarerfortene er fiendtlige for { $pieces }.
fact-shieldwall-weak = Skjoldborg: to eller flere brikker på rad langs kanten, hver med en fiende foran seg, fanges når fiender stenger begge endene.
fact-shieldwall-strong = Skjoldborg: to eller flere brikker på rad langs kanten, hver med en fiende foran seg, fanges når fiender eller hjørner stenger begge endene.
fact-shieldwall-any-move = Ethvert trekk som stenger en skjoldborg, fanger den, ikke bare et trekk inn på en av endene.
fact-edge-fort = Forsvarerne vinner når kongen, som står på kanten eller kan nå den og fortsatt har et trekk, er murt inne av forsvarere som ikke kan fanges (kantfort).
fact-linnaean = Står kongen på tronen med angripere på tre av sidene, fanges en forsvarer på den fjerde siden mot tronen (Linnés fanging).
fact-berserk-capture = Berserk: en brikke som fanger, flytter straks igjen hvis den kan fange igjen, og det trekket må fange.
fact-berserk-move = Berserk: en brikke som fanger, flytter straks igjen.

## /rules for et regelsett: de vanlige reglene, hva som avviker, og en
## forklaring på hva brettet viser. $name: regelsettets navn; $size:
## brettets bredde.

rules-generated-usual = **{ $name }** spilles på et { $size }x{ $size }-brett. Med mindre en regel nedenfor sier noe annet, gjelder de vanlige reglene (Fetlars): angriperne trekker først; alle brikker flytter som tårn i sjakk, så mange tomme felter de vil langs en rekke eller linje; en brikke som på en rekke eller linje blir klemt inne mellom to fiender, eller en fiende og et fiendtlig felt, fanges; hjørnene og tronen er fiendtlige, og bare kongen får stoppe på dem (andre får passere den tomme tronen); kongen tar del i fanging og fanges bare med fiender på alle fire sider, aldri på kanten; han vinner ved å nå et hjørne, og angriperne ved å fange ham eller stenge alle forsvarerne inne; en stilling som gjentas for tredje gang, er remis; en side uten trekk taper.
rules-generated-here = **Her:**
rules-generated-as-usual = Ingenting avviker fra de vanlige reglene.
rules-legend = **På brettet:**
legend-sides = mørke brikker er angripernes, lyse brikker forsvarernes
legend-king = brikken med en gullkrone er kongen
legend-commander = en rød stjerne markerer en anfører: den hopper, og sammen med en ridder eller en annen anfører fanger den en sterk konge mellom de to
legend-knight = en blå rombe markerer en ridder: den hopper over en fiende og fanger den, med mindre en regel ovenfor sier noe annet; mot kongen teller den som en anfører
legend-mercenary = en mynt i begge farger markerer en leiesoldat: når den fanges, bytter den side i stedet for å forlate brettet
legend-guard = et grønt skjold markerer en vakt: den fanges aldri og fanger ingenting
legend-corners = hjørnene er feltene med skrå skravering
legend-throne = et tronfelt er tegnet som en forhøyning, et sete med trinn rundt
legend-attacker-forts = et felt som er murt inn i angripernes farger, med et tårn i hvert hjørne, er et angriperfort
legend-defender-forts = et felt som er murt inn i forsvarernes farger, med et tårn i hvert hjørne, er et forsvarerfort
