## Learning from games: records in and out.

cmd-import = Importer en notasjon eller en trekkfølge som et parti uten rating
cmd-import-name = importer
cmd-import--record = En notasjonsfil: OpenTafls .otg eller Hnefis egen eksport
cmd-import--record-name = notasjon
cmd-import--text = Eller en trekkfølge, f.eks. e1-e4 d5-d2 (sammen med spillet)
cmd-import--text-name = tekst
cmd-import--variant = Spillet som trekkfølgen er spilt i
cmd-import--variant-name = spill
cmd-import--rules = Eller trekkenes regler som OpenTafl-regelstreng
cmd-import--rules-name = regler
cmd-export--format = Hnefis egen notasjon eller OpenTafls .otg (Hnefis hvis utelatt)
cmd-export--format-name = format
choice-record-format-native = Hnefis egen notasjon
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Importert som parti #{ $game } ({ $moves } trekk), uten rating: /board, /replay og /export viser det.

refusal-busy = Boten er opptatt med andre importer og gjennomspillinger: prøv igjen om et øyeblikk.
refusal-record-too-large = Filen er for stor: en notasjon kan være på høyst { $max_kb } KB.
refusal-not-a-record = Filen er ikke en notasjon: legg ved en OpenTafl-fil (.otg) eller en notasjon eksportert med /export.
refusal-import-needs-variant = Si hvilket spill trekkene hører til med `variant` (eller gi reglene med `rules`), eller legg ved en notasjonsfil i stedet.
refusal-import-nothing = Legg ved en notasjonsfil med `record`, eller skriv en trekkfølge i `text` og spillet i `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = partier med rating
ratings-chart-rating = rating
tournament-crosstable-title = { $tournament } · krysstabell
tournament-crosstable-player = Spiller
tournament-crosstable-points = Poeng

## /stats

cmd-stats = Hvordan serverens partier i et spill har endt, vist som diagram
cmd-stats-name = statistikk
cmd-stats--variant = Hvilket spill
cmd-stats--variant-name = spill
stats-title = Statistikk · { $variant }
stats-none = Ingen partier i { $variant } er avsluttet på denne serveren ennå.
stats-corpus-title = Ekte partier fra partisamlingen ({ $games } avgjort på brettet etter reglene)
stats-series-server = Denne serveren ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
})
stats-series-corpus = Partisamlingen ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
})
stats-chart-title = { $variant } · resultater
stats-group-wins = { $side } vinner
stats-group-draws = Remis
stats-y-label = % av partiene
stats-summary = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}: { $attackers } vant { $attackers_won } ({ $attackers_share } %), { $defenders } vant { $defenders_won } ({ $defenders_share } %), { $draws ->
    [one] { $draws } remis
   *[other] { $draws } remiser
} ({ $draws_share } %); i snitt { $plies } trekk.
stats-reason-line = • { $result }: { $games } ({ $share } %)

## /review

cmd-review = KI-ens analyse av et avsluttet parti: vurdering av hvert trekk, feil og bedre trekk
cmd-review-name = analyse
cmd-review--game = Partinummer (ditt siste avsluttede parti her hvis utelatt)
cmd-review--game-name = parti
review-title = Analyse · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (vinnersjanse { $chance } %); bedre { $best } ({ $best_chance } %)
review-clean = Ingen trekk ga bort mye: et rent parti etter KI-ens vurdering.
review-key = Før trekk { $number }: { $side } spilte { $played } ({ $mark }); bedre { $best }
review-mark-inaccuracy = unøyaktighet ?!
review-mark-mistake = feil ?
review-mark-blunder = tabbe ??
review-chart-moves = trekk
review-chart-chance = Vinnersjanse for { $side }, %
review-footer = KI-en undersøkte hver stilling i { $seconds } s. Analysen blir lagret: spør du igjen, vises den med en gang.
refusal-review-unfinished = Parti #{ $game } pågår fortsatt: be om analysen når det er avsluttet.
refusal-review-nothing = Parti #{ $game } har ingen trekk å analysere.
refusal-review-running = Den siste analysen din kjører fortsatt: vent på den før du ber om en ny.
refusal-review-under-way = Parti #{ $game } blir analysert akkurat nå: spør igjen om et minutt, så er analysen klar.
refusal-reviews-busy = KI-en er opptatt med andre analyser: prøv igjen om noen minutter.

## /puzzle (docs/learning.md 2)

cmd-puzzle = Oppgaver fra ekte partier, med en oppgaverating
cmd-puzzle-name = oppgave
cmd-puzzle-next = En oppgave å løse: en stilling fra et ekte parti der ett trekk vinner
cmd-puzzle-next-name = neste
cmd-puzzle-next--variant = Hvilket spill (Copenhagen hvis det utelates)
cmd-puzzle-next--variant-name = spill
cmd-puzzle-solve = Svar på oppgaven din: trekket ditt eller hele rekken av trekk
cmd-puzzle-solve-name = løs
cmd-puzzle-solve--move = Trekket ditt (e4-e7) eller trekkene dine etter tur (e4-e7 e7-e9); boten spiller svarene
cmd-puzzle-solve--move-name = trekk
cmd-puzzle-daily = Post en oppgave hver dag i en kanal, eller stopp (Administrer server)
cmd-puzzle-daily-name = daglig
cmd-puzzle-daily--channel = Hvor (utelatt: den daglige oppgaven stopper)
cmd-puzzle-daily--channel-name = kanal
puzzle-title = Oppgave · { $variant }
puzzle-task = **{ $side } i trekket vinner på { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}.**
puzzle-source-game = Fra parti #{ $game } på denne serveren.
puzzle-source-corpus = Fra et ekte parti ({ $source }).
puzzle-how = Svar med `/puzzle solve`: trekket ditt eller alle trekkene dine etter tur. Boten spiller den andre sidens svar.
puzzle-footer = Oppgave { $key } · rating { $rating } · din oppgaverating { $mine }
puzzle-left-failed = Den forrige oppgaven din ({ $key }) ble ikke fullført og teller som mislykket: { $change }.
puzzle-left-skipped = Den forrige oppgaven din ({ $key }) ble hoppet over før første trekk: ingen ratingendring.
puzzle-step = { $move } → boten svarer { $reply }
puzzle-right = ✅ Riktig: { $steps }. Vinn nå på { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}.
puzzle-solved = 🎉 Løst: { $steps }. Oppgaverating { $change }. `/puzzle next` for en ny.
puzzle-failed = ❌ { $steps }: dermed er gevinsten borte; { $expected } ville ha holdt den. Løsningen: { $solution }. Oppgaverating { $change }.
puzzle-ignored = { $count ->
    [one] Trekket etter oppgavens slutt ble ikke lest.
   *[other] De { $count } trekkene etter oppgavens slutt ble ikke lest.
}
puzzle-daily-set = Den daglige oppgaven blir postet i { $channel }, den første nå.
puzzle-daily-stopped = Den daglige oppgaven er stoppet.
puzzle-daily-title = Dagens oppgave · { $variant }
puzzle-daily-solution = Løsning: { $solution }
puzzle-take = Løs den
refusal-puzzle-none = Det finnes ingen oppgaver i { $variant } ennå: prøv Copenhagen eller Brandubh, eller spill flere partier av det her.
refusal-puzzle-exhausted = Du har prøvd alle oppgavene i { $variant }: prøv en annen variant.
refusal-puzzle-not-open = Du har ingen oppgave å svare på: be om en med `/puzzle next`.
refusal-puzzle-illegal = Trekk { $index } i svaret ditt, { $move }, kan ikke spilles der: ingenting ble telt. Skriv trekket som fra-til (e4-e7), trekkene dine etter tur.
refusal-puzzle-changed = Et annet svar på oppgaven din kom først: se på brettet og svar derfra.
refusal-puzzle-tried = Den oppgaven har du prøvd før: `/puzzle next` gir deg en ny.
refusal-puzzle-unknown = Det finnes ingen oppgave { $key }.
