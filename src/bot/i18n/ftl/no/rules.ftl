## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Vår tolkning:*
rules-missing = Reglene for dette spillet er ikke skrevet ennå.

rules-noggin =
    • **Brett:** 9x9, oppstilling `standard`. Noggin (kongen) står på trollsteinen e5 med 8 Nogger rundt seg; 16 troll angriper fra de fire kantene.
    • *Vår tolkning:* kildens tegning av brettet har gått tapt; antallet brikker og kildene (Linné via Murray) er de samme som for Tablut, så vi bruker Tablut-oppstillingen.
    • **Første trekk:** Noggene.
    • **Trekk:** Nogger og troll flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke). Noggin flytter nøyaktig ett felt vannrett eller loddrett, unntatt ved den raske flukten.
    • **Trollsteinen (e5):** trollkongen er fengslet under den. Så snart Noggin forlater den, dukker trollkongen opp der: han flytter aldri (bortsett fra hoppet sitt), sperrer feltet for alle, kan aldri fanges og teller som et troll når Nogger skal fanges. Noggin kan aldri vende tilbake.
    • **Fanging:** en Nog eller et troll fanges når en fiende flytter slik at brikken blir klemt inne mellom to fiender på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Noggin og trollkongen fanges aldri på denne måten.
    • *Vår tolkning:* Noggin er væpnet (han hjelper til med å fange troll som enhver annen Nog), og ingen felter er fiendtlige.
    • **UIT NOG** annonseres når Noggin (som ikke står på kanten) har en fri linje av tomme felter ut til kanten i nøyaktig én retning.
    • **Rask flukt:** når det er Noggenes tur og Noggin har en fri linje ut til kanten (annonsert eller ikke), kan han gli langs den helt ut til kantfeltet, og Noggene vinner. Glidningen stopper aldri halvveis.
    • **TUIT NOG:** har Noggin etter et trekk av Noggene frie linjer i to eller flere retninger, vinner Noggene med en gang.
    • **Kant:** Noggin vinner ved å gå ut på et hvilket som helst kantfelt.
    • **Trollkongens hopp:** hvis Noggin etter et trekk av trollene står utenfor trollsteinen og troll (trollkongen teller med) står på tre av hans fire sider, hopper trollkongen til det fjerde feltet og fjerner en eventuell brikke der: Noggin er fanget, og trollene vinner. Troll på alle fire sider vinner også. Mens Noggin står på trollsteinen, fanges han bare av troll på alle fire sider.
    • **Gjentakelse:** Noggin må variere. Et trekk av Noggene som ville skape den samme stillingen for tredje gang, er ulovlig; har Noggene da ikke noe lovlig trekk, taper de. Trollene kan gjenta fritt.
    • **Ingen lovlige trekk:** siden i trekket taper.

rules-knut =
    • **Brett:** 9x9, oppstilling `standard`. Noggin (kongen) står på hjemmet sitt e5 med 8 Nogger rundt seg; 16 troll angriper fra de fire kantene.
    • *Vår tolkning:* som i Noggins spill har kildens tegning av brettet gått tapt, og antallet brikker er det samme som i Tablut, så vi bruker Tablut-oppstillingen.
    • **Første trekk:** Noggene.
    • **Trekk:** alle brikker, også Noggin, flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke). Det finnes ingen trollkonge.
    • **Noggins hjem (e5):** ingen annen brikke får stoppe på feltet eller passere det. Noggin kan vende tilbake dit. Det er ikke fiendtlig.
    • **Fanging:** en brikke fanges når en fiende flytter slik at den blir klemt inne mellom to fiender på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender.
    • **Fanging av Noggin:** som enhver annen brikke, mellom to troll (der det ene er trollet som flytter), på alle felter unntatt e5, der det trengs troll på alle fire sider.
    • *Vår tolkning:* Noggin er væpnet (han hjelper til med å fange troll som enhver annen Nog), og ingen felter er fiendtlige.
    • **UIT NOG** annonseres når Noggin (som ikke står på kanten) har en fri linje av tomme felter ut til kanten i nøyaktig én retning.
    • **TUIT NOG:** har Noggin etter et trekk av Noggene frie linjer i to eller flere retninger, vinner Noggene med en gang.
    • **Kant:** Noggin vinner ved å nå et hvilket som helst kantfelt.
    • **Gjentakelse:** Noggin må variere. Et trekk av Noggene som ville skape den samme stillingen for tredje gang, er ulovlig; har Noggene da ikke noe lovlig trekk, taper de. Trollene kan gjenta fritt.
    • **Ingen lovlige trekk:** siden i trekket taper.

rules-thor =
    • **Brett:** 9x9, oppstilling `standard`. Noggin (kongen) står på trollsteinen e5 med 8 Nogger rundt seg; 16 troll angriper fra de fire kantene.
    • *Vår tolkning:* som i Noggins spill har kildens tegning av brettet gått tapt, og antallet brikker er det samme som i Tablut, så vi bruker Tablut-oppstillingen.
    • **Første trekk:** Noggene.
    • **Trekk:** alle brikker, også Noggin, flytter som en springer i sjakk: to felter langs den ene aksen og ett langs den andre, inn på et tomt felt. Det finnes ingen rette trekk.
    • **Hopp:** et springertrekk passerer de to feltene på sitt lange ben, som tas først (`c3-d5` passerer c4 og c5; `c3-e4` passerer d3 og e3). Troll kan hoppe over Nogger og Noggin; Noggin kan hoppe over Nogger; ingen av dem kan hoppe over et troll eller trollkongen. Nog-krigerne kan ikke hoppe: begge feltene må være tomme.
    • *Vår tolkning:* kildens «av Noggene kan bare Noggin hoppe» leses som «bare Noggin kan hoppe over Nogger».
    • **Trollsteinen (e5):** trollkongen er fengslet under den. Så snart Noggin forlater den, dukker trollkongen opp der: han flytter aldri (bortsett fra hoppet sitt), sperrer feltet for alle, kan aldri fanges og teller som et troll når Nogger skal fanges. Noggin kan aldri vende tilbake.
    • **Fanging:** en Nog eller et troll fanges når en fiende flytter slik at brikken blir klemt inne mellom to fiender på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Noggin og trollkongen fanges aldri på denne måten.
    • *Vår tolkning:* Noggin er væpnet (han hjelper til med å fange troll som enhver annen Nog), og ingen felter er fiendtlige.
    • **Kant:** Noggin vinner ved å lande på et hvilket som helst kantfelt.
    • *Vår tolkning:* det finnes ingen rask flukt: Noggin flytter allerede like raskt som en kriger, så han slipper bare unna ved å hoppe ut på kanten.
    • **UIT NOG** annonseres når nøyaktig ett kantfelt kan nås med et lovlig hopp for Noggin (som ikke står på kanten).
    • **TUIT NOG:** kan to eller flere kantfelter nås med et lovlig hopp for Noggin etter et trekk av Noggene, vinner Noggene med en gang.
    • **Trollkongens hopp:** hvis Noggin etter et trekk av trollene står utenfor trollsteinen og troll (trollkongen teller med) står på tre av hans fire sider, hopper trollkongen til det fjerde feltet og fjerner en eventuell brikke der: Noggin er fanget, og trollene vinner. Troll på alle fire sider vinner også. Mens Noggin står på trollsteinen, fanges han bare av troll på alle fire sider.
    • **Gjentakelse:** Noggin må variere. Et trekk av Noggene som ville skape den samme stillingen for tredje gang, er ulovlig; har Noggene da ikke noe lovlig trekk, taper de. Trollene kan gjenta fritt.
    • **Ingen lovlige trekk:** siden i trekket taper; trollene kan vinne ved å stenge Noggin inne.

rules-kings-table =
    • **Brett:** 13x13, oppstilling `standard`. Kongen står på tronen g7 med 12 forsvarere; 24 angripere starter i fire grupper ved kantene.
    • **Første trekk:** angriperne.
    • **Trekk:** alle brikker flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke).
    • **Sperrede felter:** tronen (g7) og de fire hjørneborgene. Bare kongen får stoppe på dem eller passere dem.
    • **Fiendtlige felter:** borgene, for begge sider: de fanger som en fiendtlig brikke. Tronen er ikke fiendtlig for vanlige brikker.
    • **Fanging:** en brikke fanges når en fiende flytter slik at den blir klemt inne mellom to fiender (eller en fiende og en borg) på en rekke eller linje; doble og tredoble fangster er helt vanlige. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Kongen er væpnet: han fanger som enhver annen forsvarer.
    • **Skjoldborg:** en rad med to eller flere angripere, eller med to eller flere forsvarere, side ved side på en kant, hver med en fiende rett foran seg (på innsiden), fanges samlet når en fiende flytter inn på kantfeltet i den ene enden av raden mens det også står en fiende på feltet i den andre enden. Raden går fra brikken som flytter, langs kanten så langt de fiendtlige brikkene rekker. Kongen kan være brikken som flytter, en ende eller en brikke foran. En borg lukker ikke en ende. Kongen fanges aldri på denne måten, og en konge i raden avslutter den.
    • **Fanging av kongen:** angripere på alle fire sider, på tronen eller et hvilket som helst annet felt; ved siden av tronen tre angripere og tronen; på kanten tre angripere og kanten. Angriperen som flytter, må være en av dem.
    • *Vår tolkning:* en borg ved siden av kongen teller her som en angriper.
    • **Dobbel felle:** fanger et trekk av angriperne en forsvarer ved siden av kongen, og ville kongen vært fanget om forsvarerens felt var en angriper (de tre andre sidene er angripere, eller tronen, kanten eller en borg som over), fanges kongen også. Brikken som flytter, trenger ikke å berøre kongen.
    • **Seier:** forsvarerne når kongen når en borg; angriperne når de fanger kongen.
    • **Gjentakelse:** et trekk som skaper den samme stillingen (brikker og side i trekket) for tredje gang, gjør partiet remis.
    • **Ingen lovlige trekk:** siden i trekket taper.

rules-alea-evangelii =
    • **Brett:** 19x19, trone j10. I hvert hjørne en 2x2-blokk: det ytterste feltet (a1, s1, a19, s19) er ubrukelig, ingenting kan gå inn på eller over det; de tre andre er røde hjørner (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Oppstilling:** `cyningstan`, manuskriptets oppstilling slik Damian Walker har revidert den: kongen på j10, 20 forsvarere og 4 evangelister (f6 n6 f14 n14) mot 48 angripere. Oppstillingene Helmfrid C, Perkis og Helmfrid B følger ikke med (diagrammene deres har gått tapt); har du dem, kan du starte fra en egen stilling (valget `position` i `/challenge`).
    • **Første trekk:** angriperne.
    • **Trekk:** alle brikker flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke). Bare kongen får stoppe på tronen eller et rødt hjørne; alle brikker kan passere den tomme tronen; kongen kan passere røde hjørner.
    • **Evangelister** (forsvarere) kan også hoppe over en angriper ved siden av seg og inn på det tomme feltet rett bak den (ikke tronen, et rødt hjørne eller et ubrukelig felt). Angriperen det hoppes over, fjernes, og deretter fanger brikken på landingsfeltet som vanlig. Et trekk på to felter over en angriper er alltid dette hoppet. Evangelister fanges som andre brikker.
    • **Fiendtlige felter:** den tomme tronen og de røde hjørnene, for begge sider.
    • **Fanging:** en brikke fanges når en fiende flytter slik at den blir klemt inne mellom to fiender (eller en fiende og et fiendtlig felt) på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Kongen er væpnet: han fanger som enhver annen forsvarer.
    • **Fanging av kongen:** som enhver annen brikke (to angripere, eller en angriper og et fiendtlig felt), unntatt på tronen eller ved siden av den, der det trengs angripere på alle fire sider, og den tomme tronen teller som én.
    • **Omringing:** hvis verken kongen eller noen forsvarer etter et trekk av angriperne kan nå kanten via felter uten angripere (spesialfelter teller som frie), vinner angriperne. Står en forsvarer på kanten, er det ingen omringing.
    • **Gjentakelse:** et trekk som skaper den samme stillingen (samme side i trekket) for tredje gang, koster spilleren som gjorde det, partiet.
    • **Seier:** forsvarerne når kongen når et rødt hjørne; angriperne ved å fange kongen eller ved omringing.
    • **Ingen lovlige trekk:** siden i trekket taper.

rules-magpie =
    • **Brett:** 7x7 med fem markerte felter: midtfeltet d4 og de fire hjørnene.
    • **Oppstillinger:** leprechaunen (kongen) på d4 og 4 venner på d3 c4 e4 d5 mot 8 tyver: `cross` (standard, den vanlige oppstillingen; tyver på d1 d2 a4 b4 f4 g4 d6 d7) eller to oppstillinger fra den samme forfatterens dataversjon, `ballinderry-2` (tyver på c1 e1 a3 g3 a5 g5 c7 e7) og `ballinderry-3` (tyver på d1 b2 f2 a4 g4 b6 f6 d7).
    • **Første trekk:** tyvene.
    • **Trekk:** tyver og venner flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke). Leprechaunen flytter nøyaktig ett felt vannrett eller loddrett.
    • **Markerte felter:** bare leprechaunen får stoppe på dem; andre brikker kan passere det tomme midtfeltet. Tomme markerte felter er fiendtlige for begge sider.
    • **Fanging:** en brikke fanges når en fiende flytter slik at den blir klemt inne mellom to fiender (eller en fiende og et tomt markert felt) på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Leprechaunen er væpnet: han fanger som enhver annen venn.
    • **Fanging av leprechaunen:** stengt inne på alle fire sider, der hver side er en tyv, et markert felt eller brettkanten. Tyven som flytter, må være en av dem.
    • **Seier:** vennene når leprechaunen når et hjørne; tyvene når de fanger ham.
    • **Gjentakelse:** et trekk som skaper den samme stillingen (brikker og side i trekket) for tredje gang, gjør partiet remis.
    • **Ingen lovlige trekk:** siden i trekket taper.

rules-tafl9 =
    • **Brett:** 9x9, oppstilling `standard` (Tablut): 16 russere (angripere) mot 8 svensker (forsvarere) og den svenske kongen på e5. Fem gullfelter: midtfeltet e5 og de fire hjørnene.
    • **Første trekk:** avgjøres ved loddtrekning: boten velger siden tilfeldig når partiet starter, og sier fra.
    • **Trekk:** alle brikker flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke). Bare kongen får stoppe på et gullfelt; alle brikker kan passere det tomme midtfeltet.
    • **Fiendtlige felter:** gullfeltene, for vanlige brikker fra begge sider; midtfeltet bare når det er tomt.
    • *Vår tolkning:* gullfeltene er ikke fiendtlige for kongen (han får gå inn på dem).
    • **Fanging:** en brikke fanges når en fiende flytter slik at den blir klemt inne mellom to fiender (eller en fiende og et fiendtlig gullfelt) på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Kongen er væpnet: han fanger som enhver annen svenske.
    • **Fanging av kongen:** som enhver annen brikke, av to russere på hver sin side av ham.
    • **Seier:** svenskene når kongen når et hjørne; russerne når de fanger kongen.
    • **Gjentakelse:** et trekk som skaper den samme stillingen (brikker og side i trekket) for tredje gang, gjør partiet remis.
    • **Ingen lovlige trekk:** siden i trekket taper.

rules-copenhagen =
    • **Brett:** 11x11, oppstilling `standard`. Kongen står på tronen f6 med 12 forsvarere; 24 angripere starter i fire grupper ved kantene.
    • **Første trekk:** angriperne.
    • **Trekk:** alle brikker flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke). Bare kongen får stoppe på tronen eller et hjørne; alle brikker kan passere den tomme tronen.
    • **Fiendtlige felter:** hjørnene, for alle brikker; tronen, alltid for angripere og for forsvarere bare når den er tom.
    • **Fanging:** en brikke fanges når en fiende flytter slik at den blir klemt inne mellom to fiender (eller en fiende og et fiendtlig felt) på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Kongen er væpnet: han fanger som enhver annen forsvarer.
    • **Skjoldborg:** en rad med to eller flere angripere, eller med to eller flere forsvarere, side ved side på en kant, hver med en fiende rett foran seg (på innsiden), fanges samlet når en fiende flytter inn på kantfeltet i den ene enden av raden mens det også står en fiende i den andre enden, eller den andre enden er et hjørne. Raden går fra brikken som flytter, langs kanten så langt de fiendtlige brikkene rekker. Kongen kan være brikken som flytter, en ende eller en brikke foran, og kan være en del av forsvarernes rad: han teller med blant de to eller flere, men fanges aldri (en rad med én forsvarer og kongen mister forsvareren).
    • **Fanging av kongen:** angripere på alle fire sider, eller tre og tronen; angriperen som flytter, må være en av dem. Han fanges aldri på kanten.
    • **Kantfort:** forsvarerne vinner hvis kongen etter trekket deres står på kanten, fortsatt kan flytte, og fortet hans ikke kan brytes: kongen og de tomme feltene han kan nå, er stengt inne av brettkanten og av forsvarere, og hver av disse forsvarerne har på hver akse minst én side dekket av kanten, fortet eller en annen slik forsvarer.
    • **Omringing:** hvis verken kongen eller noen forsvarer etter et trekk av angriperne kan nå kanten via felter uten angripere, vinner angriperne. Står en forsvarer på kanten, er det ingen omringing.
    • **Gjentakelse:** evig gjentakelse er forbudt og koster forsvarerne partiet: når den samme stillingen (samme side i trekket) oppstår for tredje gang, vinner angriperne.
    • **Seier:** forsvarerne når kongen når et hjørne, eller ved kantfort; angriperne ved å fange kongen eller ved omringing.
    • **Ingen lovlige trekk:** siden i trekket taper.

rules-brandubh =
    • **Brett:** 7x7, oppstilling `standard`: kongen på tronen d4 med forsvarere på d3 c4 e4 d5 mot angripere på d1 d2 a4 b4 f4 g4 d6 d7 (regler fra World Tafl Federation).
    • **Første trekk:** angriperne.
    • **Trekk:** alle brikker flytter som tårn i sjakk (så langt de vil langs en rekke eller linje, aldri gjennom eller inn på en brikke). Bare kongen får stoppe på tronen eller et hjørne; alle brikker kan passere den tomme tronen.
    • **Fiendtlige felter:** hjørnene, for alle brikker; tronen, alltid for angripere, for forsvarere bare når den er tom, og aldri for kongen.
    • **Fanging:** en brikke fanges når en fiende flytter slik at den blir klemt inne mellom to fiender (eller en fiende og et fiendtlig felt) på en rekke eller linje; ett trekk kan fange flere. Bare brikken som flytter, fanger: du kan trygt flytte inn mellom to fiender. Kongen er væpnet: han fanger som enhver annen forsvarer.
    • **Fanging av kongen:** som enhver annen brikke (to angripere, eller en angriper og et fiendtlig felt), unntatt på tronen eller ved siden av den, der det trengs angripere på alle fire sider, og tronen teller som én.
    • **Omringing:** hvis verken kongen eller noen forsvarer etter et trekk av angriperne kan nå kanten via felter uten angripere, vinner angriperne. Står en forsvarer på kanten, er det ingen omringing.
    • **Gjentakelse:** et trekk som skaper den samme stillingen (samme side i trekket) for tredje gang, koster spilleren som gjorde det, partiet.
    • **Seier:** forsvarerne når kongen når et hjørne; angriperne ved å fange kongen eller ved omringing.
    • **Ingen lovlige trekk:** siden i trekket taper.
