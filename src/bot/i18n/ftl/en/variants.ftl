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
variant-author = Written by
variant-list-title = This server's rule sets ({ $count } of { $max })
variant-list-empty = This server has no rule sets yet: an organiser saves one with `/variant create`.
# $size: the board's width; $author: who saved it (a mention).
variant-list-line = **{ $name }**, { $size }x{ $size }, by { $author }
