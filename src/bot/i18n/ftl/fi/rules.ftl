## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Tulkintamme:*
rules-missing = Tämän pelin sääntöjä ei ole vielä kirjoitettu.

rules-noggin =
    • **Lauta:** 9x9, asetelma `standard`. Noggin (kuningas) seisoo peikkokivellä e5 8 Nogin ympäröimänä; 16 peikkoa hyökkää neljältä reunalta.
    • *Tulkintamme:* lähteen kuva laudasta on kadonnut; sen nappulamäärät ja lähteet (Linné, Murrayn kautta) ovat Tablutin, joten käytämme Tablutin asetelmaa.
    • **Ensimmäinen siirto:** Nogit.
    • **Siirrot:** Nogit ja peikot liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle). Noggin liikkuu tasan yhden ruudun vaaka- tai pystysuoraan, paitsi nopeassa paossa.
    • **Peikkokivi (e5):** peikkokuningas on vangittuna sen alla. Kun Noggin lähtee kiveltä, peikkokuningas ilmestyy siihen: se ei koskaan liiku (paitsi hypätessään), tukkii ruudun kaikilta, sitä ei koskaan vangita, ja se lasketaan peikoksi Nogeja vangittaessa. Noggin ei voi koskaan palata kivelle.
    • **Vangitseminen:** Nog tai peikko vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Nogginia ja peikkokuningasta ei koskaan vangita näin.
    • *Tulkintamme:* Noggin on aseistettu (hän auttaa vangitsemaan peikkoja kuten kuka tahansa Nog), eikä mikään ruutu ole vihamielinen.
    • **UIT NOG** huudetaan, kun Nogginilla (joka ei ole reunalla) on tyhjistä ruuduista koostuva vapaa linja reunalle tasan yhteen suuntaan.
    • **Nopea pako:** Nogien vuorolla, jos Nogginilla on vapaa linja reunalle (huudettu tai ei), hän saa liukua sitä pitkin reunaruutuun asti, ja Nogit voittavat. Liuku ei koskaan pysähdy puolimatkaan.
    • **TUIT NOG:** jos Nogginilla on Nogien siirron jälkeen vapaa linja kahteen tai useampaan suuntaan, Nogit voittavat heti.
    • **Reuna:** Noggin voittaa astumalla mihin tahansa reunaruutuun.
    • **Peikkokuninkaan hyppy:** jokaisen peikkojen siirron jälkeen, jos Noggin on lähtenyt peikkokiveltä ja peikot (peikkokuningas mukaan luettuna) ovat kolmella hänen neljästä sivustaan, peikkokuningas hyppää neljänteen ruutuun ja poistaa siinä mahdollisesti olevan nappulan: Noggin on vangittu ja peikot voittavat. Peikot voittavat myös, jos ne ovat kaikilla neljällä sivulla. Niin kauan kuin Noggin on peikkokivellä, hänet vangitsevat vain peikot kaikilla neljällä sivulla.
    • **Toisto:** Nogginin on vaihdeltava. Nogien siirto, joka synnyttäisi saman aseman kolmannen kerran, on laiton; jos Nogeilla ei sen vuoksi ole sallittua siirtoa, ne häviävät. Peikot saavat toistaa vapaasti.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.

rules-knut =
    • **Lauta:** 9x9, asetelma `standard`. Noggin (kuningas) seisoo kodissaan e5 8 Nogin ympäröimänä; 16 peikkoa hyökkää neljältä reunalta.
    • *Tulkintamme:* kuten Nogginin pelissä, lähteen kuva laudasta on kadonnut ja sen nappulamäärät ovat Tablutin, joten käytämme Tablutin asetelmaa.
    • **Ensimmäinen siirto:** Nogit.
    • **Siirrot:** kaikki nappulat, myös Noggin, liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle). Peikkokuningasta ei ole.
    • **Nogginin koti (e5):** mikään muu nappula ei saa pysähtyä siihen eikä kulkea sen kautta. Noggin saa palata sinne. Ruutu ei ole vihamielinen.
    • **Vangitseminen:** nappula vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin.
    • **Nogginin vangitseminen:** kuten minkä tahansa muun nappulan, kahden peikon välissä (joista toinen on siirtyvä peikko), kaikissa ruuduissa paitsi e5:ssä, jossa tarvitaan peikot kaikille neljälle sivulle.
    • *Tulkintamme:* Noggin on aseistettu (hän auttaa vangitsemaan peikkoja kuten kuka tahansa Nog), eikä mikään ruutu ole vihamielinen.
    • **UIT NOG** huudetaan, kun Nogginilla (joka ei ole reunalla) on tyhjistä ruuduista koostuva vapaa linja reunalle tasan yhteen suuntaan.
    • **TUIT NOG:** jos Nogginilla on Nogien siirron jälkeen vapaa linja kahteen tai useampaan suuntaan, Nogit voittavat heti.
    • **Reuna:** Noggin voittaa saavuttamalla minkä tahansa reunaruudun.
    • **Toisto:** Nogginin on vaihdeltava. Nogien siirto, joka synnyttäisi saman aseman kolmannen kerran, on laiton; jos Nogeilla ei sen vuoksi ole sallittua siirtoa, ne häviävät. Peikot saavat toistaa vapaasti.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.

rules-thor =
    • **Lauta:** 9x9, asetelma `standard`. Noggin (kuningas) seisoo peikkokivellä e5 8 Nogin ympäröimänä; 16 peikkoa hyökkää neljältä reunalta.
    • *Tulkintamme:* kuten Nogginin pelissä, lähteen kuva laudasta on kadonnut ja sen nappulamäärät ovat Tablutin, joten käytämme Tablutin asetelmaa.
    • **Ensimmäinen siirto:** Nogit.
    • **Siirrot:** kaikki nappulat, myös Noggin, liikkuvat kuin shakin ratsu: kaksi ruutua yhden akselin suuntaan ja yksi toisen, tyhjään ruutuun. Suoria siirtoja ei ole.
    • **Hyppääminen:** ratsun siirto kulkee pitkän osuutensa kahden ruudun kautta, ja pitkä osuus kuljetaan ensin (`c3-d5` kulkee ruutujen c4 ja c5 kautta; `c3-e4` ruutujen d3 ja e3 kautta). Peikot saavat hypätä Nogien ja Nogginin yli; Noggin saa hypätä Nogien yli; kumpikaan ei saa hypätä peikon eikä peikkokuninkaan yli. Nog-soturit eivät saa hypätä: molempien ruutujen on oltava tyhjiä.
    • *Tulkintamme:* lähteen ”Nogeista vain Noggin saa hypätä” luetaan muodossa ”vain Noggin saa hypätä Nogien yli”.
    • **Peikkokivi (e5):** peikkokuningas on vangittuna sen alla. Kun Noggin lähtee kiveltä, peikkokuningas ilmestyy siihen: se ei koskaan liiku (paitsi hypätessään), tukkii ruudun kaikilta, sitä ei koskaan vangita, ja se lasketaan peikoksi Nogeja vangittaessa. Noggin ei voi koskaan palata kivelle.
    • **Vangitseminen:** Nog tai peikko vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Nogginia ja peikkokuningasta ei koskaan vangita näin.
    • *Tulkintamme:* Noggin on aseistettu (hän auttaa vangitsemaan peikkoja kuten kuka tahansa Nog), eikä mikään ruutu ole vihamielinen.
    • **Reuna:** Noggin voittaa laskeutumalla mihin tahansa reunaruutuun.
    • *Tulkintamme:* nopeaa pakoa ei ole: Noggin liikkuu jo yhtä nopeasti kuin soturi, joten hän pakenee vain hyppäämällä reunalle.
    • **UIT NOG** huudetaan, kun tasan yksi reunaruutu on Nogginin (joka ei ole reunalla) ulottuvilla yhdellä sallitulla hypyllä.
    • **TUIT NOG:** jos Nogien siirron jälkeen kaksi tai useampi reunaruutu on Nogginin ulottuvilla yhdellä sallitulla hypyllä, Nogit voittavat heti.
    • **Peikkokuninkaan hyppy:** jokaisen peikkojen siirron jälkeen, jos Noggin on lähtenyt peikkokiveltä ja peikot (peikkokuningas mukaan luettuna) ovat kolmella hänen neljästä sivustaan, peikkokuningas hyppää neljänteen ruutuun ja poistaa siinä mahdollisesti olevan nappulan: Noggin on vangittu ja peikot voittavat. Peikot voittavat myös, jos ne ovat kaikilla neljällä sivulla. Niin kauan kuin Noggin on peikkokivellä, hänet vangitsevat vain peikot kaikilla neljällä sivulla.
    • **Toisto:** Nogginin on vaihdeltava. Nogien siirto, joka synnyttäisi saman aseman kolmannen kerran, on laiton; jos Nogeilla ei sen vuoksi ole sallittua siirtoa, ne häviävät. Peikot saavat toistaa vapaasti.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää; peikot voivat voittaa saartamalla Nogginin.

rules-kings-table =
    • **Lauta:** 13x13, asetelma `standard`. Kuningas seisoo valtaistuimella g7 12 puolustajan kanssa; 24 hyökkääjää aloittaa neljänä ryhmänä reunoilla.
    • **Ensimmäinen siirto:** hyökkääjät.
    • **Siirrot:** kaikki nappulat liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle).
    • **Rajoitetut ruudut:** valtaistuin (g7) ja neljä kulmalinnaa. Vain kuningas saa pysähtyä niihin tai kulkea niiden kautta.
    • **Vihamieliset ruudut:** linnat, molemmille puolille: ne vangitsevat kuten vastustajan nappula. Valtaistuin ei ole vihamielinen tavallisille nappuloille.
    • **Vangitseminen:** nappula vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan (tai vastustajan nappulan ja linnan) väliin vaaka- tai pystysuunnassa; kaksois- ja kolmoisvangitsemiset ovat tavallisia. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Kuningas on aseistettu: hän vangitsee kuten kuka tahansa puolustaja.
    • **Kilpimuuri:** kahden tai useamman hyökkääjän tai kahden tai useamman puolustajan ketju vierekkäin reunalla, jokaisen edessä (sisäpuolella) suoraan vastustajan nappula, vangitaan kokonaan, kun vastustaja siirtyy reunaruutuun ketjun toiseen päähän ja vastakkaisessa päässä on myös vastustajan nappula. Ketju alkaa siirtyvästä nappulasta ja jatkuu reunaa pitkin niin pitkälle kuin vastustajan nappuloita riittää. Kuningas voi olla siirtyvä nappula, pääty tai edessä oleva nappula. Linna ei sulje päätyä. Kuningasta ei koskaan vangita näin, ja ketjussa oleva kuningas päättää ketjun.
    • **Kuninkaan vangitseminen:** hyökkääjät kaikilla neljällä sivulla, olipa kuningas valtaistuimella tai missä tahansa muussa ruudussa; valtaistuimen vieressä kolme hyökkääjää ja valtaistuin; reunalla kolme hyökkääjää ja reuna. Siirtyvän hyökkääjän on oltava yksi niistä.
    • *Tulkintamme:* kuninkaan vieressä oleva linna lasketaan tässä hyökkääjäksi.
    • **Kaksoisansa:** jos hyökkääjien siirto vangitsee kuninkaan vieressä olevan puolustajan ja kuningas olisi vangittu, jos tuon puolustajan ruudussa olisi hyökkääjä (kolme muuta sivua ovat hyökkääjiä tai valtaistuin, reuna tai linna kuten yllä), myös kuningas vangitaan. Siirtyvän nappulan ei tarvitse olla kuninkaan vieressä.
    • **Voitto:** puolustajat, kun kuningas pääsee linnaan; hyökkääjät, kun ne vangitsevat kuninkaan.
    • **Toisto:** siirto, joka synnyttää aseman (nappulat ja siirtovuoro) kolmannen kerran, päättää pelin tasapeliin.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.

rules-alea-evangelii =
    • **Lauta:** 19x19, valtaistuin j10. Jokaisessa kulmassa on 2x2-lohko: uloin ruutu (a1, s1, a19, s19) on käyttökelvoton, siihen ei voi mennä eikä sen yli voi kulkea; muut kolme ovat punaisia kulmia (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Asetelma:** `cyningstan`, käsikirjoituksen asetelma Damian Walkerin tarkistamana: kuningas ruudussa j10, 20 puolustajaa ja 4 evankelistaa (f6 n6 f14 n14) 48 hyökkääjää vastaan. Asetelmat Helmfrid C, Perkis ja Helmfrid B eivät ole mukana (niiden kaaviot ovat kadonneet); jos sinulla on ne, aloita omasta asemasta (`/challenge`-komennon valinta `position`, suomeksi /haasta ja alkuasema).
    • **Ensimmäinen siirto:** hyökkääjät.
    • **Siirrot:** kaikki nappulat liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle). Vain kuningas saa pysähtyä valtaistuimelle tai punaiseen kulmaan; mikä tahansa nappula saa kulkea tyhjän valtaistuimen kautta; kuningas saa kulkea punaisten kulmien kautta.
    • **Evankelistat** (puolustajia) saavat myös hypätä viereisen hyökkääjän yli sen takana olevaan tyhjään ruutuun (ei kuitenkaan valtaistuimelle, punaiseen kulmaan eikä käyttökelvottomaan ruutuun). Hypätty hyökkääjä poistetaan, minkä jälkeen evankelista vangitsee laskeutumisruudusta tavalliseen tapaan. Kahden ruudun siirto hyökkääjän yli on aina tällainen hyppy. Evankelistat vangitaan kuten muut nappulat.
    • **Vihamieliset ruudut:** tyhjä valtaistuin ja punaiset kulmat, molemmille puolille.
    • **Vangitseminen:** nappula vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan (tai vastustajan nappulan ja vihamielisen ruudun) väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Kuningas on aseistettu: hän vangitsee kuten kuka tahansa puolustaja.
    • **Kuninkaan vangitseminen:** kuten minkä tahansa nappulan (kaksi hyökkääjää tai hyökkääjä ja vihamielinen ruutu), paitsi valtaistuimella tai sen vieressä, jossa tarvitaan kaikki neljä sivua ja tyhjä valtaistuin lasketaan yhdeksi niistä.
    • **Saarto:** jos hyökkääjien siirron jälkeen kuningas ja kaikki puolustajat ovat jääneet saarroksiin niin, ettei yksikään niistä pääse reunalle hyökkääjistä vapaita ruutuja pitkin (erikoisruudut lasketaan vapaiksi), hyökkääjät voittavat. Jos yksikin puolustaja on reunalla, saartoa ei ole.
    • **Toisto:** siirto, joka synnyttää aseman (sama siirtovuoro) kolmannen kerran, on häviö sen tehneelle pelaajalle.
    • **Voitto:** puolustajat, kun kuningas pääsee punaiseen kulmaan; hyökkääjät vangitsemalla kuninkaan tai saartamalla.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.

rules-magpie =
    • **Lauta:** 7x7, jossa on viisi merkittyä ruutua: keskusta d4 ja neljä kulmaa.
    • **Asetelmat:** menninkäinen (kuningas) ruudussa d4 ja 4 ystävää ruuduissa d3 c4 e4 d5 8 varasta vastaan: `cross` (oletus, vakioasetelma; varkaat d1 d2 a4 b4 f4 g4 d6 d7) tai kaksi asetelmaa saman tekijän tietokoneversiosta, `ballinderry-2` (varkaat c1 e1 a3 g3 a5 g5 c7 e7) ja `ballinderry-3` (varkaat d1 b2 f2 a4 g4 b6 f6 d7).
    • **Ensimmäinen siirto:** varkaat.
    • **Siirrot:** varkaat ja ystävät liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle). Menninkäinen liikkuu tasan yhden ruudun vaaka- tai pystysuoraan.
    • **Merkityt ruudut:** vain menninkäinen saa pysähtyä niihin; muut nappulat saavat kulkea tyhjän keskustan kautta. Tyhjät merkityt ruudut ovat vihamielisiä molemmille puolille.
    • **Vangitseminen:** nappula vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan (tai vastustajan nappulan ja tyhjän merkityn ruudun) väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Menninkäinen on aseistettu: se vangitsee kuten kuka tahansa ystävä.
    • **Menninkäisen vangitseminen:** se vangitaan, kun se on saarrettu kaikilta neljältä sivulta ja kullakin sivulla on varas, merkitty ruutu tai laudan reuna. Siirtyvän varkaan on oltava yksi niistä.
    • **Voitto:** ystävät, kun menninkäinen pääsee kulmaan; varkaat, kun ne vangitsevat sen.
    • **Toisto:** siirto, joka synnyttää aseman (nappulat ja siirtovuoro) kolmannen kerran, päättää pelin tasapeliin.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.

rules-tafl9 =
    • **Lauta:** 9x9, asetelma `standard` (Tablut): 16 venäläistä (hyökkääjät) 8 ruotsalaista (puolustajat) ja ruudussa e5 olevaa ruotsalaisten kuningasta vastaan. Viisi kultaruutua: keskusta e5 ja neljä kulmaa.
    • **Ensimmäinen siirto:** arvotaan: botti valitsee puolen satunnaisesti pelin alkaessa ja kertoo sen.
    • **Siirrot:** kaikki nappulat liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle). Vain kuningas saa pysähtyä kultaruutuun; mikä tahansa nappula saa kulkea tyhjän keskustan kautta.
    • **Vihamieliset ruudut:** kultaruudut, molempien puolten tavallisille nappuloille; keskusta vain tyhjänä.
    • *Tulkintamme:* kultaruudut eivät ole vihamielisiä kuninkaalle (hän saa mennä niihin).
    • **Vangitseminen:** nappula vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan (tai vastustajan nappulan ja vihamielisen kultaruudun) väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Kuningas on aseistettu: hän vangitsee kuten kuka tahansa ruotsalainen.
    • **Kuninkaan vangitseminen:** kuten minkä tahansa nappulan, kahdella venäläisellä vastakkaisilla sivuilla.
    • **Voitto:** ruotsalaiset, kun kuningas pääsee kulmaan; venäläiset, kun ne vangitsevat kuninkaan.
    • **Toisto:** siirto, joka synnyttää aseman (nappulat ja siirtovuoro) kolmannen kerran, päättää pelin tasapeliin.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.

rules-copenhagen =
    • **Lauta:** 11x11, asetelma `standard`. Kuningas seisoo valtaistuimella f6 12 puolustajan kanssa; 24 hyökkääjää aloittaa neljänä ryhmänä reunoilla.
    • **Ensimmäinen siirto:** hyökkääjät.
    • **Siirrot:** kaikki nappulat liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle). Vain kuningas saa pysähtyä valtaistuimelle tai kulmaan; mikä tahansa nappula saa kulkea tyhjän valtaistuimen kautta.
    • **Vihamieliset ruudut:** kulmat, kaikille nappuloille; valtaistuin aina hyökkääjille ja puolustajille vain tyhjänä.
    • **Vangitseminen:** nappula vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan (tai vastustajan nappulan ja vihamielisen ruudun) väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Kuningas on aseistettu: hän vangitsee kuten kuka tahansa puolustaja.
    • **Kilpimuuri:** kahden tai useamman hyökkääjän tai kahden tai useamman puolustajan ketju vierekkäin reunalla, jokaisen edessä (sisäpuolella) suoraan vastustajan nappula, vangitaan kokonaan, kun vastustaja siirtyy reunaruutuun ketjun toiseen päähän ja vastakkaisessa päässä on myös vastustajan nappula tai kulma. Ketju alkaa siirtyvästä nappulasta ja jatkuu reunaa pitkin niin pitkälle kuin vastustajan nappuloita riittää. Kuningas voi olla siirtyvä nappula, pääty tai edessä oleva nappula, ja hän voi kuulua puolustajien ketjuun: hänet lasketaan mukaan niihin kahteen tai useampaan, mutta häntä ei koskaan vangita (yhden puolustajan ja kuninkaan ketjusta menetetään puolustaja).
    • **Kuninkaan vangitseminen:** hyökkääjät kaikilla neljällä sivulla tai kolme hyökkääjää ja valtaistuin; siirtyvän hyökkääjän on oltava yksi niistä. Reunalla kuningasta ei koskaan vangita.
    • **Reunalinnake:** puolustajat voittavat, jos kuningas on heidän siirtonsa jälkeen reunalla, pystyy yhä liikkumaan ja hänen linnakettaan ei voi murtaa: kuninkaan ja hänen saavutettavissaan olevien tyhjien ruutujen ympärillä on vain laudan reuna ja puolustajia, ja jokaisella näistä puolustajista on kummallakin akselilla vähintään yksi sivu suojattuna reunalla, linnakkeella tai toisella tällaisella puolustajalla.
    • **Saarto:** jos hyökkääjien siirron jälkeen kuningas ja kaikki puolustajat ovat jääneet saarroksiin niin, ettei yksikään niistä pääse reunalle hyökkääjistä vapaita ruutuja pitkin, hyökkääjät voittavat. Jos yksikin puolustaja on reunalla, saartoa ei ole.
    • **Toisto:** jatkuva toisto on kielletty, ja se maksaa puolustajille pelin: kun asema (sama siirtovuoro) toistuu kolmannen kerran, hyökkääjät voittavat.
    • **Voitto:** puolustajat, kun kuningas pääsee kulmaan, tai reunalinnakkeella; hyökkääjät vangitsemalla kuninkaan tai saartamalla.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.

rules-brandubh =
    • **Lauta:** 7x7, asetelma `standard`: kuningas valtaistuimella d4 ja puolustajat d3 c4 e4 d5 hyökkääjiä d1 d2 a4 b4 f4 g4 d6 d7 vastaan (World Tafl Federationin säännöt).
    • **Ensimmäinen siirto:** hyökkääjät.
    • **Siirrot:** kaikki nappulat liikkuvat kuin shakin torni (kuinka pitkälle tahansa vaaka- tai pystysuoraan, mutta ei koskaan toisen nappulan yli eikä sen päälle). Vain kuningas saa pysähtyä valtaistuimelle tai kulmaan; mikä tahansa nappula saa kulkea tyhjän valtaistuimen kautta.
    • **Vihamieliset ruudut:** kulmat, kaikille nappuloille; valtaistuin aina hyökkääjille, puolustajille vain tyhjänä, kuninkaalle ei koskaan.
    • **Vangitseminen:** nappula vangitaan, kun se jää vastustajan siirrolla kahden vastustajan nappulan (tai vastustajan nappulan ja vihamielisen ruudun) väliin vaaka- tai pystysuunnassa; yksi siirto voi vangita useita. Vain siirtyvä nappula vangitsee: voit turvallisesti siirtyä kahden vastustajan nappulan väliin. Kuningas on aseistettu: hän vangitsee kuten kuka tahansa puolustaja.
    • **Kuninkaan vangitseminen:** kuten minkä tahansa nappulan (kaksi hyökkääjää tai hyökkääjä ja vihamielinen ruutu), paitsi valtaistuimella tai sen vieressä, jossa tarvitaan kaikki neljä sivua ja valtaistuin lasketaan yhdeksi niistä.
    • **Saarto:** jos hyökkääjien siirron jälkeen kuningas ja kaikki puolustajat ovat jääneet saarroksiin niin, ettei yksikään niistä pääse reunalle hyökkääjistä vapaita ruutuja pitkin, hyökkääjät voittavat. Jos yksikin puolustaja on reunalla, saartoa ei ole.
    • **Toisto:** siirto, joka synnyttää aseman (sama siirtovuoro) kolmannen kerran, on häviö sen tehneelle pelaajalle.
    • **Voitto:** puolustajat, kun kuningas pääsee kulmaan; hyökkääjät vangitsemalla kuninkaan tai saartamalla.
    • **Ei sallittuja siirtoja:** siirtovuorossa oleva puoli häviää.
