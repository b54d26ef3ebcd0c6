## Regeluppsättningar skrivna som OpenTafl-regelsträngar (OTN): varför en sträng
## inte kan läsas eller spelas, och vad i den som ignorerades. Det här är delar
## av meningar ("Reglerna kan inte läsas: ...") och börjar med liten bokstav;
## `hnefi rules check` skriver ut dem som de är. Nycklar, värden och bokstäver
## inom backticks är strängens egna och översätts inte.

# Ett problem med en nyckel: nyckeln och dess värde som de skrevs, sedan problemet.
rules-at-key = `{ $key }:{ $value }`: { $problem }
rules-empty = regelsträngen är tom
rules-too-long = regelsträngen är { $length } byte lång; en regelsträng får vara högst { $max }
rules-missing-key = en regelsträng behöver `{ $key }`
rules-twice = nyckeln anges två gånger
rules-both-starts = ange `start` eller `starti`, inte båda
# $choices: de värden nyckeln kan ha, som en lista gjord med list-or.
rules-expected = förväntade { $choices }
rules-size = brädstorleken måste vara udda, från 5 till 19
rules-not-a-square = `{ $text }` är ingen ruta
rules-off-board = { $square } ligger inte på { $size }x{ $size }-brädet
rules-square-twice = { $square } nämns två gånger
# $other: nyckeln (cor, cen, afor, dfor) som redan anger rutan.
rules-two-kinds = { $square } anges redan i `{ $other }`
rules-not-a-type = `{ $char }` är ingen pjästyp (typerna är t c n k m g, versaler för försvararna)
rules-speed-count = en hastighetslista har 1, 2, 8, 10 eller 12 värden, inte { $count }
rules-speed = `{ $text }` är ingen hastighet (ett antal rutor från 1 till 255, eller -1 för ingen gräns)
rules-king-count = startställningen behöver exakt en kung (`K`), inte { $count }
rules-no-attackers = anfallarna behöver minst en pjäs
rules-king-escaped = kungen börjar på { $square }, där han redan har flytt
rules-name = namnet får inte innehålla styrtecken
rules-name-length = namnet är längre än { $max } tecken

## En regeluppsättning som går att läsa men inte att spela.

rules-unsupported-size = brädstorleken { $size } stöds inte (udda storlekar från 5 till 19)
rules-square-off-board = { $square } ligger inte på brädet
rules-no-layout = spelet behöver en startställning
rules-too-many-kinds = för många sorters specialrutor (högst 254)
# $reason: varför startställningen inte kan spelas (ett position--meddelande).
rules-bad-start = startställningen `{ $layout }` kan inte spelas: { $reason }

## Vad i en regelsträng som ignorerades.

rules-warning-not-a-pair = `{ $text }` är inget key:value-par; ignoreras
rules-warning-unknown-key = okänd nyckel `{ $key }` ignoreras

## En lista med alternativ: "s, c, m eller w". $rest är alla poster utom den
## sista, åtskilda med kommatecken.

list-or = { $rest } eller { $last }

## Avvisningar från /variant (hela meningar, efter en ⚠️). $name är en
## regeluppsättnings namn så som servern skrev det.

refusal-bad-rules = Reglerna kan inte läsas: { $reason }.
refusal-unplayable-rules = Reglerna går inte att spela: { $reason }.
refusal-rule-set-name = En regeluppsättnings namn har 1 till { $max } tecken och inga styrtecken.
refusal-rule-set-name-taken = Den här servern har redan en regeluppsättning som heter { $name }: välj ett annat namn, eller ta bort den befintliga först.
refusal-too-many-rule-sets = Den här servern har redan { $count ->
    [one] 1 regeluppsättning
   *[other] { $count } regeluppsättningar
}, det högsta antal den får ha: ta bort någon först.
refusal-unknown-rule-set = Det finns ingen regeluppsättning som heter { $name } på den här servern.
# $tournament: dess nummer; $tournament_name: dess namn.
refusal-rule-set-in-use = Turnering #{ $tournament } ({ $tournament_name }) spelas enligt { $name }: ta bort regeluppsättningen när turneringen är slut.
refusal-rule-set-not-in-server = Regeluppsättningar hör till en server: använd det här kommandot på en server.
refusal-not-rule-set-manager = Bara medlemmar med Hantera server eller arrangörsrollen kan skapa eller ta bort serverns regeluppsättningar.

## Vad /variant säger. $name är en regeluppsättnings namn så som servern skrev det.

variant-saved = { $name } är sparad för den här servern.
# Före listan över det i strängen som inte förstods och utelämnades.
variant-ignored = Utelämnat ur strängen:
variant-deleted = { $name } är borttagen: inga nya partier startar enligt den, och de partier som redan har spelats enligt den behåller den.
# Fälten bredvid en regeluppsättnings regelsträng.
variant-board = Bräde
variant-key = Nyckel
variant-rules = Regelsträng
variant-author = Skriven av
variant-list-title = Den här serverns regeluppsättningar ({ $count } av { $max })
variant-list-empty = Den här servern har inga regeluppsättningar än: en arrangör sparar en med `/variant create`.
# $size: brädets bredd; $author: vem som sparade den (ett omnämnande).
variant-list-line = **{ $name }**, { $size }x{ $size }, av { $author }

## Listan i alternativet `variant`. $name: ett spels namn; $size: brädets bredd.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, den här servern)
refusal-no-such-variant = Det finns inget spel som heter { $name } här: välj ett ur listan medan du skriver.

## En regeluppsättnings regler i ord (/rules, /variant show, `hnefi rules check`,
## docs/rules.md 5.3): en mening per regel som skiljer sig från de vanliga
## reglerna, som är Fetlars. $pieces är en lista över pjäser gjord av
## pieces-meddelandena sammanfogade med list-and; där en mening börjar med den
## skrivs dess första bokstav med versal.

# $rest: alla punkter utom den sista, åtskilda med kommatecken.
list-and = { $rest } och { $last }
pieces-every = alla pjäser
pieces-none = inga pjäser
pieces-all-attackers = alla anfallarnas pjäser
pieces-all-defenders = alla försvararnas pjäser
pieces-attackers-taflmen = anfallarnas vanliga pjäser
pieces-attackers-commanders = anfallarnas befälhavare
pieces-attackers-knights = anfallarnas riddare
pieces-attackers-mercenaries = anfallarnas legosoldater
pieces-attackers-guards = anfallarnas vakter
pieces-defenders-taflmen = försvararnas vanliga pjäser
pieces-defenders-commanders = försvararnas befälhavare
pieces-defenders-knights = försvararnas riddare
pieces-defenders-mercenaries = försvararnas legosoldater
pieces-defenders-guards = försvararnas vakter
pieces-king = kungen

fact-escape-edge = Kungen vinner genom att nå vilken ruta som helst på kanten.
fact-no-win-by-surrounding = Att stänga in försvararna ger inte vinst: anfallarna måste fånga kungen.
fact-defenders-first = Försvararna börjar.
fact-repetition-ignored = Att upprepa en ställning får inga följder.
fact-repetition-mover-wins = Den spelare vars drag upprepar en ställning för tredje gången vinner.
fact-repetition-mover-loses = Den spelare vars drag upprepar en ställning för tredje gången förlorar.
fact-king-unarmed = Kungen är obeväpnad: han deltar inte i fångster.
fact-king-anvil = Kungen är bara ett städ: han kan sluta en fångst men fångar inte själv genom att flytta.
fact-king-hammer = Kungen är bara en hammare: han fångar genom att flytta men sluter inte en fångst.
fact-king-strong-at-throne = Kungen behöver fiender på alla fyra sidor på eller bredvid tronen, och på två motsatta sidor på alla andra ställen.
fact-king-middleweight = Kungen fångas när varje ruta bredvid honom är fientlig, så kanten hjälper till att fånga honom.
fact-king-weak = Kungen fångas mellan två fiender, som vilken pjäs som helst.
fact-king-jump-none = Kungen hoppar aldrig.
fact-king-jump-restricted = Kungen hoppar över en intilliggande fiende utan att fånga den, men bara från eller till en tron, ett hörn eller sitt eget fort.
fact-king-jump-plain = Kungen hoppar över en intilliggande fiende utan att fånga den.
fact-king-jump-capturing = Kungen hoppar över en intilliggande fiende och fångar den.
# $pieces: ett av jumpers-meddelandena.
fact-jump-none = { $pieces } hoppar aldrig.
fact-jump-restricted = { $pieces } hoppar över en intilliggande fiende utan att fånga den, men bara från eller till en tron, ett hörn eller sitt eget fort.
fact-jump-plain = { $pieces } hoppar över en intilliggande fiende utan att fånga den.
fact-jump-capturing = { $pieces } hoppar över en intilliggande fiende och fångar den.
jumpers-knights = Riddare
jumpers-commanders = Befälhavare
jumpers-mercenaries = Legosoldater
jumpers-guards = Vakter
# $squares: hur långt de får flytta.
fact-speed = { $pieces } flyttar högst { $squares } { $squares ->
        [one] ruta
       *[other] rutor
    } åt gången.
fact-speed-every = Alla pjäser flyttar högst { $squares } { $squares ->
        [one] ruta
       *[other] rutor
    } åt gången.
# $squares: en lista över rutor ("a1, k11").
fact-corners-none = Det finns inga hörn.
fact-corners-at = Hörnen är { $squares }.
fact-throne-none = Det finns inga tronrutor.
fact-throne-at = Tronrutorna är { $squares }.
fact-attacker-forts-none = Det finns inga anfallarfort.
fact-attacker-forts-at = Anfallarforten är { $squares }.
fact-defender-forts-none = Det finns inga försvararfort.
fact-defender-forts-at = Försvararforten är { $squares }.
fact-corners-pass = { $pieces } får passera hörnen.
fact-corners-stop = { $pieces } får stanna på hörnen.
fact-corners-reenter = { $pieces } får flytta in på hörnen från andra rutor.
fact-corners-hostile = Hörnen är fientliga för { $pieces }.
fact-throne-pass = { $pieces } får passera tronrutorna.
fact-throne-stop = { $pieces } får stanna på tronrutorna.
fact-throne-reenter = { $pieces } får flytta in på tronrutorna från andra rutor.
fact-throne-hostile = Tronrutorna är, när de är besatta, fientliga för { $pieces }.
fact-throne-empty-hostile = Den tomma tronen är fientlig för { $pieces }.
fact-attacker-forts-pass = { $pieces } får passera anfallarforten.
fact-attacker-forts-stop = { $pieces } får stanna på anfallarforten.
fact-attacker-forts-reenter = { $pieces } får flytta in på anfallarforten från andra rutor.
fact-attacker-forts-hostile = Anfallarforten är fientliga för { $pieces }.
fact-defender-forts-pass = { $pieces } får passera försvararforten.
fact-defender-forts-stop = { $pieces } får stanna på försvararforten.
fact-defender-forts-reenter = { $pieces } får flytta in på försvararforten från andra rutor.
fact-defender-forts-hostile = Försvararforten är fientliga för { $pieces }.
fact-shieldwall-weak = Sköldmur: två eller fler pjäser i en kedja längs kanten, var och en med en fiende framför sig, fångas när fiender sluter båda ändarna.
fact-shieldwall-strong = Sköldmur: två eller fler pjäser i en kedja längs kanten, var och en med en fiende framför sig, fångas när fiender eller hörn sluter båda ändarna.
fact-shieldwall-any-move = Varje drag som sluter en sköldmur fångar den, inte bara ett drag till någon av dess ändar.
fact-edge-fort = Försvararna vinner när kungen, som står på kanten eller kan nå den och har ett drag kvar, är inmurad av försvarare som inte kan fångas (kantfort).
fact-linnaean = Står kungen på tronen med anfallare på tre av dess sidor fångas en försvarare på den fjärde sidan mot tronen (Linnés fångst).
fact-berserk-capture = Bärsärk: en pjäs som fångar flyttar genast igen om den kan fånga igen, och det draget måste fånga.
fact-berserk-move = Bärsärk: en pjäs som fångar flyttar genast igen.

## /rules för en regeluppsättning: de vanliga reglerna, vad som skiljer sig,
## och en förklaring av vad brädet visar. $name: regeluppsättningens namn;
## $size: brädets bredd.

rules-generated-usual = **{ $name }** spelas på ett { $size }x{ $size }-bräde. Om inte en regel nedan säger något annat gäller de vanliga reglerna (Fetlars): anfallarna börjar; alla pjäser flyttar som torn i schack, hur många tomma rutor som helst längs en rad eller linje; en pjäs som på en rad eller linje blir instängd mellan två fiender, eller en fiende och en fientlig ruta, fångas; hörnen och tronen är fientliga, och bara kungen får stanna på dem (andra får passera den tomma tronen); kungen deltar i fångster och fångas bara med fiender på alla fyra sidor, aldrig på kanten; han vinner genom att nå ett hörn, och anfallarna genom att fånga honom eller stänga in alla försvarare; en ställning som upprepas för tredje gången är remi; en sida utan drag förlorar.
rules-generated-here = **Här:**
rules-generated-as-usual = Inget skiljer sig från de vanliga reglerna.
rules-legend = **På brädet:**
legend-sides = mörka pjäser är anfallarnas, ljusa pjäser försvararnas
legend-king = pjäsen med en guldkrona är kungen
legend-commander = en röd stjärna markerar en befälhavare: den hoppar, och tillsammans med en riddare eller en annan befälhavare fångar den en stark kung mellan de två
legend-knight = en blå romb markerar en riddare: den hoppar över en fiende och fångar den, om inte en regel ovan säger något annat; mot kungen räknas den som en befälhavare
legend-mercenary = ett mynt i båda färgerna markerar en legosoldat: när den fångas byter den sida i stället för att lämna brädet
legend-guard = en grön sköld markerar en vakt: den fångas aldrig och fångar ingenting
legend-corners = hörnen är rutorna med diagonal skraffering
legend-throne = en tronruta är ritad som en upphöjning, ett säte med trappsteg runt om
legend-attacker-forts = en ruta inmurad i anfallarnas färger, med ett torn i varje hörn, är ett anfallarfort
legend-defender-forts = en ruta inmurad i försvararnas färger, med ett torn i varje hörn, är ett försvararfort
