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
variant-author = Skriven av
variant-list-title = Den här serverns regeluppsättningar ({ $count } av { $max })
variant-list-empty = Den här servern har inga regeluppsättningar än: en arrangör sparar en med `/variant create`.
# $size: brädets bredd; $author: vem som sparade den (ett omnämnande).
variant-list-line = **{ $name }**, { $size }x{ $size }, av { $author }
