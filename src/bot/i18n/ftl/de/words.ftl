## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = Hnefi-KI (Stufe { $level })

## The games, by key.

variant-copenhagen = Copenhagen Hnefatafl
variant-brandubh = Brandubh
variant-tafl9 = Tafl
variant-kings-table = King's Table
variant-alea-evangelii = Alea Evangelii
variant-magpie = Magpie
variant-noggin = Noggins Spiel
variant-knut = Knuts Spiel
variant-thor = Thor Nogsons Spiel
variant-fetlar = Fetlar-Hnefatafl
variant-saami-tablut = Samisches Tablut
variant-linnaean-tablut = Linnés Tablut
variant-sea-battle = Seeschlacht
variant-tawlbwrdd = Tawlbwrdd
variant-lewis-cross = Tawlbwrdd (Lewis-Kreuz)
variant-ard-ri = Ard Ri
variant-berserk = Berserk-Hnefatafl
variant-sea-battle-13 = Seeschlacht 13x13 (Parlett)
variant-tablut-15 = Tablut 15x15
variant-foteviken-tablut = Foteviken-Tablut

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Angreifer
side-defenders = Verteidiger
side-noggin-attackers = Trolle
side-noggin-defenders = Nogs
side-knut-attackers = Trolle
side-knut-defenders = Nogs
side-thor-attackers = Trolle
side-thor-defenders = Nogs
side-magpie-attackers = Diebe
side-magpie-defenders = Freunde
side-tafl9-attackers = Russen
side-tafl9-defenders = Schweden

## The king, and the games that name him otherwise.

king = der König
king-noggin = Noggin
king-knut = Noggin
king-thor = Noggin
king-magpie = der Kobold

## Pieces, as a refusal names them.

piece-king = der König
piece-defender = ein Verteidiger
piece-attacker = ein Angreifer
piece-evangelist = ein Evangelist
piece-commander = ein Kommandant
piece-knight = ein Ritter
piece-mercenary = ein Söldner
piece-guard = ein Wächter

## Special squares, by the name the game gives them.

square-restricted = ein Sperrfeld
square-the-trollstone = der Trollstein
square-noggin-s-home = Noggins Heim
square-the-throne = der Thron
square-a-corner-burg = eine Eckburg
square-a-red-corner = ein rotes Eckfeld
square-an-unusable-square = ein unbespielbares Feld
square-a-marked-square = ein markiertes Feld
square-a-marked-corner = ein markiertes Eckfeld
square-a-gold-square = ein Goldfeld
square-a-gold-corner = ein goldenes Eckfeld
square-a-corner = ein Eckfeld
square-corner = ein Eckfeld
square-throne = der Thron
square-attackers-fort = eine Festung der Angreifer
square-defenders-fort = eine Festung der Verteidiger

## How a game ends.

reason-king-captured = König geschlagen
reason-king-escaped = König entkommen
reason-encircled = Einkreisung
reason-no-legal-moves = keine gültigen Züge
reason-repetition = Stellungswiederholung
reason-resigned = Aufgabe
reason-timeout = Zeitüberschreitung
reason-draw-agreed = einvernehmlich
reason-aborted = Abbruch
reason-tuit-nog = tuit nog
reason-exit-fort = Randfestung

# "Defenders win: king escaped"
result-win = Sieg für die { $side }: { $reason }
result-draw = Remis: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = ohne Limit
