## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Förlåt, något gick fel hos oss (referens { $reference }). Försök igen om en stund.

## Which game

refusal-unknown-game = Det finns inget parti #{ $game }.
refusal-no-active-game = Du har inget pågående parti här: ange partinumret.
refusal-no-game = Det finns inget parti här: ange partinumret.
refusal-no-finished-game = Du har inget avslutat parti i den här kanalen: ange partinumret i `{ cmd-rematch--game-name }` för att begära revansch.
refusal-several-games = Du har flera pågående partier här ({ $games }): ange partinumret.

## Playing a game

refusal-not-a-player = Du spelar inte i parti #{ $game }.
refusal-not-your-turn = Det är inte din tur i parti #{ $game }: { $side } är vid draget.
refusal-game-over = Parti #{ $game } är slut: { $result }.
refusal-game-over-unknown = Parti #{ $game } är slut.
refusal-game-already-over = Parti #{ $game } är redan slut.
refusal-stale = Parti #{ $game } har ändrats sedan du tittade (det är nu vid drag { $move }): titta på brädet igen och skicka ditt drag på nytt.
refusal-no-move = Inget drag angivet: skriv det som e3-e6.
refusal-not-a-move = `{ $text }` är inget drag: skriv det som e3-e6.
refusal-illegal-move = Otillåtet drag: { $reason }.
refusal-wrong-captures = { $move } fångar { $actual }, inte { $claimed }: utelämna de fångade pjäserna, eller skriv dem som de faktiskt blir.
# The captures of a move that captures none.
refusal-captures-nothing = inget
refusal-cannot-abort = Parti #{ $game } kan inte längre avbrytas: båda sidor har dragit (ge upp eller erbjud remi i stället).
refusal-tournament-game-abort = Parti #{ $game } är ett turneringsparti: det kan inte avbrytas (med `/{ cmd-resign-name }` förlorar du det).
refusal-draw-already-offered = Du har redan erbjudit remi i parti #{ $game }: vänta på motståndarens svar.
refusal-draw-recently-declined = Ditt remierbjudande i parti #{ $game } avböjdes: du kan erbjuda remi igen efter ditt nästa drag.
refusal-no-draw-offer = Det finns inget remierbjudande att svara på i parti #{ $game }.
refusal-imported-game = Parti #{ $game } är ett importerat protokoll: det kan visas och exporteras, men inte spelas.

## Challenges and rematches

refusal-still-playing = Parti #{ $game } pågår fortfarande: revansch kan begäras när det är slut.
refusal-rematch-pending = En revansch för parti #{ $game } väntar redan: utmaning #{ $challenge }.
refusal-unknown-challenge = Det finns ingen utmaning #{ $challenge }.
refusal-challenge-expired = Utmaning #{ $challenge } har gått ut: utmana igen.
refusal-challenge-closed = Utmaning #{ $challenge } är redan { $status ->
    [accepted] accepterad
    [declined] avböjd
    [cancelled] tillbakadragen
    [expired] utgången
   *[open] besvarad
}.
refusal-own-challenge = Du kan inte acceptera din egen utmaning: vänta på en motståndare, eller dra tillbaka den.
refusal-not-addressed-to-you = Utmaning #{ $challenge } gäller någon annan ({ $opponent }).
refusal-not-your-challenge = Bara den som skapade utmaning #{ $challenge } kan dra tillbaka den.
refusal-cannot-decline-open = Utmaning #{ $challenge } är öppen för alla: den kan inte avböjas, bara ignoreras (eller dras tillbaka av den som skapade den).
refusal-decline-own = Du kan inte avböja din egen utmaning: dra tillbaka den i stället.
refusal-self-challenge = Du kan inte utmana dig själv: utelämna motståndaren för att lägga upp en öppen utmaning.
refusal-bot-opponent = Botar kan inte acceptera utmaningar: utmana en person, eller utelämna `{ cmd-challenge--opponent-name }` för en öppen utmaning.
refusal-too-many-challenges = Du har redan { $count ->
    [one] 1 öppen utmaning
   *[other] { $count } öppna utmaningar
}: dra tillbaka någon eller vänta tills de antas eller går ut.
refusal-unknown-variant = Det finns inget spel `{ $key }` (spel: { $known }).
refusal-unknown-layout = { $variant } har ingen uppställning `{ $layout }` (uppställningar: { $known }).
refusal-bad-position = Startställningen går inte att spela: { $reason }.
refusal-decided-position = Startställningen är redan avgjord ({ $result }): välj en där båda sidor kan spela.
refusal-time-malformed = `{ $text }` är ingen tid: skriv ett tal och m, h eller d (som 10m, 2h, 3d), en tid och en tidsbank (som 1d+7d), eller none.
refusal-time-too-short = { $time } är för kort: den kortaste tiden per drag är 10m.
refusal-time-too-long = { $time } är för lång: den längsta tiden per drag är 30d.
refusal-bad-ai-level = Nivå { $level } finns inte (nivåerna är 1 till 5).
refusal-too-many-ai-games = Du spelar redan { $count ->
    [one] 1 parti
   *[other] { $count } partier
} mot AI:n: spela klart eller ge upp något innan du startar ett nytt.
refusal-not-for-the-ai = Utmaning #{ $challenge } är inte riktad till AI:n.
refusal-bad-record = Protokollet kan inte importeras: { $reason }.

## Tournaments

refusal-not-in-server = Turneringar hålls på servrar, inte i direktmeddelanden.
refusal-tournament-name = Ge turneringen ett namn på 1 till { $max } tecken.
refusal-swiss-rounds = En Schweizerturnering har 1 till { $max } ronder.
refusal-rounds-only-for-swiss = Antalet ronder anges bara för Schweizer: { $format ->
    [round_robin] i alla mot alla
   *[knockout] i en utslagsturnering
} följer antalet av formatet.
refusal-tournament-players = { $format ->
    [swiss] En Schweizerturnering
    [round_robin] En alla-mot-alla-turnering
   *[knockout] En utslagsturnering
} har plats för 2 till { $max } spelare.
refusal-signup-too-long = Anmälan kan vara öppen i högst { $days ->
    [one] 1 dag
   *[other] { $days } dagar
}.
refusal-no-ai-in-tournaments = AI:n spelar inte i turneringar.
refusal-unknown-format = Okänt format `{ $format }`: använd round_robin, swiss eller knockout.
refusal-unknown-tournament = Det finns ingen turnering #{ $tournament } på den här servern.
refusal-no-tournament-here = Det finns ingen turnering { $action ->
    [join] med öppen anmälan
    [start] med öppen anmälan
    [leave] att lämna
    [cancel] att ställa in
   *[show] att visa
} på den här servern: ange dess nummer.
refusal-not-organizer = Bara arrangörer (Hantera server, eller arrangörsrollen) eller den som skapade turneringen kan göra det.
refusal-manage-server = Bara medlemmar med behörigheten Hantera server kan göra det.
refusal-tournament-closed = Turnering #{ $tournament } { $status ->
    [signup] har inte startat än
    [running] har redan startat
    [finished] är avslutad
   *[cancelled] är inställd
}: { $action ->
    [join] anmälan är stängd
    [leave] det finns inget att lämna
    [start] den kan inte startas
    [cancel] den kan inte ställas in
   *[show] det finns inget att visa
}.
refusal-signup-closed = Turnering #{ $tournament } har passerat sista anmälningsdag: anmälan är stängd.
refusal-tournament-full = Turnering #{ $tournament } är fullsatt.
refusal-already-joined = Du är redan anmäld till turnering #{ $tournament }.
refusal-not-in-tournament = Du spelar inte i turnering #{ $tournament }.
refusal-too-few-players = Turnering #{ $tournament } behöver minst två spelare för att starta.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = partiet är slut
illegal-off-board = { $square } ligger utanför { $size }x{ $size }-brädet
illegal-same-square = pjäsen måste flytta från sin ruta
illegal-no-piece = det står ingen pjäs på { $square }
illegal-not-your-piece = pjäsen på { $square } är inte din: { $side } är vid draget
illegal-troll-king-moves = trollkungen flyttar aldrig: han hoppar bara när { $king } är omringad
illegal-occupied = { $square } är upptagen
illegal-not-straight = pjäserna flyttar längs en rad eller linje, aldrig diagonalt
illegal-not-knight = i det här spelet flyttar alla pjäser som en springare i schack
illegal-blocked = vägen från { $from } till { $to } är blockerad på { $at }
illegal-cannot-stop = { $square } är { $group }: bara { $king } får stanna där
illegal-cannot-pass = { $square } är { $group }: bara { $king } får passera den
illegal-unusable = { $square } är { $group }: ingen pjäs får gå in på den
illegal-king-one-step = { $king } flyttar en ruta i taget
illegal-king-one-step-or-slide = { $king } flyttar en ruta i taget, eller glider till kanten längs en fri linje
illegal-king-leaps-defenders-only = { $king } får bara hoppa över { $defenders }: { $square } är i vägen
illegal-defenders-cannot-leap = { $defenders } får inte hoppa över pjäser: { $square } är i vägen (bara { $king } får det)
illegal-cannot-leap-own = { $side } får inte hoppa över sina egna pjäser: { $square } är i vägen
illegal-repetition = draget skulle upprepa ställningen för tredje gången: { $side } måste variera
illegal-may-not-pass = { $piece } får inte passera { $square } ({ $group })
illegal-may-not-stop = { $piece } får inte stanna på { $square } ({ $group })
illegal-too-far = { $piece } flyttar högst { $limit ->
    [one] 1 ruta
   *[other] { $limit } rutor
} i taget
illegal-cannot-jump = { $piece } får inte hoppa över { $square }
illegal-berserker = pjäsen på { $square } har fångat och går bärsärk: den flyttar igen
illegal-must-capture = ett bärsärkadrag måste fånga

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = en ställning är brädet, ett mellanslag och sidan vid draget (a eller d), som `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = ställningen är för lång för att vara ett bräde
position-rank-count = brädet har { $expected } rader men ställningen anger { $found }
position-rank-width = rad { $rank } täcker { $found ->
    [one] 1 ruta
   *[other] { $found } rutor
} men brädet är { $expected } rutor brett
position-bad-piece = `{ $char }` är ingen pjäs (pjäserna är a, d, k och e; siffror räknar tomma rutor)
position-bad-rule-set-piece = `{ $char }` är ingen pjäs (pjäserna är a, d, k, samt c n m g för anfallarnas befälhavare, riddare, legosoldater och vakter, C N M G för försvararnas; siffror räknar tomma rutor)
position-bad-otn-piece = `{ $char }` är ingen pjäs (pjäserna är t c n k m g, versaler för försvararna)
position-zero-run = en följd av tomma rutor kan inte vara 0 eller börja med 0
position-bad-side = sidan vid draget är `a` eller `d`, inte `{ $side }`
position-attacker-king = en anfallande kung (`k`) stöds inte: kungen hör till försvararna
position-king-count = ställningen har { $count } kungar: den behöver exakt en (eller ingen, för ett avslutat parti)
position-evangelists = { $variant } har inga evangelister (e): de finns bara i Alea Evangelii
position-special-pieces = { $variant } har inga befälhavare, riddare, legosoldater eller vakter: de finns bara i regeluppsättningar
position-restricted = { $square } är { $group }: bara { $king } får stå där
position-unusable = { $square } är { $group }: ingen pjäs får stå där
position-trollstone = { $square } måste vara tom: när { $king } har lämnat trollstenen står trollkungen där

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = protokollet är tomt
record-line = rad { $line }: { $problem }
record-missing-variant = protokollet anger inte vilket spel det är (lägg till en `variant:`-rad)
record-start = startställning: { $problem }
record-move = drag { $ply } (`{ $move }`): { $problem }
record-captures = drag { $ply } (`{ $move }`): protokollet säger att det fångar { $claimed } men det fångar { $actual }
record-result = protokollets resultat ({ $recorded }) stämmer inte med hur dragen slutar ({ $actual })
record-goes-on = partiet fortsätter
record-no-move = inget drag angivet
record-not-a-move = `{ $text }` är inget drag
record-not-a-result = `{ $text }` är inget resultat
record-not-a-reason = `{ $text }` är inget skäl till att ett parti slutar
record-half-result = ett resultat kräver både en `result:`-rad och en `reason:`-rad
record-unclosed-tag = ostängd tagg
record-tag-shape = en tagg skrivs [nyckel:värde]
record-not-a-size = `{ $text }` är ingen brädstorlek
record-rows = startställningen har { $rows ->
    [one] 1 rad
   *[other] { $rows } rader
}, brädet { $size }
record-not-an-otn-piece = `{ $char }` är ingen OTN-pjäs
record-unknown-variant = det finns inget spel `{ $key }`
record-unknown-layout = { $variant } har ingen uppställning `{ $layout }`
