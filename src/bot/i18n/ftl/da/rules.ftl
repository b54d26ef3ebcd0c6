## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Vores fortolkning:*
rules-missing = Reglerne for dette spil er ikke skrevet endnu.

rules-noggin =
    • **Bræt:** 9x9, opstilling `standard`. Noggin (kongen) står på troldestenen e5 med 8 Nogger omkring sig; 16 trolde angriber fra de fire kanter.
    • *Vores fortolkning:* kildens tegning af brættet er gået tabt; antallet af brikker og kilderne (Linné via Murray) er de samme som for Tablut, så vi bruger Tablut-opstillingen.
    • **Første træk:** Noggerne.
    • **Træk:** Nogger og trolde flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik). Noggin flytter præcis ét felt vandret eller lodret, undtagen ved den hurtige flugt.
    • **Troldestenen (e5):** troldekongen er fængslet under den. Så snart Noggin forlader den, dukker troldekongen op der: han flytter aldrig (bortset fra sit spring), spærrer feltet for alle, kan aldrig fanges og tæller som en trold, når Nogger skal fanges. Noggin kan aldrig vende tilbage.
    • **Fangst:** en Nog eller trold fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Noggin og troldekongen fanges aldrig på denne måde.
    • *Vores fortolkning:* Noggin er bevæbnet (han hjælper med at fange trolde som enhver anden Nog), og intet felt er fjendtligt.
    • **UIT NOG** annonceres, når Noggin (der ikke står på kanten) har en fri linje af tomme felter ud til kanten i præcis én retning.
    • **Hurtig flugt:** i Noggernes tur kan Noggin, hvis han har en fri linje ud til kanten (annonceret eller ej), glide ad den helt ud til kantfeltet, og Noggerne vinder. Glidet stopper aldrig halvvejs.
    • **TUIT NOG:** har Noggin efter et træk af Noggerne fri linjer i to eller flere retninger, vinder Noggerne med det samme.
    • **Kant:** Noggin vinder ved at træde ud på et hvilket som helst kantfelt.
    • **Troldekongens spring:** hvis Noggin efter et træk af troldene står uden for troldestenen, og trolde (troldekongen tæller med) står på tre af hans fire sider, springer troldekongen til det fjerde felt og fjerner en eventuel brik dér: Noggin er fanget, og troldene vinder. Trolde på alle fire sider vinder også. Mens Noggin står på troldestenen, fanges han kun af trolde på alle fire sider.
    • **Gentagelse:** Noggin skal variere. Et træk af Noggerne, der ville skabe den samme stilling for tredje gang, er ulovligt; har Noggerne derefter intet lovligt træk, taber de. Troldene må gentage frit.
    • **Ingen lovlige træk:** siden i trækket taber.

rules-knut =
    • **Bræt:** 9x9, opstilling `standard`. Noggin (kongen) står på sit hjem e5 med 8 Nogger omkring sig; 16 trolde angriber fra de fire kanter.
    • *Vores fortolkning:* som i Noggins spil er kildens tegning af brættet gået tabt, og antallet af brikker er det samme som i Tablut, så vi bruger Tablut-opstillingen.
    • **Første træk:** Noggerne.
    • **Træk:** alle brikker, også Noggin, flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik). Der er ingen troldekonge.
    • **Noggins hjem (e5):** ingen anden brik må stoppe på feltet eller passere det. Noggin må vende tilbage dertil. Det er ikke fjendtligt.
    • **Fangst:** en brik fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender.
    • **Fangst af Noggin:** som enhver anden brik, mellem to trolde (hvoraf den ene er den trold, der flytter), på alle felter undtagen e5, hvor der skal trolde til på alle fire sider.
    • *Vores fortolkning:* Noggin er bevæbnet (han hjælper med at fange trolde som enhver anden Nog), og intet felt er fjendtligt.
    • **UIT NOG** annonceres, når Noggin (der ikke står på kanten) har en fri linje af tomme felter ud til kanten i præcis én retning.
    • **TUIT NOG:** har Noggin efter et træk af Noggerne fri linjer i to eller flere retninger, vinder Noggerne med det samme.
    • **Kant:** Noggin vinder ved at nå et hvilket som helst kantfelt.
    • **Gentagelse:** Noggin skal variere. Et træk af Noggerne, der ville skabe den samme stilling for tredje gang, er ulovligt; har Noggerne derefter intet lovligt træk, taber de. Troldene må gentage frit.
    • **Ingen lovlige træk:** siden i trækket taber.

rules-thor =
    • **Bræt:** 9x9, opstilling `standard`. Noggin (kongen) står på troldestenen e5 med 8 Nogger omkring sig; 16 trolde angriber fra de fire kanter.
    • *Vores fortolkning:* som i Noggins spil er kildens tegning af brættet gået tabt, og antallet af brikker er det samme som i Tablut, så vi bruger Tablut-opstillingen.
    • **Første træk:** Noggerne.
    • **Træk:** alle brikker, også Noggin, flytter som en springer i skak: to felter langs den ene akse og ét langs den anden, ind på et tomt felt. Der er ingen lige træk.
    • **Spring:** et springertræk passerer de to felter på sit lange ben, som tages først (`c3-d5` passerer c4 og c5; `c3-e4` passerer d3 og e3). Trolde må springe over Nogger og Noggin; Noggin må springe over Nogger; ingen af dem må springe over en trold eller troldekongen. Nog-krigerne må ikke springe: begge felter skal være tomme.
    • *Vores fortolkning:* kildens »af Noggerne må kun Noggin springe« læses som »kun Noggin må springe over Nogger«.
    • **Troldestenen (e5):** troldekongen er fængslet under den. Så snart Noggin forlader den, dukker troldekongen op der: han flytter aldrig (bortset fra sit spring), spærrer feltet for alle, kan aldrig fanges og tæller som en trold, når Nogger skal fanges. Noggin kan aldrig vende tilbage.
    • **Fangst:** en Nog eller trold fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Noggin og troldekongen fanges aldrig på denne måde.
    • *Vores fortolkning:* Noggin er bevæbnet (han hjælper med at fange trolde som enhver anden Nog), og intet felt er fjendtligt.
    • **Kant:** Noggin vinder ved at lande på et hvilket som helst kantfelt.
    • *Vores fortolkning:* der er ingen hurtig flugt: Noggin flytter allerede lige så hurtigt som en kriger, så han undslipper kun ved at springe ud på kanten.
    • **UIT NOG** annonceres, når præcis ét kantfelt kan nås med et lovligt spring for Noggin (der ikke står på kanten).
    • **TUIT NOG:** kan to eller flere kantfelter efter et træk af Noggerne nås med et lovligt spring for Noggin, vinder Noggerne med det samme.
    • **Troldekongens spring:** hvis Noggin efter et træk af troldene står uden for troldestenen, og trolde (troldekongen tæller med) står på tre af hans fire sider, springer troldekongen til det fjerde felt og fjerner en eventuel brik dér: Noggin er fanget, og troldene vinder. Trolde på alle fire sider vinder også. Mens Noggin står på troldestenen, fanges han kun af trolde på alle fire sider.
    • **Gentagelse:** Noggin skal variere. Et træk af Noggerne, der ville skabe den samme stilling for tredje gang, er ulovligt; har Noggerne derefter intet lovligt træk, taber de. Troldene må gentage frit.
    • **Ingen lovlige træk:** siden i trækket taber; troldene kan vinde ved at spærre Noggin inde.

rules-kings-table =
    • **Bræt:** 13x13, opstilling `standard`. Kongen står på tronen g7 med 12 forsvarere; 24 angribere starter i fire grupper ved kanterne.
    • **Første træk:** angriberne.
    • **Træk:** alle brikker flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik).
    • **Spærrede felter:** tronen (g7) og de fire hjørneborge. Kun kongen må stoppe på dem eller passere dem.
    • **Fjendtlige felter:** borgene, for begge sider: de fanger som en fjendtlig brik. Tronen er ikke fjendtlig for almindelige brikker.
    • **Fangst:** en brik fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender (eller en fjende og en borg) på en række eller linje; dobbelte og tredobbelte fangster er helt normale. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Kongen er bevæbnet: han fanger som enhver anden forsvarer.
    • **Skjoldborg:** en række af to eller flere angribere, eller af to eller flere forsvarere, side om side på en kant, hver med en fjende lige foran sig (på indersiden), fanges samlet, når en fjende flytter ind på kantfeltet i den ene ende af rækken, mens der også står en fjende på feltet i den anden ende. Rækken går fra den brik, der flytter, langs kanten, så langt de fjendtlige brikker rækker. Kongen kan være den brik, der flytter, en ende eller en brik foran. En borg lukker ikke en ende. Kongen fanges aldrig på denne måde, og en konge i rækken afslutter den.
    • **Fangst af kongen:** angribere på alle fire sider, på tronen eller ethvert andet felt; ved siden af tronen tre angribere og tronen; på kanten tre angribere og kanten. Den angriber, der flytter, skal være en af dem.
    • *Vores fortolkning:* en borg ved siden af kongen tæller her som en angriber.
    • **Dobbeltfælde:** fanger et træk af angriberne en forsvarer ved siden af kongen, og ville kongen være fanget, hvis forsvarerens felt var en angriber (de tre andre sider er angribere, eller tronen, kanten eller en borg som ovenfor), fanges kongen også. Brikken, der flytter, behøver ikke at røre kongen.
    • **Sejr:** forsvarerne, når kongen når en borg; angriberne, når de fanger kongen.
    • **Gentagelse:** et træk, der skaber den samme stilling (brikker og side i trækket) for tredje gang, gør partiet remis.
    • **Ingen lovlige træk:** siden i trækket taber.

rules-alea-evangelii =
    • **Bræt:** 19x19, trone j10. I hvert hjørne en 2x2-blok: det yderste felt (a1, s1, a19, s19) er ubrugeligt, intet kan gå ind på eller over det; de tre andre er røde hjørner (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Opstilling:** `cyningstan`, manuskriptets opstilling som revideret af Damian Walker: kongen på j10, 20 forsvarere og 4 evangelister (f6 n6 f14 n14) mod 48 angribere. Opstillingerne Helmfrid C, Perkis og Helmfrid B følger ikke med (deres diagrammer er gået tabt); har du dem, så start fra en egen stilling (tilvalget `position` i `/challenge`).
    • **Første træk:** angriberne.
    • **Træk:** alle brikker flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik). Kun kongen må stoppe på tronen eller et rødt hjørne; alle brikker må passere den tomme trone; kongen må passere røde hjørner.
    • **Evangelister** (forsvarere) må også springe over en tilstødende angriber ind på det tomme felt lige bag den (ikke tronen, et rødt hjørne eller et ubrugeligt felt). Den overspringne angriber fjernes, og derefter fanger brikken på landingsfeltet som normalt. Et træk på to felter hen over en angriber er altid dette spring. Evangelister fanges som andre brikker.
    • **Fjendtlige felter:** den tomme trone og de røde hjørner, for begge sider.
    • **Fangst:** en brik fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender (eller en fjende og et fjendtligt felt) på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Kongen er bevæbnet: han fanger som enhver anden forsvarer.
    • **Fangst af kongen:** som enhver anden brik (to angribere, eller en angriber og et fjendtligt felt), undtagen på tronen eller ved siden af den, hvor der skal angribere til på alle fire sider, idet den tomme trone tæller som én.
    • **Omringning:** hvis hverken kongen eller nogen forsvarer efter et træk af angriberne kan nå kanten ad felter uden angribere (specialfelter tæller som frie), vinder angriberne. Står en forsvarer på kanten, er der ingen omringning.
    • **Gentagelse:** et træk, der skaber den samme stilling (samme side i trækket) for tredje gang, koster den spiller, der spillede det, partiet.
    • **Sejr:** forsvarerne, når kongen når et rødt hjørne; angriberne ved at fange kongen eller ved omringning.
    • **Ingen lovlige træk:** siden i trækket taber.

rules-magpie =
    • **Bræt:** 7x7 med fem markerede felter: midterfeltet d4 og de fire hjørner.
    • **Opstillinger:** leprechaunen (kongen) på d4 og 4 venner på d3 c4 e4 d5 mod 8 tyve: `cross` (standard, den normale opstilling; tyve på d1 d2 a4 b4 f4 g4 d6 d7) eller to opstillinger fra samme forfatters computerudgave, `ballinderry-2` (tyve på c1 e1 a3 g3 a5 g5 c7 e7) og `ballinderry-3` (tyve på d1 b2 f2 a4 g4 b6 f6 d7).
    • **Første træk:** tyvene.
    • **Træk:** tyve og venner flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik). Leprechaunen flytter præcis ét felt vandret eller lodret.
    • **Markerede felter:** kun leprechaunen må stoppe på dem; andre brikker må passere det tomme midterfelt. Tomme markerede felter er fjendtlige for begge sider.
    • **Fangst:** en brik fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender (eller en fjende og et tomt markeret felt) på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Leprechaunen er bevæbnet: han fanger som enhver anden ven.
    • **Fangst af leprechaunen:** lukket inde på alle fire sider, hvor hver side er en tyv, et markeret felt eller brættets kant. Den tyv, der flytter, skal være en af dem.
    • **Sejr:** vennerne, når leprechaunen når et hjørne; tyvene, når de fanger ham.
    • **Gentagelse:** et træk, der skaber den samme stilling (brikker og side i trækket) for tredje gang, gør partiet remis.
    • **Ingen lovlige træk:** siden i trækket taber.

rules-tafl9 =
    • **Bræt:** 9x9, opstilling `standard` (Tablut): 16 russere (angribere) mod 8 svenskere (forsvarere) og den svenske konge på e5. Fem guldfelter: midterfeltet e5 og de fire hjørner.
    • **Første træk:** afgøres ved lodtrækning: botten vælger siden tilfældigt, når partiet starter, og siger det.
    • **Træk:** alle brikker flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik). Kun kongen må stoppe på et guldfelt; alle brikker må passere det tomme midterfelt.
    • **Fjendtlige felter:** guldfelterne, for almindelige brikker fra begge sider; midterfeltet dog kun, når det er tomt.
    • *Vores fortolkning:* guldfelterne er ikke fjendtlige for kongen (han må gå ind på dem).
    • **Fangst:** en brik fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender (eller en fjende og et fjendtligt guldfelt) på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Kongen er bevæbnet: han fanger som enhver anden svensker.
    • **Fangst af kongen:** som enhver anden brik, af to russere på hver sin side af ham.
    • **Sejr:** svenskerne, når kongen når et hjørne; russerne, når de fanger kongen.
    • **Gentagelse:** et træk, der skaber den samme stilling (brikker og side i trækket) for tredje gang, gør partiet remis.
    • **Ingen lovlige træk:** siden i trækket taber.

rules-copenhagen =
    • **Bræt:** 11x11, opstilling `standard`. Kongen står på tronen f6 med 12 forsvarere; 24 angribere starter i fire grupper ved kanterne.
    • **Første træk:** angriberne.
    • **Træk:** alle brikker flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik). Kun kongen må stoppe på tronen eller et hjørne; alle brikker må passere den tomme trone.
    • **Fjendtlige felter:** hjørnerne, for alle brikker; tronen, altid for angribere og kun for forsvarere, når den er tom.
    • **Fangst:** en brik fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender (eller en fjende og et fjendtligt felt) på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Kongen er bevæbnet: han fanger som enhver anden forsvarer.
    • **Skjoldborg:** en række af to eller flere angribere, eller af to eller flere forsvarere, side om side på en kant, hver med en fjende lige foran sig (på indersiden), fanges samlet, når en fjende flytter ind på kantfeltet i den ene ende af rækken, mens der også står en fjende i den anden ende, eller den anden ende er et hjørne. Rækken går fra den brik, der flytter, langs kanten, så langt de fjendtlige brikker rækker. Kongen kan være den brik, der flytter, en ende eller en brik foran og kan indgå i forsvarernes række: han tæller med blandt de to eller flere, men fanges aldrig (en række af én forsvarer og kongen mister forsvareren).
    • **Fangst af kongen:** angribere på alle fire sider, eller tre og tronen; den angriber, der flytter, skal være en af dem. Han fanges aldrig på kanten.
    • **Kantfort:** forsvarerne vinder, hvis kongen efter deres træk står på kanten, stadig kan flytte, og hans fort ikke kan brydes: kongen og de tomme felter, han kan nå, er lukket inde af brættets kant og af forsvarere, og hver af disse forsvarere har på hver akse mindst én side dækket af kanten, fortet eller en anden sådan forsvarer.
    • **Omringning:** hvis hverken kongen eller nogen forsvarer efter et træk af angriberne kan nå kanten ad felter uden angribere, vinder angriberne. Står en forsvarer på kanten, er der ingen omringning.
    • **Gentagelse:** evig gentagelse er forbudt og koster forsvarerne partiet: når den samme stilling (samme side i trækket) opstår for tredje gang, vinder angriberne.
    • **Sejr:** forsvarerne, når kongen når et hjørne, eller ved kantfort; angriberne ved at fange kongen eller ved omringning.
    • **Ingen lovlige træk:** siden i trækket taber.

rules-brandubh =
    • **Bræt:** 7x7, opstilling `standard`: kongen på tronen d4 med forsvarere på d3 c4 e4 d5 mod angribere på d1 d2 a4 b4 f4 g4 d6 d7 (World Tafl Federations regler).
    • **Første træk:** angriberne.
    • **Træk:** alle brikker flytter som tårne i skak (vilkårligt langt langs en række eller linje, aldrig gennem eller ind på en brik). Kun kongen må stoppe på tronen eller et hjørne; alle brikker må passere den tomme trone.
    • **Fjendtlige felter:** hjørnerne, for alle brikker; tronen, altid for angribere, kun for forsvarere, når den er tom, og aldrig for kongen.
    • **Fangst:** en brik fanges, når en fjende flytter, så den bliver klemt inde mellem to fjender (eller en fjende og et fjendtligt felt) på en række eller linje; ét træk kan fange flere. Kun den brik, der flytter, fanger: du kan trygt flytte ind mellem to fjender. Kongen er bevæbnet: han fanger som enhver anden forsvarer.
    • **Fangst af kongen:** som enhver anden brik (to angribere, eller en angriber og et fjendtligt felt), undtagen på tronen eller ved siden af den, hvor der skal angribere til på alle fire sider, idet tronen tæller som én.
    • **Omringning:** hvis hverken kongen eller nogen forsvarer efter et træk af angriberne kan nå kanten ad felter uden angribere, vinder angriberne. Står en forsvarer på kanten, er der ingen omringning.
    • **Gentagelse:** et træk, der skaber den samme stilling (samme side i trækket) for tredje gang, koster den spiller, der spillede det, partiet.
    • **Sejr:** forsvarerne, når kongen når et hjørne; angriberne ved at fange kongen eller ved omringning.
    • **Ingen lovlige træk:** siden i trækket taber.
