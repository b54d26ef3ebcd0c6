## Regelsæt skrevet som OpenTafl-regelstrenge (OTN): hvorfor en streng ikke
## kan læses eller spilles, og hvad i den der blev ignoreret. Det er dele af
## sætninger ("Reglerne kan ikke læses: ...") og begynder med lille bogstav;
## `hnefi rules check` udskriver dem, som de er. Nøgler, værdier og bogstaver
## mellem backticks er strengens egne og oversættes ikke.

# Et problem med én nøgle: nøglen og dens værdi, som de er skrevet, og så problemet.
rules-at-key = `{ $key }:{ $value }`: { $problem }
rules-empty = regelstrengen er tom
rules-too-long = regelstrengen er { $length } byte lang; en regelstreng må højst være på { $max }
rules-missing-key = en regelstreng skal indeholde `{ $key }`
rules-twice = nøglen er angivet to gange
rules-both-starts = angiv `start` eller `starti`, ikke begge
# $choices: de værdier, nøglen kan have, som en liste lavet med list-or.
rules-expected = forventet { $choices }
rules-size = brætstørrelsen skal være ulige, fra 5 til 19
rules-not-a-square = `{ $text }` er ikke et felt
rules-off-board = { $square } ligger ikke på brættet på { $size }x{ $size }
rules-square-twice = { $square } er nævnt to gange
# $other: nøglen (cor, cen, afor, dfor), der allerede angiver feltet.
rules-two-kinds = { $square } er allerede angivet i `{ $other }`
rules-not-a-type = `{ $char }` er ikke en briktype (typerne er t c n k m g, med store bogstaver for forsvarerne)
rules-speed-count = en hastighedsliste har 1, 2, 8, 10 eller 12 værdier, ikke { $count }
rules-speed = `{ $text }` er ikke en hastighed (et antal felter fra 1 til 255 eller -1 for ubegrænset)
rules-king-count = startstillingen skal have præcis én konge (`K`), ikke { $count }
rules-no-attackers = angriberne skal have mindst én brik
rules-king-escaped = kongen begynder på { $square }, hvor han allerede er undsluppet
rules-name = navnet må ikke indeholde kontroltegn
rules-name-length = navnet er længere end { $max } tegn

## Et regelsæt, der kan læses, men ikke spilles.

rules-unsupported-size = brætstørrelsen { $size } understøttes ikke (ulige størrelser fra 5 til 19)
rules-square-off-board = { $square } ligger ikke på brættet
rules-no-layout = spillet skal have en startstilling
rules-too-many-kinds = for mange slags specialfelter (højst 254)
# $reason: hvorfor startstillingen ikke kan spilles (en position--besked).
rules-bad-start = startstillingen `{ $layout }` kan ikke spilles: { $reason }

## Hvad i en regelstreng der blev ignoreret.

rules-warning-not-a-pair = `{ $text }` er ikke et key:value-par; ignoreret
rules-warning-unknown-key = ukendt nøgle `{ $key }` ignoreret

## En liste over muligheder: "s, c, m eller w". $rest er alle punkter undtagen
## det sidste, adskilt af kommaer.

list-or = { $rest } eller { $last }

## Afvisninger fra /variant (hele sætninger, efter et ⚠️). $name er et
## regelsæts navn, som serveren skrev det.

refusal-bad-rules = Reglerne kan ikke læses: { $reason }.
refusal-unplayable-rules = Reglerne kan ikke spilles: { $reason }.
refusal-rule-set-name = Et regelsæts navn har 1 til { $max } tegn og ingen kontroltegn.
refusal-rule-set-name-taken = Denne server har allerede et regelsæt, der hedder { $name }: vælg et andet navn, eller slet det eksisterende først.
refusal-too-many-rule-sets = Denne server har allerede { $count } regelsæt, som er det højeste antal, den må have: slet et af dem først.
refusal-unknown-rule-set = Der findes intet regelsæt, der hedder { $name }, på denne server.
# $tournament: dens nummer; $tournament_name: dens navn.
refusal-rule-set-in-use = Turnering #{ $tournament } ({ $tournament_name }) spilles efter { $name }: slet regelsættet, når turneringen er slut.
refusal-rule-set-not-in-server = Regelsæt hører til en server: brug denne kommando på en server.
refusal-not-rule-set-manager = Kun medlemmer med Administrer server eller arrangørrollen kan oprette eller slette serverens regelsæt.

## Hvad /variant siger. $name er et regelsæts navn, som serveren skrev det.

variant-saved = { $name } er gemt på denne server.
# Før listen over det i strengen, der ikke blev forstået og blev udeladt.
variant-ignored = Udeladt fra strengen:
variant-deleted = { $name } er slettet: der startes ingen nye partier efter det, og de partier, der allerede er spillet efter det, beholder det.
# Felterne ved siden af et regelsæts regelstreng.
variant-board = Bræt
variant-key = Nøgle
variant-rules = Regelstreng
variant-author = Skrevet af
variant-list-title = Denne servers regelsæt ({ $count } af { $max })
variant-list-empty = Denne server har endnu ingen regelsæt: en arrangør gemmer et med `/variant create`.
# $size: brættets bredde; $author: hvem der gemte det (en omtale).
variant-list-line = **{ $name }**, { $size }x{ $size }, af { $author }

## Listen i indstillingen `variant`. $name: et spils navn; $size: brættets bredde.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, denne server)
refusal-no-such-variant = Der findes intet spil, der hedder { $name }, her: vælg et fra listen, mens du skriver.

## Et regelsæts regler i ord (/rules, /variant show, `hnefi rules check`,
## docs/rules.md 5.3): én sætning pr. regel, der afviger fra de almindelige
## regler, som er Fetlars. $pieces er en liste af brikker lavet af
## pieces-beskederne forbundet med list-and; hvor en sætning begynder med den,
## skrives dens første bogstav med stort.

# $rest: alle punkter undtagen det sidste, adskilt af kommaer.
list-and = { $rest } og { $last }
pieces-every = alle brikker
pieces-none = ingen brikker
pieces-all-attackers = alle angribernes brikker
pieces-all-defenders = alle forsvarernes brikker
pieces-attackers-taflmen = angribernes almindelige brikker
pieces-attackers-commanders = angribernes anførere
pieces-attackers-knights = angribernes riddere
pieces-attackers-mercenaries = angribernes lejesoldater
pieces-attackers-guards = angribernes vagter
pieces-defenders-taflmen = forsvarernes almindelige brikker
pieces-defenders-commanders = forsvarernes anførere
pieces-defenders-knights = forsvarernes riddere
pieces-defenders-mercenaries = forsvarernes lejesoldater
pieces-defenders-guards = forsvarernes vagter
pieces-king = kongen

fact-escape-edge = Kongen vinder ved at nå et hvilket som helst felt på kanten.
fact-no-win-by-surrounding = Det giver ikke sejr at lukke forsvarerne inde: angriberne skal fange kongen.
fact-defenders-first = Forsvarerne trækker først.
fact-repetition-ignored = Det har ingen følger at gentage en stilling.
fact-repetition-mover-wins = Den spiller, hvis træk gentager en stilling for tredje gang, vinder.
fact-repetition-mover-loses = Den spiller, hvis træk gentager en stilling for tredje gang, taber.
fact-king-unarmed = Kongen er ubevæbnet: han deltager ikke i fangster.
fact-king-anvil = Kongen er kun en ambolt: han kan lukke en fangst, men fanger ikke selv ved at flytte.
fact-king-hammer = Kongen er kun en hammer: han fanger ved at flytte, men lukker ikke en fangst.
fact-king-strong-at-throne = Kongen skal have fjender på alle fire sider på eller ved siden af tronen og på to modsatte sider alle andre steder.
fact-king-middleweight = Kongen fanges, når alle felter ved siden af ham er fjendtlige, så kanten hjælper med at fange ham.
fact-king-weak = Kongen fanges mellem to fjender ligesom enhver anden brik.
fact-king-jump-none = Kongen springer aldrig.
fact-king-jump-restricted = Kongen springer over en fjende ved siden af sig uden at fange den, men kun fra eller til en trone, et hjørne eller sit eget fort.
fact-king-jump-plain = Kongen springer over en fjende ved siden af sig uden at fange den.
fact-king-jump-capturing = Kongen springer over en fjende ved siden af sig og fanger den.
# $pieces: en af jumpers-beskederne.
fact-jump-none = { $pieces } springer aldrig.
fact-jump-restricted = { $pieces } springer over en fjende ved siden af sig uden at fange den, men kun fra eller til en trone, et hjørne eller deres eget fort.
fact-jump-plain = { $pieces } springer over en fjende ved siden af sig uden at fange den.
fact-jump-capturing = { $pieces } springer over en fjende ved siden af sig og fanger den.
jumpers-knights = Riddere
jumpers-commanders = Anførere
jumpers-mercenaries = Lejesoldater
jumpers-guards = Vagter
# $squares: hvor langt de må flytte.
fact-speed = { $pieces } flytter højst { $squares } { $squares ->
        [one] felt
       *[other] felter
    } ad gangen.
fact-speed-every = Alle brikker flytter højst { $squares } { $squares ->
        [one] felt
       *[other] felter
    } ad gangen.
# $squares: en liste af felter ("a1, k11").
fact-corners-none = Der er ingen hjørner.
fact-corners-at = Hjørnerne er { $squares }.
fact-throne-none = Der er ingen tronfelter.
fact-throne-at = Tronfelterne er { $squares }.
fact-attacker-forts-none = Der er ingen angriberforter.
fact-attacker-forts-at = Angriberforterne er { $squares }.
fact-defender-forts-none = Der er ingen forsvarerforter.
fact-defender-forts-at = Forsvarerforterne er { $squares }.
fact-corners-pass = { $pieces } må passere hjørnerne.
fact-corners-stop = { $pieces } må stoppe på hjørnerne.
fact-corners-reenter = { $pieces } må flytte ind på hjørnerne fra andre felter.
fact-corners-hostile = Hjørnerne er fjendtlige for { $pieces }.
fact-throne-pass = { $pieces } må passere tronfelterne.
fact-throne-stop = { $pieces } må stoppe på tronfelterne.
fact-throne-reenter = { $pieces } må flytte ind på tronfelterne fra andre felter.
fact-throne-hostile = Tronfelterne er, når de er optaget, fjendtlige for { $pieces }.
fact-throne-empty-hostile = Den tomme trone er fjendtlig for { $pieces }.
fact-attacker-forts-pass = { $pieces } må passere angriberforterne.
fact-attacker-forts-stop = { $pieces } må stoppe på angriberforterne.
fact-attacker-forts-reenter = { $pieces } må flytte ind på angriberforterne fra andre felter.
fact-attacker-forts-hostile = Angriberforterne er fjendtlige for { $pieces }.
fact-defender-forts-pass = { $pieces } må passere forsvarerforterne.
fact-defender-forts-stop = { $pieces } må stoppe på forsvarerforterne.
fact-defender-forts-reenter = { $pieces } må flytte ind på forsvarerforterne fra andre felter.
fact-defender-forts-hostile = Forsvarerforterne er fjendtlige for { $pieces }.
fact-shieldwall-weak = Skjoldborg: to eller flere brikker på række langs kanten, hver med en fjende foran sig, fanges, når fjender lukker begge ender.
fact-shieldwall-strong = Skjoldborg: to eller flere brikker på række langs kanten, hver med en fjende foran sig, fanges, når fjender eller hjørner lukker begge ender.
fact-shieldwall-any-move = Ethvert træk, der lukker en skjoldborg, fanger den, ikke kun et træk ind på en af dens ender.
fact-edge-fort = Forsvarerne vinder, når kongen, der står på kanten eller kan nå den og stadig har et træk, er muret inde af forsvarere, der ikke kan fanges (kantfort).
fact-linnaean = Står kongen på tronen med angribere på tre af dens sider, fanges en forsvarer på den fjerde side mod tronen (Linnés fangst).
fact-berserk-capture = Bersærk: en brik, der fanger, trækker straks igen, hvis den kan fange igen, og det træk skal fange.
fact-berserk-move = Bersærk: en brik, der fanger, trækker straks igen.

## /rules for et regelsæt: de almindelige regler, hvad der afviger, og en
## forklaring på, hvad brættet viser. $name: regelsættets navn; $size:
## brættets bredde.

rules-generated-usual = **{ $name }** spilles på et { $size }x{ $size }-bræt. Medmindre en regel nedenfor siger andet, gælder de almindelige regler (Fetlars): angriberne trækker først; alle brikker flytter som tårne i skak, vilkårligt mange tomme felter langs en række eller linje; en brik, der på en række eller linje bliver klemt inde mellem to fjender eller en fjende og et fjendtligt felt, fanges; hjørnerne og tronen er fjendtlige, og kun kongen må stoppe på dem (andre må passere den tomme trone); kongen deltager i fangster og fanges kun med fjender på alle fire sider, aldrig på kanten; han vinder ved at nå et hjørne, og angriberne ved at fange ham eller lukke alle forsvarere inde; en stilling, der gentages for tredje gang, er remis; en side uden træk taber.
rules-generated-here = **Her:**
rules-generated-as-usual = Intet afviger fra de almindelige regler.
rules-legend = **På brættet:**
legend-sides = mørke brikker er angribernes, lyse brikker forsvarernes
legend-king = brikken med en guldkrone er kongen
legend-commander = en rød stjerne markerer en anfører: den springer, og sammen med en ridder eller en anden anfører fanger den en stærk konge mellem de to
legend-knight = en blå rombe markerer en ridder: den springer over en fjende og fanger den, medmindre en regel ovenfor siger andet; mod kongen tæller den som en anfører
legend-mercenary = en mønt i begge farver markerer en lejesoldat: når den fanges, skifter den side i stedet for at forlade brættet
legend-guard = et grønt skjold markerer en vagt: den fanges aldrig og fanger intet
legend-corners = hjørnerne er felterne med skrå skravering
legend-throne = et tronfelt er tegnet som en forhøjning, et sæde med trin hele vejen rundt
legend-attacker-forts = et felt, der er muret inde i angribernes farver med et tårn i hvert hjørne, er et angriberfort
legend-defender-forts = et felt, der er muret inde i forsvarernes farver med et tårn i hvert hjørne, er et forsvarerfort
