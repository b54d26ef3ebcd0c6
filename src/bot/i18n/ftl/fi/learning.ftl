## Learning from games: records in and out.

cmd-import = Tuo pöytäkirja tai siirtosarja peliksi, joka ei vaikuta vahvuuslukuihin
cmd-import-name = tuo
cmd-import--record = Pöytäkirjatiedosto: OpenTaflin .otg tai Hnefin oma vienti
cmd-import--record-name = pöytäkirja
cmd-import--text = Tai siirtosarja, esim. e1-e4 d5-d2 (anna myös peli)
cmd-import--text-name = teksti
cmd-import--variant = Peli, jossa siirtosarja on pelattu
cmd-import--variant-name = peli
cmd-import--rules = Tai siirtojen säännöt OpenTafl-sääntömerkkijonona
cmd-import--rules-name = säännöt
cmd-export--format = Hnefin oma pöytäkirja tai OpenTaflin .otg (Hnefin oma, jos jätät tyhjäksi)
cmd-export--format-name = muoto
choice-record-format-native = Hnefin oma pöytäkirja
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Tuotu peliksi #{ $game } ({ $moves ->
    [one] 1 siirto
   *[other] { $moves } siirtoa
}), ei rankattu: /board, /replay ja /export näyttävät sen.

refusal-busy = Botilla on kiire muiden tuontien ja uusintojen kanssa: yritä hetken päästä uudelleen.
refusal-record-too-large = Tiedosto on liian suuri: pöytäkirja saa olla enintään { $max_kb } kt.
refusal-not-a-record = Tiedosto ei ole pelin pöytäkirja: liitä OpenTaflin .otg-tiedosto tai komennolla /export viety pöytäkirja.
refusal-import-needs-variant = Kerro `variant`-valinnalla, missä pelissä siirrot pelataan (tai anna sen säännöt `rules`-valinnalla), tai liitä pöytäkirjatiedosto.
refusal-import-nothing = Liitä pöytäkirjatiedosto valinnalla `record` tai kirjoita siirtosarja valintaan `text` ja peli valintaan `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = rankatut pelit
ratings-chart-rating = vahvuusluku
tournament-crosstable-title = { $tournament } · ristitaulukko
tournament-crosstable-player = Pelaaja
tournament-crosstable-points = Pisteet

## /stats

cmd-stats = Palvelimella pelattujen pelien tulokset kaaviona
cmd-stats-name = tilastot
cmd-stats--variant = Mikä peli
cmd-stats--variant-name = peli
stats-title = Tilastot · { $variant }
stats-none = { $variant }: tällä palvelimella ei ole vielä päättynyt yhtään peliä.
stats-corpus-title = Peliaineiston todelliset pelit ({ $games ->
    [one] { $games } laudalla sääntöjen mukaan ratkennut
   *[other] { $games } laudalla sääntöjen mukaan ratkennutta
})
stats-series-server = Tämä palvelin ({ $games ->
    [one] 1 peli
   *[other] { $games } peliä
})
stats-series-corpus = Peliaineisto ({ $games ->
    [one] 1 peli
   *[other] { $games } peliä
})
stats-chart-title = { $variant } · tulokset
stats-group-wins = { $side } voittavat
stats-group-draws = Tasapeli
stats-y-label = % peleistä
stats-summary = { $games ->
    [one] 1 peli
   *[other] { $games } peliä
}: { $attackers } voittivat { $attackers_won } ({ $attackers_share } %), { $defenders } { $defenders_won } ({ $defenders_share } %), tasapelejä { $draws } ({ $draws_share } %); keskimäärin { $plies } siirtoa.
stats-reason-line = • { $result }: { $games } ({ $share } %)

## /review

cmd-review = Tekoälyn analyysi päättyneestä pelistä: jokaisen siirron arvio, virheet ja paremmat siirrot
cmd-review-name = analyysi
cmd-review--game = Pelin numero (viimeisin täällä päättynyt pelisi, jos jätät tyhjäksi)
cmd-review--game-name = peli
review-title = Analyysi · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (voittomahdollisuus { $chance } %); parempi { $best } ({ $best_chance } %)
review-clean = Yksikään siirto ei menettänyt paljon: tekoälyn arvion mukaan puhdas peli.
review-key = Ennen siirtoa { $number }: { $side } pelasivat { $played } ({ $mark }); parempi { $best }
review-mark-inaccuracy = epätarkkuus ?!
review-mark-mistake = virhe ?
review-mark-blunder = vakava virhe ??
review-chart-moves = siirrot
review-chart-chance = { $side }: voittomahdollisuus, %
review-footer = Tekoäly tutki jokaista asemaa { $seconds } s. Analyysi tallennetaan: kun pyydät sitä uudelleen, se näytetään heti.
refusal-review-unfinished = Peli #{ $game } on vielä kesken: pyydä sen analyysia, kun peli on päättynyt.
refusal-review-nothing = Pelissä #{ $game } ei ole siirtoja analysoitavaksi.
refusal-review-running = Edellinen analyysisi on vielä kesken: odota sen valmistumista ennen kuin pyydät uutta.
refusal-review-under-way = Peliä #{ $game } analysoidaan parhaillaan: kysy uudelleen minuutin päästä, niin analyysi on valmis.
refusal-reviews-busy = Tekoälyllä on kiire muiden analyysien kanssa: yritä uudelleen muutaman minuutin päästä.

## /puzzle (docs/learning.md 2)

cmd-puzzle = Tehtäviä oikeista peleistä, tehtäväluokituksen kera
cmd-puzzle-name = tehtävä
cmd-puzzle-next = Ratkaistava tehtävä: asema oikeasta pelistä, jossa yksi siirto voittaa
cmd-puzzle-next-name = seuraava
cmd-puzzle-next--variant = Mikä peli (Copenhagen, jos jätetään pois)
cmd-puzzle-next--variant-name = peli
cmd-puzzle-solve = Vastaa tehtävääsi: siirtosi tai koko siirtosarjasi
cmd-puzzle-solve-name = ratkaise
cmd-puzzle-solve--move = Siirtosi (e4-e7) tai siirtosi vuorotellen (e4-e7 e7-e9); botti pelaa vastaukset
cmd-puzzle-solve--move-name = siirto
cmd-puzzle-daily = Julkaise tehtävä joka päivä kanavalla, tai lopeta (Hallitse palvelinta)
cmd-puzzle-daily-name = päivittäin
cmd-puzzle-daily--channel = Missä (pois jätettynä päivän tehtävä loppuu)
cmd-puzzle-daily--channel-name = kanava
puzzle-title = Tehtävä · { $variant }
puzzle-task = **{ $side } siirtävät ja voittavat { $moves ->
    [one] yhdellä siirrolla
   *[other] { $moves } siirrolla
}.**
puzzle-source-game = Pelistä #{ $game } tällä palvelimella.
puzzle-source-corpus = Oikeasta pelistä ({ $source }).
puzzle-how = Vastaa komennolla `/puzzle solve`: siirtosi tai kaikki siirtosi vuorotellen. Botti pelaa toisen puolen vastaukset.
puzzle-footer = Tehtävä { $key } · luokitus { $rating } · tehtäväluokituksesi { $mine }
puzzle-left-failed = Edellinen tehtäväsi ({ $key }) jäi kesken ja lasketaan epäonnistuneeksi: { $change }.
puzzle-left-skipped = Edellinen tehtäväsi ({ $key }) ohitettiin ennen ensimmäistä siirtoa: luokitus ei muuttunut.
puzzle-step = { $move } → botti vastaa { $reply }
puzzle-right = ✅ Oikein: { $steps }. Voita nyt { $moves ->
    [one] yhdellä siirrolla
   *[other] { $moves } siirrolla
}.
puzzle-solved = 🎉 Ratkaistu: { $steps }. Tehtäväluokitus { $change }. `/puzzle next` antaa uuden.
puzzle-failed = ❌ { $steps }: voitto karkaa; { $expected } olisi pitänyt sen. Ratkaisu: { $solution }. Tehtäväluokitus { $change }.
puzzle-ignored = { $count ->
    [one] Tehtävän päättymisen jälkeistä siirtoa ei luettu.
   *[other] Tehtävän päättymisen jälkeisiä { $count } siirtoa ei luettu.
}
puzzle-daily-set = Päivän tehtävä julkaistaan kanavalla { $channel }, ensimmäinen nyt.
puzzle-daily-stopped = Päivän tehtävä on lopetettu.
puzzle-daily-title = Päivän tehtävä · { $variant }
puzzle-daily-solution = Ratkaisu: { $solution }
puzzle-take = Ratkaise
refusal-puzzle-none = Pelistä { $variant } ei ole vielä tehtäviä: kokeile Copenhagenia tai Brandubhia, tai pelatkaa sitä täällä enemmän.
refusal-puzzle-exhausted = Olet yrittänyt kaikkia pelin { $variant } tehtäviä: kokeile toista muunnelmaa.
refusal-puzzle-not-open = Sinulla ei ole tehtävää vastattavana: pyydä sellainen komennolla `/puzzle next`.
refusal-puzzle-illegal = Vastauksesi siirtoa { $index }, { $move }, ei voi pelata siinä: mitään ei laskettu. Kirjoita siirto muodossa mistä-mihin (e4-e7), siirtosi vuorotellen.
refusal-puzzle-changed = Toinen vastaus tehtävääsi ehti ensin: katso sen lautaa ja vastaa siitä.
refusal-puzzle-tried = Olet jo yrittänyt tätä tehtävää: `/puzzle next` antaa uuden.
refusal-puzzle-unknown = Tehtävää { $key } ei ole.
