## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Vår tolkning:*
rules-missing = Reglerna för det här spelet är inte nedskrivna än.

rules-noggin =
    • **Bräde:** 9x9, uppställning `standard`. Noggin (kungen) står på trollstenen e5 med 8 Nogar omkring sig; 16 troll anfaller från de fyra kanterna.
    • *Vår tolkning:* källans bild av brädet har gått förlorad; dess antal pjäser och dess källor (Linné, via Murray) är Tabluts, så vi använder Tabluts uppställning.
    • **Första drag:** Nogarna.
    • **Drag:** Nogar och troll flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs). Noggin flyttar exakt en ruta vågrätt eller lodrätt, utom vid den snabba flykten.
    • **Trollstenen (e5):** trollkungen sitter fängslad under den. När Noggin har lämnat den dyker trollkungen upp där: han flyttar aldrig (utom när han hoppar), spärrar rutan för alla, fångas aldrig och räknas som ett troll när Nogar ska fångas. Noggin kan aldrig återvända dit.
    • **Fångst:** en Nog eller ett troll fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Noggin och trollkungen fångas aldrig på det här sättet.
    • *Vår tolkning:* Noggin är beväpnad (han hjälper till att fånga troll som vilken Nog som helst), och ingen ruta är fientlig.
    • **UIT NOG** ropas när Noggin (som inte står på kanten) har en fri linje av tomma rutor till kanten i exakt en riktning.
    • **Snabb flykt:** på Nogarnas tur får Noggin, om han har en fri linje till kanten (utropad eller inte), glida längs den ända till kantrutan, och då vinner Nogarna. Glidningen stannar aldrig halvvägs.
    • **TUIT NOG:** har Noggin efter ett drag av Nogarna fria linjer i två eller fler riktningar vinner Nogarna direkt.
    • **Kant:** Noggin vinner genom att kliva ut på vilken kantruta som helst.
    • **Trollkungens hopp:** efter varje drag av trollen gäller: om Noggin har lämnat trollstenen och troll (trollkungen räknas) står på tre av hans fyra sidor, hoppar trollkungen till den fjärde rutan och tar bort en pjäs som står där: Noggin är fångad och trollen vinner. Troll på alla fyra sidor vinner också. Så länge Noggin står på trollstenen fångas han bara av troll på alla fyra sidor.
    • **Upprepning:** Noggin måste variera. Ett drag av Nogarna som skulle skapa en ställning för tredje gången är otillåtet; har Nogarna då inget tillåtet drag förlorar de. Trollen får upprepa fritt.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.

rules-knut =
    • **Bräde:** 9x9, uppställning `standard`. Noggin (kungen) står på sitt hem e5 med 8 Nogar omkring sig; 16 troll anfaller från de fyra kanterna.
    • *Vår tolkning:* liksom i Noggins spel har källans bild av brädet gått förlorad och dess antal pjäser är Tabluts, så vi använder Tabluts uppställning.
    • **Första drag:** Nogarna.
    • **Drag:** alla pjäser, även Noggin, flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs). Det finns ingen trollkung.
    • **Noggins hem (e5):** ingen annan pjäs får stanna på eller passera rutan. Noggin får återvända dit. Rutan är inte fientlig.
    • **Fångst:** en pjäs fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender.
    • **Noggin fångas:** som vilken annan pjäs som helst, mellan två troll (varav det som flyttar är det ena), på alla rutor utom e5, där det krävs troll på alla fyra sidor.
    • *Vår tolkning:* Noggin är beväpnad (han hjälper till att fånga troll som vilken Nog som helst), och ingen ruta är fientlig.
    • **UIT NOG** ropas när Noggin (som inte står på kanten) har en fri linje av tomma rutor till kanten i exakt en riktning.
    • **TUIT NOG:** har Noggin efter ett drag av Nogarna fria linjer i två eller fler riktningar vinner Nogarna direkt.
    • **Kant:** Noggin vinner genom att nå vilken kantruta som helst.
    • **Upprepning:** Noggin måste variera. Ett drag av Nogarna som skulle skapa en ställning för tredje gången är otillåtet; har Nogarna då inget tillåtet drag förlorar de. Trollen får upprepa fritt.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.

rules-thor =
    • **Bräde:** 9x9, uppställning `standard`. Noggin (kungen) står på trollstenen e5 med 8 Nogar omkring sig; 16 troll anfaller från de fyra kanterna.
    • *Vår tolkning:* liksom i Noggins spel har källans bild av brädet gått förlorad och dess antal pjäser är Tabluts, så vi använder Tabluts uppställning.
    • **Första drag:** Nogarna.
    • **Drag:** alla pjäser, även Noggin, flyttar som en springare i schack: två rutor längs den ena axeln och en längs den andra, till en tom ruta. Det finns inga raka drag.
    • **Hopp:** ett springardrag passerar de två rutorna på sitt långa ben, som tas först (`c3-d5` passerar c4 och c5; `c3-e4` passerar d3 och e3). Troll får hoppa över Nogar och Noggin; Noggin får hoppa över Nogar; ingen av dem får hoppa över ett troll eller trollkungen. Nogarnas krigare får inte hoppa: båda rutorna måste vara tomma.
    • *Vår tolkning:* källans ”av Nogarna får bara Noggin hoppa” läser vi som ”bara Noggin får hoppa över Nogar”.
    • **Trollstenen (e5):** trollkungen sitter fängslad under den. När Noggin har lämnat den dyker trollkungen upp där: han flyttar aldrig (utom när han hoppar), spärrar rutan för alla, fångas aldrig och räknas som ett troll när Nogar ska fångas. Noggin kan aldrig återvända dit.
    • **Fångst:** en Nog eller ett troll fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Noggin och trollkungen fångas aldrig på det här sättet.
    • *Vår tolkning:* Noggin är beväpnad (han hjälper till att fånga troll som vilken Nog som helst), och ingen ruta är fientlig.
    • **Kant:** Noggin vinner genom att landa på vilken kantruta som helst.
    • *Vår tolkning:* det finns ingen snabb flykt: Noggin flyttar redan lika snabbt som en krigare, så han flyr bara genom att hoppa ut på kanten.
    • **UIT NOG** ropas när exakt en kantruta ligger ett tillåtet hopp bort för Noggin (som inte står på kanten).
    • **TUIT NOG:** ligger två eller fler kantrutor ett tillåtet hopp bort för Noggin efter ett drag av Nogarna vinner Nogarna direkt.
    • **Trollkungens hopp:** efter varje drag av trollen gäller: om Noggin har lämnat trollstenen och troll (trollkungen räknas) står på tre av hans fyra sidor, hoppar trollkungen till den fjärde rutan och tar bort en pjäs som står där: Noggin är fångad och trollen vinner. Troll på alla fyra sidor vinner också. Så länge Noggin står på trollstenen fångas han bara av troll på alla fyra sidor.
    • **Upprepning:** Noggin måste variera. Ett drag av Nogarna som skulle skapa en ställning för tredje gången är otillåtet; har Nogarna då inget tillåtet drag förlorar de. Trollen får upprepa fritt.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar; trollen kan vinna genom att stänga in Noggin.

rules-kings-table =
    • **Bräde:** 13x13, uppställning `standard`. Kungen står på tronen g7 med 12 försvarare; 24 anfallare börjar i fyra grupper vid kanterna.
    • **Första drag:** anfallarna.
    • **Drag:** alla pjäser flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs).
    • **Spärrade rutor:** tronen (g7) och de fyra hörnborgarna. Bara kungen får stanna på eller passera dem.
    • **Fientliga rutor:** borgarna, för båda sidor: de fångar som en fientlig pjäs. Tronen är inte fientlig för vanliga pjäser.
    • **Fångst:** en pjäs fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender (eller en fiende och en borg) på en rad eller linje; dubbel- och trippelfångster är vanliga. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Kungen är beväpnad: han fångar som vilken försvarare som helst.
    • **Sköldmur:** en kedja av två eller fler anfallare, eller av två eller fler försvarare, sida vid sida på en kant, var och en med en fiende direkt framför sig (på insidan), fångas i sin helhet när en fiende flyttar till kantrutan vid kedjans ena ände medan det också står en fiende vid den andra änden. Kedjan räknas från den pjäs som flyttar, längs kanten så långt motståndarens pjäser räcker. Kungen kan vara den som flyttar, en ände eller en pjäs framför. En borg stänger inte en ände. Kungen fångas aldrig på det här sättet, och en kung i kedjan avslutar den.
    • **Kungen fångas:** av anfallare på alla fyra sidor, oavsett om han står på tronen eller på någon annan ruta; bredvid tronen av tre anfallare och tronen; på kanten av tre anfallare och kanten. Den anfallare som flyttar måste vara en av dem.
    • *Vår tolkning:* en borg bredvid kungen räknas här som en anfallare.
    • **Dubbelfälla:** om ett drag av anfallarna fångar en försvarare bredvid kungen, och kungen skulle vara fångad om den försvararens ruta vore en anfallare (de tre andra sidorna är anfallare, eller tronen, kanten eller en borg enligt ovan), fångas kungen också. Den pjäs som flyttar behöver inte stå intill kungen.
    • **Vinst:** försvararna när kungen når en borg; anfallarna när de fångar kungen.
    • **Upprepning:** ett drag som skapar en ställning (pjäser och sida vid draget) för tredje gången gör partiet remi.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.

rules-alea-evangelii =
    • **Bräde:** 19x19, tron j10. I varje hörn ett block på 2x2: den yttre rutan (a1, s1, a19, s19) är oanvändbar, ingenting går in på eller korsar den; de andra tre är röda hörn (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Uppställning:** `cyningstan`, manuskriptets uppställning som Damian Walker har reviderat den: kungen på j10, 20 försvarare och 4 evangelister (f6 n6 f14 n14) mot 48 anfallare. Uppställningarna Helmfrid C, Perkis och Helmfrid B ingår inte (deras diagram har gått förlorade); har du dem kan du starta från en egen ställning (`/challenge` med alternativet `position`, på svenska /utmana med startställning).
    • **Första drag:** anfallarna.
    • **Drag:** alla pjäser flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs). Bara kungen får stanna på tronen eller ett rött hörn; alla pjäser får passera den tomma tronen; kungen får passera röda hörn.
    • **Evangelister** (försvarare) får också hoppa över en intilliggande anfallare till den tomma rutan precis bakom den (inte tronen, ett rött hörn eller en oanvändbar ruta). Den överhoppade anfallaren tas bort, och sedan fångar evangelisten som vanligt från rutan där den landar. Ett drag på två rutor över en anfallare är alltid ett sådant hopp. Evangelister fångas som andra pjäser.
    • **Fientliga rutor:** den tomma tronen och de röda hörnen, för båda sidor.
    • **Fångst:** en pjäs fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender (eller en fiende och en fientlig ruta) på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Kungen är beväpnad: han fångar som vilken försvarare som helst.
    • **Kungen fångas:** som vilken pjäs som helst (av två anfallare, eller en anfallare och en fientlig ruta), utom på eller bredvid tronen, där det krävs alla fyra sidor och den tomma tronen räknas som en.
    • **Inringning:** kan varken kungen eller någon försvarare efter ett drag av anfallarna nå kanten genom rutor fria från anfallare (specialrutor räknas som fria), vinner anfallarna. Står en försvarare på kanten är de inte inringade.
    • **Upprepning:** ett drag som skapar en ställning (samma sida vid draget) för tredje gången innebär förlust för den som gjorde det.
    • **Vinst:** försvararna när kungen når ett rött hörn; anfallarna genom att fånga kungen eller genom inringning.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.

rules-magpie =
    • **Bräde:** 7x7 med fem markerade rutor: mitten d4 och de fyra hörnen.
    • **Uppställningar:** leprechaunen (kungen) på d4 och 4 vänner på d3 c4 e4 d5 mot 8 tjuvar: `cross` (förval, standarduppställningen; tjuvar på d1 d2 a4 b4 f4 g4 d6 d7), eller två uppställningar från samma upphovsmans datorversion, `ballinderry-2` (tjuvar på c1 e1 a3 g3 a5 g5 c7 e7) och `ballinderry-3` (tjuvar på d1 b2 f2 a4 g4 b6 f6 d7).
    • **Första drag:** tjuvarna.
    • **Drag:** tjuvar och vänner flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs). Leprechaunen flyttar exakt en ruta vågrätt eller lodrätt.
    • **Markerade rutor:** bara leprechaunen får stanna på dem; andra pjäser får passera den tomma mittrutan. Tomma markerade rutor är fientliga för båda sidor.
    • **Fångst:** en pjäs fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender (eller en fiende och en tom markerad ruta) på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Leprechaunen är beväpnad: han fångar som vilken vän som helst.
    • **Leprechaunen fångas:** när han är instängd på alla fyra sidor, där varje sida är en tjuv, en markerad ruta eller brädets kant. Den tjuv som flyttar måste vara en av dem.
    • **Vinst:** vännerna när leprechaunen når ett hörn; tjuvarna när de fångar honom.
    • **Upprepning:** ett drag som skapar en ställning (pjäser och sida vid draget) för tredje gången gör partiet remi.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.

rules-tafl9 =
    • **Bräde:** 9x9, uppställning `standard` (Tablut): 16 ryssar (anfallare) mot 8 svenskar (försvarare) och den svenska kungen på e5. Fem guldrutor: mitten e5 och de fyra hörnen.
    • **Första drag:** avgörs genom lottning: boten väljer sida slumpmässigt när partiet startar och meddelar det.
    • **Drag:** alla pjäser flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs). Bara kungen får stanna på en guldruta; alla pjäser får passera den tomma mittrutan.
    • **Fientliga rutor:** guldrutorna, för vanliga pjäser på båda sidor; mittrutan bara när den är tom.
    • *Vår tolkning:* guldrutorna är inte fientliga för kungen (han får gå in på dem).
    • **Fångst:** en pjäs fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender (eller en fiende och en fientlig guldruta) på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Kungen är beväpnad: han fångar som vilken svensk som helst.
    • **Kungen fångas:** som vilken pjäs som helst, av två ryssar på motsatta sidor.
    • **Vinst:** svenskarna när kungen når ett hörn; ryssarna när de fångar kungen.
    • **Upprepning:** ett drag som skapar en ställning (pjäser och sida vid draget) för tredje gången gör partiet remi.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.

rules-copenhagen =
    • **Bräde:** 11x11, uppställning `standard`. Kungen står på tronen f6 med 12 försvarare; 24 anfallare börjar i fyra grupper vid kanterna.
    • **Första drag:** anfallarna.
    • **Drag:** alla pjäser flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs). Bara kungen får stanna på tronen eller ett hörn; alla pjäser får passera den tomma tronen.
    • **Fientliga rutor:** hörnen, för alla pjäser; tronen, alltid för anfallare och för försvarare bara när den är tom.
    • **Fångst:** en pjäs fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender (eller en fiende och en fientlig ruta) på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Kungen är beväpnad: han fångar som vilken försvarare som helst.
    • **Sköldmur:** en kedja av två eller fler anfallare, eller av två eller fler försvarare, sida vid sida på en kant, var och en med en fiende direkt framför sig (på insidan), fångas i sin helhet när en fiende flyttar till kantrutan vid kedjans ena ände medan den andra änden också har en fiende eller är ett hörn. Kedjan räknas från den pjäs som flyttar, längs kanten så långt motståndarens pjäser räcker. Kungen kan vara den som flyttar, en ände eller en pjäs framför, och kan ingå i en kedja av försvarare: han räknas till de två eller fler men fångas aldrig (i en kedja av en försvarare och kungen går försvararen förlorad).
    • **Kungen fångas:** av anfallare på alla fyra sidor, eller tre och tronen; den anfallare som flyttar måste vara en av dem. Han fångas aldrig på kanten.
    • **Kantfort:** försvararna vinner om kungen efter deras drag står på kanten, fortfarande kan flytta och hans fort inte kan brytas: kungen och de tomma rutor han kan nå är inneslutna av brädets kant och av försvarare, och var och en av dessa försvarare har, längs båda axlarna, minst en sida skyddad av kanten, fortet eller en annan sådan försvarare.
    • **Inringning:** kan varken kungen eller någon försvarare efter ett drag av anfallarna nå kanten genom rutor fria från anfallare, vinner anfallarna. Står en försvarare på kanten är de inte inringade.
    • **Upprepning:** ständig upprepning är förbjuden och kostar försvararna partiet: när en ställning (samma sida vid draget) uppstår för tredje gången vinner anfallarna.
    • **Vinst:** försvararna när kungen når ett hörn eller genom kantfort; anfallarna genom att fånga kungen eller genom inringning.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.

rules-brandubh =
    • **Bräde:** 7x7, uppställning `standard`: kungen på tronen d4 med försvarare på d3 c4 e4 d5, mot anfallare på d1 d2 a4 b4 f4 g4 d6 d7 (World Tafl Federations regler).
    • **Första drag:** anfallarna.
    • **Drag:** alla pjäser flyttar som torn i schack (hur långt som helst längs en rad eller linje, aldrig över eller in på en annan pjäs). Bara kungen får stanna på tronen eller ett hörn; alla pjäser får passera den tomma tronen.
    • **Fientliga rutor:** hörnen, för alla pjäser; tronen, alltid för anfallare, för försvarare bara när den är tom, aldrig för kungen.
    • **Fångst:** en pjäs fångas när en fiende flyttar så att pjäsen blir instängd mellan två fiender (eller en fiende och en fientlig ruta) på en rad eller linje; ett drag kan fånga flera. Bara den pjäs som flyttar fångar: du kan tryggt flytta in mellan två fiender. Kungen är beväpnad: han fångar som vilken försvarare som helst.
    • **Kungen fångas:** som vilken pjäs som helst (av två anfallare, eller en anfallare och en fientlig ruta), utom på eller bredvid tronen, där det krävs alla fyra sidor och tronen räknas som en.
    • **Inringning:** kan varken kungen eller någon försvarare efter ett drag av anfallarna nå kanten genom rutor fria från anfallare, vinner anfallarna. Står en försvarare på kanten är de inte inringade.
    • **Upprepning:** ett drag som skapar en ställning (samma sida vid draget) för tredje gången innebär förlust för den som gjorde det.
    • **Vinst:** försvararna när kungen når ett hörn; anfallarna genom att fånga kungen eller genom inringning.
    • **Inga tillåtna drag:** den sida som är vid draget förlorar.
