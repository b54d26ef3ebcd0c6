## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Beklager, noget gik galt hos os (reference { $reference }). Prøv igen om et øjeblik.

## Which game

refusal-unknown-game = Der findes intet parti #{ $game }.
refusal-no-active-game = Du har intet aktivt parti her: angiv partiets nummer.
refusal-no-game = Der er intet parti her: angiv partiets nummer.
refusal-no-finished-game = Du har intet afsluttet parti i denne kanal: angiv partiets nummer i `{ cmd-rematch--game-name }` for at få revanche.
refusal-several-games = Du har flere aktive partier her ({ $games }): angiv partiets nummer.

## Playing a game

refusal-not-a-player = Du spiller ikke med i parti #{ $game }.
refusal-not-your-turn = Det er ikke din tur i parti #{ $game }: { $side } er i trækket.
refusal-game-over = Parti #{ $game } er slut: { $result }.
refusal-game-over-unknown = Parti #{ $game } er slut.
refusal-game-already-over = Parti #{ $game } er allerede slut.
refusal-stale = Parti #{ $game } har ændret sig, siden du kiggede (det er nu ved træk { $move }): se på brættet igen, og send dit træk igen.
refusal-no-move = Intet træk angivet: skriv det som fx e3-e6.
refusal-not-a-move = `{ $text }` er ikke et træk: skriv det som fx e3-e6.
refusal-illegal-move = Ulovligt træk: { $reason }.
refusal-wrong-captures = { $move } fanger { $actual }, ikke { $claimed }: udelad fangsterne, eller skriv dem, som de sker.
# The captures of a move that captures none.
refusal-captures-nothing = ingenting
refusal-cannot-abort = Parti #{ $game } kan ikke længere afbrydes: begge sider har trukket (giv op, eller tilbyd remis i stedet).
refusal-tournament-game-abort = Parti #{ $game } er et turneringsparti: det kan ikke afbrydes (med `/{ cmd-resign-name }` taber du det uden kamp).
refusal-draw-already-offered = Du har allerede tilbudt remis i parti #{ $game }: vent på din modstanders svar.
refusal-draw-recently-declined = Dit remistilbud i parti #{ $game } blev afslået: du kan tilbyde igen efter dit næste træk.
refusal-no-draw-offer = Der er intet remistilbud at svare på i parti #{ $game }.
refusal-imported-game = Parti #{ $game } er importeret fra en notation: det kan vises og eksporteres, men ikke spilles.

## Challenges and rematches

refusal-still-playing = Parti #{ $game } er stadig i gang: du kan bede om revanche, når det er slut.
refusal-rematch-pending = En revanche for parti #{ $game } venter allerede: udfordring #{ $challenge }.
refusal-unknown-challenge = Der findes ingen udfordring #{ $challenge }.
refusal-challenge-expired = Udfordring #{ $challenge } er udløbet: udfordr igen.
refusal-challenge-closed = Udfordring #{ $challenge } er allerede { $status ->
    [accepted] taget imod
    [declined] afslået
    [cancelled] annulleret
    [expired] udløbet
   *[open] besvaret
}.
refusal-own-challenge = Du kan ikke tage imod din egen udfordring: vent på en modstander, eller annuller den.
refusal-not-addressed-to-you = Udfordring #{ $challenge } er rettet til en anden ({ $opponent }).
refusal-not-your-challenge = Kun den, der har oprettet udfordring #{ $challenge }, kan annullere den.
refusal-cannot-decline-open = Udfordring #{ $challenge } er åben for alle: den kan ikke afslås, kun ignoreres (eller annulleres af den, der oprettede den).
refusal-decline-own = Du kan ikke afslå din egen udfordring: annuller den i stedet.
refusal-self-challenge = Du kan ikke udfordre dig selv: udelad modstanderen for at lave en åben udfordring.
refusal-bot-opponent = Bots kan ikke tage imod udfordringer: udfordr et menneske, eller udelad `{ cmd-challenge--opponent-name }` for at lave en åben udfordring.
refusal-too-many-challenges = Du har allerede { $count } åbne udfordringer: annuller en af dem, eller vent, til de bliver taget imod eller udløber.
refusal-unknown-variant = Der findes intet spil `{ $key }` (spil: { $known }).
refusal-unknown-layout = { $variant } har ingen opstilling `{ $layout }` (opstillinger: { $known }).
refusal-bad-position = Startstillingen kan ikke spilles: { $reason }.
refusal-decided-position = Startstillingen er allerede afgjort ({ $result }): vælg en, hvor begge sider kan spille.
refusal-time-malformed = `{ $text }` er ikke en tid: skriv et tal og m, h eller d (fx 10m, 2h, 3d), en tid og en tidsbank (fx 1d+7d) eller none.
refusal-time-too-short = { $time } er for kort: den korteste tid pr. træk er 10m.
refusal-time-too-long = { $time } er for lang: den længste tid pr. træk er 30d.
refusal-bad-ai-level = Niveau { $level } findes ikke (niveauerne går fra 1 til 5).
refusal-too-many-ai-games = Du spiller allerede { $count } partier mod AI'en: spil et af dem færdigt, eller opgiv det, før du starter et nyt.
refusal-not-for-the-ai = Udfordring #{ $challenge } er ikke rettet til AI'en.
refusal-bad-record = Notationen kan ikke importeres: { $reason }.

## Tournaments

refusal-not-in-server = Turneringer holdes på en server, ikke i direkte beskeder.
refusal-tournament-name = Giv turneringen et navn på 1 til { $max } tegn.
refusal-swiss-rounds = En turnering i schweizersystem har 1 til { $max } runder.
refusal-rounds-only-for-swiss = Antallet af runder angives kun ved schweizersystem: { $format ->
    [round_robin] en alle-mod-alle-turnering
   *[knockout] en knockoutturnering
} fastsætter selv antallet.
refusal-tournament-players = { $format ->
    [swiss] En turnering i schweizersystem
    [round_robin] En alle-mod-alle-turnering
   *[knockout] En knockoutturnering
} har plads til 2 til { $max } spillere.
refusal-signup-too-long = Tilmeldingen kan højst være åben i { $days } dage.
refusal-no-ai-in-tournaments = AI'en spiller ikke i turneringer.
refusal-unknown-format = Ukendt turneringsform `{ $format }`: brug round_robin, swiss eller knockout.
refusal-unknown-tournament = Der findes ingen turnering #{ $tournament } på denne server.
refusal-no-tournament-here = Der er ingen turnering { $action ->
    [join] med åben tilmelding
    [start] med åben tilmelding
    [leave] at forlade
    [cancel] at aflyse
   *[show] at vise
} på denne server: angiv dens nummer.
refusal-not-organizer = Kun arrangører (Administrer server eller arrangørrollen) eller den, der oprettede turneringen, kan gøre det.
refusal-manage-server = Kun medlemmer med tilladelsen Administrer server kan gøre det.
refusal-tournament-closed = Turnering #{ $tournament } { $status ->
    [signup] er ikke startet endnu
    [running] er allerede startet
    [finished] er afsluttet
   *[cancelled] er blevet aflyst
}: { $action ->
    [join] tilmeldingen er lukket
    [leave] der er intet at forlade
    [start] den kan ikke startes
    [cancel] den kan ikke aflyses
   *[show] der er intet at vise
}.
refusal-signup-closed = Turnering #{ $tournament } har nået sin tilmeldingsfrist: tilmeldingen er lukket.
refusal-tournament-full = Turnering #{ $tournament } er fuld.
refusal-already-joined = Du er allerede tilmeldt turnering #{ $tournament }.
refusal-not-in-tournament = Du spiller ikke med i turnering #{ $tournament }.
refusal-too-few-players = Turnering #{ $tournament } skal have mindst to spillere for at kunne starte.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = partiet er slut
illegal-off-board = { $square } ligger uden for brættet på { $size }x{ $size }
illegal-same-square = en brik skal flytte væk fra sit felt
illegal-no-piece = der står ingen brik på { $square }
illegal-not-your-piece = brikken på { $square } er ikke din: { $side } er i trækket
illegal-troll-king-moves = troldekongen flytter aldrig: han springer kun, når { $king } er omringet
illegal-occupied = { $square } er optaget
illegal-not-straight = brikkerne flytter langs en række eller linje, aldrig diagonalt
illegal-not-knight = i dette spil flytter alle brikker som en springer i skak
illegal-blocked = vejen fra { $from } til { $to } er spærret på { $at }
illegal-cannot-stop = { $square } er { $group }: kun { $king } må stoppe der
illegal-cannot-pass = { $square } er { $group }: kun { $king } må passere igennem
illegal-unusable = { $square } er { $group }: ingen brik må flytte derind
illegal-king-one-step = { $king } flytter ét felt ad gangen
illegal-king-one-step-or-slide = { $king } flytter ét felt ad gangen eller glider ad en fri linje helt ud til kanten
illegal-king-leaps-defenders-only = { $king } må kun springe over egne brikker ({ $defenders }): { $square } står i vejen
illegal-defenders-cannot-leap = { $defenders } må ikke springe over brikker: { $square } står i vejen (det må kun { $king })
illegal-cannot-leap-own = { $side } må ikke springe over egne brikker: { $square } står i vejen
illegal-repetition = trækket ville gentage stillingen for tredje gang: { $side } må finde et andet træk
illegal-may-not-pass = { $piece } må ikke passere { $square } ({ $group })
illegal-may-not-stop = { $piece } må ikke stoppe på { $square } ({ $group })
illegal-too-far = { $piece } flytter højst { $limit ->
    [one] 1 felt
   *[other] { $limit } felter
} ad gangen
illegal-cannot-jump = { $piece } må ikke springe over { $square }
illegal-berserker = brikken på { $square } har fanget og går bersærk: den trækker igen
illegal-must-capture = et bersærktræk skal fange

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = en stilling består af brættet, et mellemrum og siden i trækket (a eller d), fx `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = stillingen er for lang til at være et bræt
position-rank-count = brættet har { $expected } rækker, men stillingen angiver { $found }
position-rank-width = række { $rank } dækker { $found ->
    [one] 1 felt
   *[other] { $found } felter
}, men brættet er { $expected } felter bredt
position-bad-piece = `{ $char }` er ikke en brik (brikkerne er a, d, k og e; tal angiver tomme felter)
position-bad-rule-set-piece = `{ $char }` er ikke en brik (brikkerne er a, d, k samt c n m g for angribernes anførere, riddere, lejesoldater og vagter og C N M G for forsvarernes; tal angiver tomme felter)
position-bad-otn-piece = `{ $char }` er ikke en brik (brikkerne er t c n k m g, med store bogstaver for forsvarerne)
position-zero-run = et antal tomme felter kan ikke være 0 eller begynde med 0
position-bad-side = siden i trækket er `a` eller `d`, ikke `{ $side }`
position-attacker-king = en angribende konge (`k`) understøttes ikke: kongen hører til forsvarerne
position-king-count = stillingen har { $count } konger: den skal have præcis én (eller ingen, for et afsluttet parti)
position-evangelists = { $variant } har ingen evangelister (e): de findes kun i Alea Evangelii
position-special-pieces = { $variant } har ingen anførere, riddere, lejesoldater eller vagter: de findes kun i regelsæt
position-restricted = { $square } er { $group }: kun { $king } må stå der
position-unusable = { $square } er { $group }: ingen brik må stå der
position-trollstone = { $square } skal være tomt: når { $king } har forladt troldestenen, står troldekongen der

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = notationen er tom
record-line = linje { $line }: { $problem }
record-missing-variant = notationen angiver ikke, hvilket spil det er (tilføj en `variant:`-linje)
record-start = startstilling: { $problem }
record-move = træk { $ply } (`{ $move }`): { $problem }
record-captures = træk { $ply } (`{ $move }`): ifølge notationen fanger det { $claimed }, men det fanger { $actual }
record-result = notationens resultat ({ $recorded }) passer ikke med, hvordan trækkene ender ({ $actual })
record-goes-on = partiet fortsætter
record-no-move = intet træk angivet
record-not-a-move = `{ $text }` er ikke et træk
record-not-a-result = `{ $text }` er ikke et resultat
record-not-a-reason = `{ $text }` er ikke en grund til, at et parti slutter
record-half-result = et resultat kræver både en `result:`-linje og en `reason:`-linje
record-unclosed-tag = et tag er ikke lukket
record-tag-shape = et tag skrives [nøgle:værdi]
record-not-a-size = `{ $text }` er ikke en brætstørrelse
record-rows = startstillingen har { $rows ->
    [one] 1 række
   *[other] { $rows } rækker
}, brættet { $size }
record-not-an-otn-piece = `{ $char }` er ikke en OTN-brik
record-unknown-variant = der findes intet spil `{ $key }`
record-unknown-layout = { $variant } har ingen opstilling `{ $layout }`
