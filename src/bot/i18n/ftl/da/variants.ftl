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
variant-author = Skrevet af
variant-list-title = Denne servers regelsæt ({ $count } af { $max })
variant-list-empty = Denne server har endnu ingen regelsæt: en arrangør gemmer et med `/variant create`.
# $size: brættets bredde; $author: hvem der gemte det (en omtale).
variant-list-line = **{ $name }**, { $size }x{ $size }, af { $author }
