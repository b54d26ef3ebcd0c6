## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Beklager, noe gikk galt hos oss (referanse { $reference }). Prøv igjen om et øyeblikk.

## Which game

refusal-unknown-game = Det finnes ikke noe parti #{ $game }.
refusal-no-active-game = Du har ikke noe aktivt parti her: oppgi partinummeret.
refusal-no-game = Det er ikke noe parti her: oppgi partinummeret.
refusal-no-finished-game = Du har ikke noe avsluttet parti i denne kanalen: oppgi partinummeret i `{ cmd-rematch--game-name }` for å få revansj.
refusal-several-games = Du har flere aktive partier her ({ $games }): oppgi partinummeret.

## Playing a game

refusal-not-a-player = Du spiller ikke i parti #{ $game }.
refusal-not-your-turn = Det er ikke din tur i parti #{ $game }: { $side } er i trekket.
refusal-game-over = Parti #{ $game } er slutt: { $result }.
refusal-game-over-unknown = Parti #{ $game } er slutt.
refusal-game-already-over = Parti #{ $game } er allerede slutt.
refusal-stale = Parti #{ $game } har endret seg siden du så på det (det står nå på trekk { $move }): se på brettet igjen, og send trekket ditt på nytt.
refusal-no-move = Ikke noe trekk oppgitt: skriv det som f.eks. e3-e6.
refusal-not-a-move = `{ $text }` er ikke et trekk: skriv det som f.eks. e3-e6.
refusal-illegal-move = Ulovlig trekk: { $reason }.
refusal-wrong-captures = { $move } fanger { $actual }, ikke { $claimed }: utelat fangstene, eller skriv dem slik de skjer.
# The captures of a move that captures none.
refusal-captures-nothing = ingenting
refusal-cannot-abort = Parti #{ $game } kan ikke lenger avbrytes: begge sider har trukket (gi opp eller tilby remis i stedet).
refusal-tournament-game-abort = Parti #{ $game } er et turneringsparti: det kan ikke avbrytes (med `/{ cmd-resign-name }` taper du det uten kamp).
refusal-draw-already-offered = Du har allerede tilbudt remis i parti #{ $game }: vent på svar fra motstanderen din.
refusal-draw-recently-declined = Remistilbudet ditt i parti #{ $game } ble avslått: du kan tilby remis igjen etter ditt neste trekk.
refusal-no-draw-offer = Det er ikke noe remistilbud å svare på i parti #{ $game }.
refusal-imported-game = Parti #{ $game } er importert fra en notasjon: det kan vises og eksporteres, men ikke spilles.

## Challenges and rematches

refusal-still-playing = Parti #{ $game } pågår fortsatt: du kan be om revansj når det er slutt.
refusal-rematch-pending = En revansj for parti #{ $game } venter allerede: utfordring #{ $challenge }.
refusal-unknown-challenge = Det finnes ingen utfordring #{ $challenge }.
refusal-challenge-expired = Utfordring #{ $challenge } har utløpt: utfordre på nytt.
refusal-challenge-closed = Utfordring #{ $challenge } er allerede { $status ->
    [accepted] godtatt
    [declined] avslått
    [cancelled] trukket tilbake
    [expired] utløpt
   *[open] besvart
}.
refusal-own-challenge = Du kan ikke godta din egen utfordring: vent på en motstander, eller trekk den tilbake.
refusal-not-addressed-to-you = Utfordring #{ $challenge } er rettet til noen andre ({ $opponent }).
refusal-not-your-challenge = Bare den som laget utfordring #{ $challenge }, kan trekke den tilbake.
refusal-cannot-decline-open = Utfordring #{ $challenge } er åpen for alle: den kan ikke avslås, bare ignoreres (eller trekkes tilbake av den som laget den).
refusal-decline-own = Du kan ikke avslå din egen utfordring: trekk den tilbake i stedet.
refusal-self-challenge = Du kan ikke utfordre deg selv: utelat motstanderen for å lage en åpen utfordring.
refusal-bot-opponent = En bot kan ikke ta imot utfordringer: utfordre et menneske, eller utelat `{ cmd-challenge--opponent-name }` for å lage en åpen utfordring.
refusal-too-many-challenges = Du har allerede { $count } åpne utfordringer: trekk tilbake en av dem, eller vent til de blir tatt imot eller utløper.
refusal-unknown-variant = Det finnes ikke noe spill `{ $key }` (spill: { $known }).
refusal-unknown-layout = { $variant } har ingen oppstilling `{ $layout }` (oppstillinger: { $known }).
refusal-bad-position = Startstillingen kan ikke spilles: { $reason }.
refusal-decided-position = Startstillingen er allerede avgjort ({ $result }): velg en der begge sider kan spille.
refusal-time-malformed = `{ $text }` er ikke en tid: skriv et tall og m, h eller d (f.eks. 10m, 2h, 3d), en tid og en tidsbank (f.eks. 1d+7d), eller none.
refusal-time-too-short = { $time } er for kort: den korteste tiden per trekk er 10m.
refusal-time-too-long = { $time } er for lang: den lengste tiden per trekk er 30d.
refusal-bad-ai-level = Nivå { $level } finnes ikke (nivåene går fra 1 til 5).
refusal-too-many-ai-games = Du spiller allerede { $count } partier mot KI-en: spill ferdig eller gi opp ett av dem før du starter et nytt.
refusal-not-for-the-ai = Utfordring #{ $challenge } er ikke rettet til KI-en.
refusal-bad-record = Notasjonen kan ikke importeres: { $reason }.

## Tournaments

refusal-not-in-server = Turneringer holdes på en server, ikke i direktemeldinger.
refusal-tournament-name = Gi turneringen et navn på 1 til { $max } tegn.
refusal-swiss-rounds = En turnering med sveitsisk system har 1 til { $max } runder.
refusal-rounds-only-for-swiss = Antall runder angis bare for sveitsisk system: { $format ->
    [round_robin] en alle-mot-alle-turnering
   *[knockout] en utslagsturnering
} bestemmer selv antallet.
refusal-tournament-players = { $format ->
    [swiss] En turnering med sveitsisk system
    [round_robin] En alle-mot-alle-turnering
   *[knockout] En utslagsturnering
} har plass til 2 til { $max } spillere.
refusal-signup-too-long = Påmeldingen kan være åpen i høyst { $days } dager.
refusal-no-ai-in-tournaments = KI-en spiller ikke i turneringer.
refusal-unknown-format = Ukjent turneringsform `{ $format }`: bruk round_robin, swiss eller knockout.
refusal-unknown-tournament = Det finnes ingen turnering #{ $tournament } på denne serveren.
refusal-no-tournament-here = Det er ingen turnering { $action ->
    [join] med åpen påmelding
    [start] med åpen påmelding
    [leave] å forlate
    [cancel] å avlyse
   *[show] å vise
} på denne serveren: oppgi nummeret.
refusal-not-organizer = Bare arrangører (Administrer server eller arrangørrollen) eller den som opprettet turneringen, kan gjøre det.
refusal-manage-server = Bare medlemmer med tillatelsen Administrer server kan gjøre det.
refusal-tournament-closed = Turnering #{ $tournament } { $status ->
    [signup] har ikke startet ennå
    [running] har allerede startet
    [finished] er avsluttet
   *[cancelled] er avlyst
}: { $action ->
    [join] påmeldingen er stengt
    [leave] det er ingenting å forlate
    [start] den kan ikke startes
    [cancel] den kan ikke avlyses
   *[show] det er ingenting å vise
}.
refusal-signup-closed = Turnering #{ $tournament } har nådd påmeldingsfristen: påmeldingen er stengt.
refusal-tournament-full = Turnering #{ $tournament } er full.
refusal-already-joined = Du er allerede påmeldt turnering #{ $tournament }.
refusal-not-in-tournament = Du spiller ikke i turnering #{ $tournament }.
refusal-too-few-players = Turnering #{ $tournament } trenger minst to spillere for å starte.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = partiet er slutt
illegal-off-board = { $square } ligger utenfor brettet på { $size }x{ $size }
illegal-same-square = en brikke må flytte bort fra feltet sitt
illegal-no-piece = det står ingen brikke på { $square }
illegal-not-your-piece = brikken på { $square } er ikke din: { $side } er i trekket
illegal-troll-king-moves = trollkongen flytter aldri: han hopper bare når { $king } er omringet
illegal-occupied = { $square } er opptatt
illegal-not-straight = brikkene flytter langs en rekke eller linje, aldri diagonalt
illegal-not-knight = i dette spillet flytter alle brikker som en springer i sjakk
illegal-blocked = veien fra { $from } til { $to } er sperret på { $at }
illegal-cannot-stop = { $square } er { $group }: bare { $king } får stoppe der
illegal-cannot-pass = { $square } er { $group }: bare { $king } får passere
illegal-unusable = { $square } er { $group }: ingen brikke får flytte dit
illegal-king-one-step = { $king } flytter ett felt om gangen
illegal-king-one-step-or-slide = { $king } flytter ett felt om gangen, eller glir langs en fri linje helt ut til kanten
illegal-king-leaps-defenders-only = { $king } får bare hoppe over egne brikker ({ $defenders }): { $square } står i veien
illegal-defenders-cannot-leap = { $defenders } får ikke hoppe over brikker: { $square } står i veien (det får bare { $king })
illegal-cannot-leap-own = { $side } får ikke hoppe over egne brikker: { $square } står i veien
illegal-repetition = trekket ville gjenta stillingen for tredje gang: { $side } må finne et annet trekk
illegal-may-not-pass = { $piece } får ikke passere { $square } ({ $group })
illegal-may-not-stop = { $piece } får ikke stoppe på { $square } ({ $group })
illegal-too-far = { $piece } flytter høyst { $limit ->
    [one] 1 felt
   *[other] { $limit } felter
} om gangen
illegal-cannot-jump = { $piece } får ikke hoppe over { $square }
illegal-berserker = brikken på { $square } har fanget og går berserk: den flytter igjen
illegal-must-capture = et berserktrekk må fange

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = en stilling består av brettet, et mellomrom og siden i trekket (a eller d), f.eks. `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = stillingen er for lang til å være et brett
position-rank-count = brettet har { $expected } rekker, men stillingen oppgir { $found }
position-rank-width = rekke { $rank } dekker { $found ->
    [one] 1 felt
   *[other] { $found } felter
}, men brettet er { $expected } felter bredt
position-bad-piece = `{ $char }` er ikke en brikke (brikkene er a, d, k og e; tall angir tomme felter)
position-bad-rule-set-piece = `{ $char }` er ikke en brikke (brikkene er a, d, k samt c n m g for angripernes anførere, riddere, leiesoldater og vakter, og C N M G for forsvarernes; tall angir tomme felter)
position-bad-otn-piece = `{ $char }` er ikke en brikke (brikkene er t c n k m g, med store bokstaver for forsvarerne)
position-zero-run = et antall tomme felter kan ikke være 0 eller begynne med 0
position-bad-side = siden i trekket er `a` eller `d`, ikke `{ $side }`
position-attacker-king = en angripende konge (`k`) støttes ikke: kongen hører til forsvarerne
position-king-count = stillingen har { $count } konger: den må ha nøyaktig én (eller ingen, for et avsluttet parti)
position-evangelists = { $variant } har ingen evangelister (e): de finnes bare i Alea Evangelii
position-special-pieces = { $variant } har ingen anførere, riddere, leiesoldater eller vakter: de finnes bare i regelsett
position-restricted = { $square } er { $group }: bare { $king } får stå der
position-unusable = { $square } er { $group }: ingen brikke får stå der
position-trollstone = { $square } må være tomt: når { $king } har forlatt trollsteinen, står trollkongen der

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = notasjonen er tom
record-line = linje { $line }: { $problem }
record-missing-variant = notasjonen sier ikke hvilket spill det er (legg til en `variant:`-linje)
record-start = startstilling: { $problem }
record-move = trekk { $ply } (`{ $move }`): { $problem }
record-captures = trekk { $ply } (`{ $move }`): ifølge notasjonen fanger det { $claimed }, men det fanger { $actual }
record-result = notasjonens resultat ({ $recorded }) stemmer ikke med hvordan trekkene ender ({ $actual })
record-goes-on = partiet fortsetter
record-no-move = ikke noe trekk oppgitt
record-not-a-move = `{ $text }` er ikke et trekk
record-not-a-result = `{ $text }` er ikke et resultat
record-not-a-reason = `{ $text }` er ikke en grunn til at et parti slutter
record-half-result = et resultat krever både en `result:`-linje og en `reason:`-linje
record-unclosed-tag = en tagg er ikke lukket
record-tag-shape = en tagg skrives [nøkkel:verdi]
record-not-a-size = `{ $text }` er ikke en brettstørrelse
record-rows = startstillingen har { $rows ->
    [one] 1 rekke
   *[other] { $rows } rekker
}, brettet { $size }
record-not-an-otn-piece = `{ $char }` er ikke en OTN-brikke
record-unknown-variant = det finnes ikke noe spill `{ $key }`
record-unknown-layout = { $variant } har ingen oppstilling `{ $layout }`
