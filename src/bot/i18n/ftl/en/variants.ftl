## Rule sets written as OpenTafl (OTN) rules strings: why a string cannot
## be read or played, and what in it was ignored. These are parts of
## sentences ("The rules cannot be read: ...") and start in lower case;
## `hnefi rules check` prints them as they are. Keys, values and letters
## between backticks are the string's own and stay untranslated.

# A problem with one key: the key and its value as written, then the problem.
rules-at-key = `{ $key }:{ $value }`: { $problem }
rules-empty = the rules string is empty
rules-too-long = the rules string is { $length } bytes long; a rules string is at most { $max }
rules-missing-key = a rules string needs `{ $key }`
rules-twice = the key is given twice
rules-both-starts = give `start` or `starti`, not both
# $choices: the values the key takes, as a list made with list-or.
rules-expected = expected { $choices }
rules-size = the board size must be odd, from 5 to 19
rules-not-a-square = `{ $text }` is not a square
rules-off-board = { $square } is not on the { $size }x{ $size } board
rules-square-twice = { $square } is named twice
# $other: the key (cor, cen, afor, dfor) that already lists the square.
rules-two-kinds = { $square } is already listed in `{ $other }`
rules-not-a-type = `{ $char }` is not a piece type (types are t c n k m g, upper case for the defenders)
rules-speed-count = a speed list has 1, 2, 8, 10 or 12 values, not { $count }
rules-speed = `{ $text }` is not a speed (a number of squares from 1 to 255, or -1 for no limit)
rules-king-count = the start needs exactly one king (`K`), not { $count }
rules-no-attackers = the attackers need at least one piece
rules-king-escaped = the king starts on { $square }, where he has already escaped
rules-name = the name may not hold control characters
rules-name-length = the name is longer than { $max } characters

## A rule set that reads but cannot be played.

rules-unsupported-size = board size { $size } is not supported (odd sizes from 5 to 19)
rules-square-off-board = { $square } is not on the board
rules-no-layout = the game needs a start position
rules-too-many-kinds = too many kinds of special square (at most 254)
# $reason: why the start position cannot be played (a position- message).
rules-bad-start = the start position `{ $layout }` cannot be played: { $reason }

## What in a rules string was ignored.

rules-warning-not-a-pair = `{ $text }` is not a key:value pair; ignored
rules-warning-unknown-key = unknown key `{ $key }` ignored

## A list of alternatives: "s, c, m or w". $rest is the items but the last,
## joined by commas.

list-or = { $rest } or { $last }

## Refusals of /variant (whole sentences, after a ⚠️). $name is a rule
## set's name as the server wrote it.

refusal-bad-rules = The rules cannot be read: { $reason }.
refusal-unplayable-rules = The rules cannot be played: { $reason }.
refusal-rule-set-name = A rule set's name has 1 to { $max } characters, and no control characters.
refusal-rule-set-name-taken = This server already has a rule set called { $name }: choose another name, or delete that one first.
refusal-too-many-rule-sets = This server already holds { $count } rule sets, the most it may: delete one first.
refusal-unknown-rule-set = This server has no rule set called { $name }.
# $tournament: its number; $tournament_name: its name.
refusal-rule-set-in-use = Tournament #{ $tournament } ({ $tournament_name }) is played in { $name }: delete the rule set once the tournament is over.
refusal-rule-set-not-in-server = Rule sets belong to a server: use this command in one.
refusal-not-rule-set-manager = Only members with Manage Server or the organiser role can create or delete the server's rule sets.

## What /variant says. $name is a rule set's name as the server wrote it.

variant-saved = { $name } is saved for this server.
# Before the list of what in the string was not understood and left out.
variant-ignored = Left out of the string:
variant-deleted = { $name } is deleted: no new game starts in it, and the games already played in it keep it.
# The fields beside a rule set's rules string.
variant-board = Board
variant-key = Key
variant-rules = Rules string
variant-author = Written by
variant-list-title = This server's rule sets ({ $count } of { $max })
variant-list-empty = This server has no rule sets yet: an organiser saves one with `/variant create`.
# $size: the board's width; $author: who saved it (a mention).
variant-list-line = **{ $name }**, { $size }x{ $size }, by { $author }

## The `variant` option's list. $name: a game's name; $size: its board's width.

choice-variant-sized = { $name } ({ $size }x{ $size })
choice-variant-server = { $name } ({ $size }x{ $size }, this server)
refusal-no-such-variant = There is no game called { $name } here: pick one from the list as you type.

## A rule set's rules in words (/rules, /variant show, `hnefi rules check`,
## docs/rules.md 5.3): one sentence per rule that differs from the usual
## rules, which are Fetlar's. $pieces is a list of pieces made of the
## pieces- messages joined with list-and; where a sentence starts with it,
## its first letter is put in upper case.

# $rest: the items but the last, joined by commas.
list-and = { $rest } and { $last }
pieces-every = every piece
pieces-none = no piece
pieces-all-attackers = all the attackers' pieces
pieces-all-defenders = all the defenders' pieces
pieces-attackers-taflmen = the attackers' taflmen
pieces-attackers-commanders = the attackers' commanders
pieces-attackers-knights = the attackers' knights
pieces-attackers-mercenaries = the attackers' mercenaries
pieces-attackers-guards = the attackers' guards
pieces-defenders-taflmen = the defenders' taflmen
pieces-defenders-commanders = the defenders' commanders
pieces-defenders-knights = the defenders' knights
pieces-defenders-mercenaries = the defenders' mercenaries
pieces-defenders-guards = the defenders' guards
pieces-king = the king

fact-escape-edge = The king wins by reaching any square on the edge.
fact-no-win-by-surrounding = Shutting the defenders in does not win: the attackers must capture the king.
fact-defenders-first = The defenders move first.
fact-repetition-ignored = Repeating a position has no consequence.
fact-repetition-mover-wins = The player whose move repeats a position for the third time wins.
fact-repetition-mover-loses = The player whose move repeats a position for the third time loses.
fact-king-unarmed = The king is unarmed: he takes no part in captures.
fact-king-anvil = The king is an anvil only: he closes captures but does not make them by moving.
fact-king-hammer = The king is a hammer only: he captures by moving but does not close a capture.
fact-king-strong-at-throne = The king needs enemies on all four sides on or next to the throne, and on two opposite sides elsewhere.
fact-king-middleweight = The king is taken when every square next to him is hostile, so the edge helps to take him.
fact-king-weak = The king is taken between two enemies, like any piece.
fact-king-jump-none = The king never jumps.
fact-king-jump-restricted = The king jumps over an adjacent enemy without capturing it, only from or to a throne, a corner or his own fort.
fact-king-jump-plain = The king jumps over an adjacent enemy without capturing it.
fact-king-jump-capturing = The king jumps over an adjacent enemy and captures it.
# $pieces: one of the jumpers- messages.
fact-jump-none = { $pieces } never jump.
fact-jump-restricted = { $pieces } jump over an adjacent enemy without capturing it, only from or to a throne, a corner or their own fort.
fact-jump-plain = { $pieces } jump over an adjacent enemy without capturing it.
fact-jump-capturing = { $pieces } jump over an adjacent enemy and capture it.
jumpers-knights = Knights
jumpers-commanders = Commanders
jumpers-mercenaries = Mercenaries
jumpers-guards = Guards
# $squares: how far they may move.
fact-speed = { $pieces }: at most { $squares } { $squares ->
        [one] square
       *[other] squares
    } a move.
fact-speed-every = Every piece moves at most { $squares } { $squares ->
        [one] square
       *[other] squares
    } at a time.
# $squares: a list of squares ("a1, k11").
fact-corners-none = There are no corners.
fact-corners-at = The corners are { $squares }.
fact-throne-none = There are no throne squares.
fact-throne-at = The throne squares are { $squares }.
fact-attacker-forts-none = There are no attackers' forts.
fact-attacker-forts-at = The attackers' forts are { $squares }.
fact-defender-forts-none = There are no defenders' forts.
fact-defender-forts-at = The defenders' forts are { $squares }.
fact-corners-pass = { $pieces } may pass through the corners.
fact-corners-stop = { $pieces } may stop on the corners.
fact-corners-reenter = { $pieces } may come from other squares onto the corners.
fact-corners-hostile = The corners are hostile to { $pieces }.
fact-throne-pass = { $pieces } may pass through the throne squares.
fact-throne-stop = { $pieces } may stop on the throne squares.
fact-throne-reenter = { $pieces } may come from other squares onto the throne squares.
fact-throne-hostile = The throne squares are hostile while occupied to { $pieces }.
fact-throne-empty-hostile = The empty throne is hostile to { $pieces }.
fact-attacker-forts-pass = { $pieces } may pass through the attackers' forts.
fact-attacker-forts-stop = { $pieces } may stop on the attackers' forts.
fact-attacker-forts-reenter = { $pieces } may come from other squares onto the attackers' forts.
fact-attacker-forts-hostile = The attackers' forts are hostile to { $pieces }.
fact-defender-forts-pass = { $pieces } may pass through the defenders' forts.
fact-defender-forts-stop = { $pieces } may stop on the defenders' forts.
fact-defender-forts-reenter = { $pieces } may come from other squares onto the defenders' forts.
fact-defender-forts-hostile = The defenders' forts are hostile to { $pieces }.
fact-shieldwall-weak = Shieldwalls: two or more pieces in a row on the edge, each faced by an enemy, are captured when enemies close both ends.
fact-shieldwall-strong = Shieldwalls: two or more pieces in a row on the edge, each faced by an enemy, are captured when enemies or corners close both ends.
fact-shieldwall-any-move = Any move that closes a shieldwall captures it, not only a move to one of its ends.
fact-edge-fort = The defenders win when the king, on the edge or able to reach it and with a move left, is walled in by defenders that cannot be captured (edge fort).
fact-linnaean = With the king on the throne and attackers on three sides of it, a defender on the fourth side is captured against the throne (Linnaean capture).
fact-berserk-capture = Berserk: a piece that captures moves again at once if it can capture again, and that move must capture.
fact-berserk-move = Berserk: a piece that captures moves again at once.

## /rules of a rule set: the usual rules, what differs, and a legend of
## what the board shows. $name: the rule set's name; $size: the board's width.

rules-generated-usual = **{ $name }** is played on a { $size }x{ $size } board. Unless a rule below says otherwise, the usual rules (Fetlar's) hold: the attackers move first; every piece moves like a rook in chess, any number of empty squares along a row or column; a piece closed in between two enemies, or an enemy and a hostile square, on a row or column is captured; the corners and the throne are hostile, and only the king may stop on them (others may cross the empty throne); the king takes part in captures and is taken only with enemies on all four sides, never on the edge; he wins by reaching a corner, and the attackers by capturing him or shutting every defender in; a position repeated a third time is a draw; a side with no move loses.
rules-generated-here = **Here:**
rules-generated-as-usual = Nothing differs from the usual rules.
rules-legend = **On the board:**
legend-sides = dark pieces are the attackers', light pieces the defenders'
legend-king = the piece with a gold crown is the king
legend-commander = a red star marks a commander: it jumps, and with a knight or another commander it captures a strong king between two
legend-knight = a blue lozenge marks a knight: it jumps over an enemy and captures it, unless a rule above says otherwise; against the king it counts as a commander
legend-mercenary = a coin of both colours marks a mercenary: captured, it changes sides instead of leaving the board
legend-guard = a green shield marks a guard: it is never captured and captures nothing
legend-corners = the corners are the squares hatched with diagonal stripes
legend-throne = a throne square is drawn as a dais, a seat with steps round it
legend-attacker-forts = a square walled in the attackers' colours, with a tower at each corner, is an attackers' fort
legend-defender-forts = a square walled in the defenders' colours, with a tower at each corner, is a defenders' fort
