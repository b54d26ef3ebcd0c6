## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Sorry, something went wrong on our side (reference { $reference }). Please try again in a moment.

## Which game

refusal-unknown-game = There is no game #{ $game }.
refusal-no-active-game = You have no active game here: give the game number.
refusal-no-game = There is no game here: give the game number.
refusal-no-finished-game = You have no finished game in this channel: give the `{ cmd-rematch--game-name }` number to rematch.
refusal-several-games = You have several active games here ({ $games }): give the game number.

## Playing a game

refusal-not-a-player = You are not a player of game #{ $game }.
refusal-not-your-turn = It is not your turn in game #{ $game }: the { $side } are to move.
refusal-game-over = Game #{ $game } is over: { $result }.
refusal-game-over-unknown = Game #{ $game } is over.
refusal-game-already-over = Game #{ $game } is already over.
refusal-stale = Game #{ $game } changed since you looked (it is now at move { $move }): look at the board again and resend your move.
refusal-no-move = No move given: write it like e3-e6.
refusal-not-a-move = `{ $text }` is not a move: write it like e3-e6.
refusal-illegal-move = Illegal move: { $reason }.
refusal-wrong-captures = { $move } captures { $actual }, not { $claimed }: leave the captures out, or write them as they happen.
# The captures of a move that captures none.
refusal-captures-nothing = nothing
refusal-cannot-abort = Game #{ $game } can no longer be aborted: both sides have moved (resign or offer a draw instead).
refusal-tournament-game-abort = Game #{ $game } is a tournament game: it cannot be aborted (`/{ cmd-resign-name }` forfeits it).
refusal-draw-already-offered = You have already offered a draw in game #{ $game }: wait for your opponent's answer.
refusal-draw-recently-declined = Your draw offer in game #{ $game } was declined: you can offer again after your next move.
refusal-no-draw-offer = There is no draw offer to answer in game #{ $game }.
refusal-imported-game = Game #{ $game } is an imported record: it can be shown and exported, not played.

## Challenges and rematches

refusal-still-playing = Game #{ $game } is still being played: a rematch can be asked for once it is over.
refusal-rematch-pending = A rematch of game #{ $game } is already waiting: challenge #{ $challenge }.
refusal-unknown-challenge = There is no challenge #{ $challenge }.
refusal-challenge-expired = Challenge #{ $challenge } has expired: challenge again.
refusal-challenge-closed = Challenge #{ $challenge } was already { $status ->
    [accepted] accepted
    [declined] declined
    [cancelled] cancelled
    [expired] expired
   *[open] answered
}.
refusal-own-challenge = You cannot accept your own challenge: wait for an opponent, or cancel it.
refusal-not-addressed-to-you = Challenge #{ $challenge } is addressed to someone else ({ $opponent }).
refusal-not-your-challenge = Only the author of challenge #{ $challenge } can cancel it.
refusal-cannot-decline-open = Challenge #{ $challenge } is open to anyone: it cannot be declined, only ignored (or cancelled by its author).
refusal-decline-own = You cannot decline your own challenge: cancel it instead.
refusal-self-challenge = You cannot challenge yourself: leave out the opponent to post an open challenge.
refusal-bot-opponent = Bots cannot accept challenges: challenge a person, or leave `{ cmd-challenge--opponent-name }` out for an open challenge.
refusal-too-many-challenges = You already have { $count } open challenges: cancel one or wait for them to be taken or expire.
refusal-unknown-variant = There is no game `{ $key }` (games: { $known }).
refusal-unknown-layout = { $variant } has no layout `{ $layout }` (layouts: { $known }).
refusal-bad-position = The start position cannot be played: { $reason }.
refusal-decided-position = The start position is already decided ({ $result }): choose one where both sides can play.
refusal-time-malformed = `{ $text }` is not a time: write a number and m, h or d (like 10m, 2h, 3d), a time and a bank (like 1d+7d), or none.
refusal-time-too-short = { $time } is too short: the shortest time per move is 10m.
refusal-time-too-long = { $time } is too long: the longest time per move is 30d.
refusal-bad-ai-level = Level { $level } does not exist (levels are 1 to 5).
refusal-too-many-ai-games = You already play { $count } games against the AI: finish or resign one before starting another.
refusal-not-for-the-ai = Challenge #{ $challenge } is not addressed to the AI.
refusal-bad-record = The record cannot be imported: { $reason }.

## Tournaments

refusal-not-in-server = Tournaments are held in a server, not in direct messages.
refusal-tournament-name = Give the tournament a name of 1 to { $max } characters.
refusal-swiss-rounds = A Swiss tournament has 1 to { $max } rounds.
refusal-rounds-only-for-swiss = The number of rounds is set only for Swiss: { $format ->
    [round_robin] a round-robin
   *[knockout] a knockout
} sets its own.
refusal-tournament-players = { $format ->
    [swiss] A Swiss tournament
    [round_robin] A round-robin
   *[knockout] A knockout
} takes 2 to { $max } players.
refusal-signup-too-long = Sign-up can stay open for at most { $days } days.
refusal-no-ai-in-tournaments = The AI does not play in tournaments.
refusal-unknown-format = Unknown format `{ $format }`: use round_robin, swiss or knockout.
refusal-unknown-tournament = There is no tournament #{ $tournament } in this server.
refusal-no-tournament-here = There is no tournament { $action ->
    [join] open for sign-up
    [start] open for sign-up
    [leave] to leave
    [cancel] to cancel
   *[show] to show
} in this server: give its number.
refusal-not-organizer = Only organisers (Manage Server, or the organiser role) or the tournament's creator can do that.
refusal-manage-server = Only members with the Manage Server permission can do that.
refusal-tournament-closed = Tournament #{ $tournament } has { $status ->
    [signup] not started yet
    [running] already started
    [finished] finished
   *[cancelled] been cancelled
}: { $action ->
    [join] sign-up is closed
    [leave] there is nothing to leave
    [start] it cannot be started
    [cancel] it cannot be cancelled
   *[show] there is nothing to show
}.
refusal-signup-closed = Tournament #{ $tournament } has reached its sign-up deadline: sign-up is closed.
refusal-tournament-full = Tournament #{ $tournament } is full.
refusal-already-joined = You have already joined tournament #{ $tournament }.
refusal-not-in-tournament = You are not playing in tournament #{ $tournament }.
refusal-too-few-players = Tournament #{ $tournament } needs at least two players to start.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = the game is over
illegal-off-board = { $square } is off the { $size }x{ $size } board
illegal-same-square = a move must leave its square
illegal-no-piece = there is no piece on { $square }
illegal-not-your-piece = the piece on { $square } is not yours: the { $side } are to move
illegal-troll-king-moves = the troll king never moves: he only leaps when { $king } is surrounded
illegal-occupied = { $square } is occupied
illegal-not-straight = pieces move along a rank or file, never diagonally
illegal-not-knight = every piece moves like a chess knight in this game
illegal-blocked = the way from { $from } to { $to } is blocked at { $at }
illegal-cannot-stop = { $square } is { $group }: only { $king } may stop there
illegal-cannot-pass = { $square } is { $group }: only { $king } may pass through it
illegal-unusable = { $square } is { $group }: no piece may enter it
illegal-king-one-step = { $king } moves one square at a time
illegal-king-one-step-or-slide = { $king } moves one square at a time, or slides to the edge along a clear line
illegal-king-leaps-defenders-only = { $king } may leap over the { $defenders } only: { $square } is in the way
illegal-defenders-cannot-leap = the { $defenders } may not leap over pieces: { $square } is in the way (only { $king } may)
illegal-cannot-leap-own = the { $side } may not leap over their own pieces: { $square } is in the way
illegal-repetition = this move would repeat the position a third time: the { $side } must vary
illegal-may-not-pass = { $piece } may not pass through { $square } ({ $group })
illegal-may-not-stop = { $piece } may not stop on { $square } ({ $group })
illegal-too-far = { $piece } moves at most { $limit ->
    [one] 1 square
   *[other] { $limit } squares
} at a time
illegal-cannot-jump = { $piece } may not jump over { $square }
illegal-berserker = the piece on { $square } captured and goes berserk: it moves again
illegal-must-capture = a berserk move must capture

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = a position is the board, a space and the side to move (a or d), like `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = the position is too long to be a board
position-rank-count = the board has { $expected } ranks but the position lists { $found }
position-rank-width = rank { $rank } covers { $found } squares but the board is { $expected } wide
position-bad-piece = `{ $char }` is not a piece (pieces are a, d, k and e; numbers count empty squares)
position-bad-rule-set-piece = `{ $char }` is not a piece (pieces are a, d, k, and c n m g for the attackers' commanders, knights, mercenaries and guards, C N M G for the defenders'; numbers count empty squares)
position-bad-otn-piece = `{ $char }` is not a piece (pieces are t c n k m g, upper case for the defenders)
position-zero-run = a run of empty squares cannot be 0 or start with 0
position-bad-side = the side to move is `a` or `d`, not `{ $side }`
position-attacker-king = an attacking king (`k`) is not supported: the king belongs to the defenders
position-king-count = the position has { $count } kings: it needs exactly one (or none, for a finished game)
position-evangelists = { $variant } has no Evangelists (e): they play only in Alea Evangelii
position-special-pieces = { $variant } has no commanders, knights, mercenaries or guards: they play only in rule sets
position-restricted = { $square } is { $group }: only { $king } may stand there
position-unusable = { $square } is { $group }: no piece may stand there
position-trollstone = { $square } must be empty: once { $king } has left the trollstone the troll king stands there

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = the record is empty
record-line = line { $line }: { $problem }
record-missing-variant = the record does not say which game it is (add a `variant:` line)
record-start = start position: { $problem }
record-move = move { $ply } (`{ $move }`): { $problem }
record-captures = move { $ply } (`{ $move }`): the record says it captures { $claimed } but it captures { $actual }
record-result = the record's result ({ $recorded }) is not how the moves end ({ $actual })
record-goes-on = the game goes on
record-no-move = no move given
record-not-a-move = `{ $text }` is not a move
record-not-a-result = `{ $text }` is not a result
record-not-a-reason = `{ $text }` is not a reason a game ends for
record-half-result = a result needs both a `result:` and a `reason:` line
record-unclosed-tag = unclosed tag
record-tag-shape = a tag is [key:value]
record-not-a-size = `{ $text }` is not a board size
record-rows = the start position has { $rows } rows, the board { $size }
record-not-an-otn-piece = `{ $char }` is not an OTN piece
record-unknown-variant = there is no game `{ $key }`
record-unknown-layout = { $variant } has no layout `{ $layout }`
