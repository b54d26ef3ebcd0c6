## The rules of each game in short, for /rules (Discord markdown), written
## from docs/rules.md sections 3 and 4. A line starting "*Our reading:*"
## is a choice docs/rules.md calls an interpretation; every language keeps
## the lines of English, one for one, and its own marker.

rules-our-reading = *Our reading:*
rules-missing = The rules of this game are not written up yet.

rules-noggin =
    • **Board:** 9x9, layout `standard`. Noggin (the king) stands on the trollstone e5 with 8 Nogs around him; 16 trolls attack from the four edges.
    • *Our reading:* the source's board picture is lost; its piece counts and its sources (Linnaeus, via Murray) are those of Tablut, so we use the Tablut layout.
    • **First move:** the Nogs.
    • **Moves:** Nogs and trolls move like chess rooks (any distance along a rank or file, never through or onto a piece). Noggin moves exactly one square orthogonally, except for the swift escape.
    • **Trollstone (e5):** the troll king is imprisoned under it. Once Noggin leaves, the troll king appears there: he never moves (except for his leap), blocks the square for everyone, is never captured, and counts as a troll for capturing Nogs. Noggin can never return.
    • **Captures:** a Nog or troll is captured when an enemy moves so that it is trapped between two enemies on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies. Noggin and the troll king are never captured this way.
    • *Our reading:* Noggin is armed (he helps capture trolls like any Nog), and no square is hostile.
    • **UIT NOG** is announced when Noggin (off the edge) has a clear line of empty squares to the edge in exactly one direction.
    • **Swift escape:** on the Nogs' turn, if Noggin has a clear line to the edge (announced or not), he may slide along it to the edge square, and the Nogs win. The slide never stops part-way.
    • **TUIT NOG:** if after a Nogs' move Noggin has clear lines in two or more directions, the Nogs win at once.
    • **Edge:** Noggin stepping onto any edge square wins.
    • **Troll king's leap:** after any trolls' move, if Noggin is off the trollstone and trolls (the troll king counts) stand on three of his four sides, the troll king leaps to the fourth square, removing any piece there: Noggin is captured and the trolls win. Trolls on all four sides win too. While Noggin is on the trollstone, only trolls on all four sides capture him.
    • **Repetition:** Noggin must vary. A Nogs' move that would create a position for the third time is illegal; if that leaves the Nogs no legal move, they lose. The trolls may repeat freely.
    • **No legal moves:** the side to move loses.

rules-knut =
    • **Board:** 9x9, layout `standard`. Noggin (the king) stands on his home e5 with 8 Nogs around him; 16 trolls attack from the four edges.
    • *Our reading:* as in Noggin's Game, the source's board picture is lost and its piece counts are those of Tablut, so we use the Tablut layout.
    • **First move:** the Nogs.
    • **Moves:** every piece, Noggin included, moves like a chess rook (any distance along a rank or file, never through or onto a piece). There is no troll king.
    • **Noggin's home (e5):** no other piece may stop on it or pass through it. Noggin may return to it. It is not hostile.
    • **Captures:** a piece is captured when an enemy moves so that it is trapped between two enemies on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies.
    • **Noggin's capture:** like any other piece, between two trolls (the moving troll being one of them), on every square except e5, where he needs trolls on all four sides.
    • *Our reading:* Noggin is armed (he helps capture trolls like any Nog), and no square is hostile.
    • **UIT NOG** is announced when Noggin (off the edge) has a clear line of empty squares to the edge in exactly one direction.
    • **TUIT NOG:** if after a Nogs' move Noggin has clear lines in two or more directions, the Nogs win at once.
    • **Edge:** Noggin reaching any edge square wins.
    • **Repetition:** Noggin must vary. A Nogs' move that would create a position for the third time is illegal; if that leaves the Nogs no legal move, they lose. The trolls may repeat freely.
    • **No legal moves:** the side to move loses.

rules-thor =
    • **Board:** 9x9, layout `standard`. Noggin (the king) stands on the trollstone e5 with 8 Nogs around him; 16 trolls attack from the four edges.
    • *Our reading:* as in Noggin's Game, the source's board picture is lost and its piece counts are those of Tablut, so we use the Tablut layout.
    • **First move:** the Nogs.
    • **Moves:** every piece, Noggin included, moves like a chess knight: two squares along one axis and one along the other, onto an empty square. There are no straight moves.
    • **Leaping:** a knight move passes over the two squares of its long leg, taken first (`c3-d5` passes c4 and c5; `c3-e4` passes d3 and e3). Trolls may leap over Nogs and Noggin; Noggin may leap over Nogs; neither may leap over a troll or the troll king. Nog warriors may not leap: both squares must be empty.
    • *Our reading:* the source's "of the Nogs, only Noggin may leap" is read as "only Noggin may leap over Nogs".
    • **Trollstone (e5):** the troll king is imprisoned under it. Once Noggin leaves, the troll king appears there: he never moves (except for his leap), blocks the square for everyone, is never captured, and counts as a troll for capturing Nogs. Noggin can never return.
    • **Captures:** a Nog or troll is captured when an enemy moves so that it is trapped between two enemies on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies. Noggin and the troll king are never captured this way.
    • *Our reading:* Noggin is armed (he helps capture trolls like any Nog), and no square is hostile.
    • **Edge:** Noggin landing on any edge square wins.
    • *Our reading:* there is no swift escape: Noggin already moves as swiftly as a warrior, so he escapes only by leaping onto the edge.
    • **UIT NOG** is announced when exactly one edge square is a legal leap away for Noggin (off the edge).
    • **TUIT NOG:** if after a Nogs' move two or more edge squares are a legal leap away for Noggin, the Nogs win at once.
    • **Troll king's leap:** after any trolls' move, if Noggin is off the trollstone and trolls (the troll king counts) stand on three of his four sides, the troll king leaps to the fourth square, removing any piece there: Noggin is captured and the trolls win. Trolls on all four sides win too. While Noggin is on the trollstone, only trolls on all four sides capture him.
    • **Repetition:** Noggin must vary. A Nogs' move that would create a position for the third time is illegal; if that leaves the Nogs no legal move, they lose. The trolls may repeat freely.
    • **No legal moves:** the side to move loses; the trolls can win by boxing Noggin in.

rules-kings-table =
    • **Board:** 13x13, layout `standard`. The king stands on the throne g7 with 12 defenders; 24 attackers start in four groups at the edges.
    • **First move:** the attackers.
    • **Moves:** every piece moves like a chess rook (any distance along a rank or file, never through or onto a piece).
    • **Restricted squares:** the throne (g7) and the four corner burgs. Only the king may stop on or pass through them.
    • **Hostile squares:** the burgs, to both sides: they capture like an enemy piece. The throne is not hostile to ordinary pieces.
    • **Captures:** a piece is captured when an enemy moves so that it is trapped between two enemies (or an enemy and a burg) on a rank or file; double and triple captures are normal. Only the moving piece captures: you may safely move in between two enemies. The king is armed: he captures like any defender.
    • **Shieldwall:** a row of two or more attackers, or of two or more defenders, side by side on an edge, each with an enemy directly in front of it (on the inward side), is captured whole when an enemy moves onto the edge square at one end of the row while the square at the other end also holds an enemy. The row runs from the moving piece along the edge as far as the enemy pieces go. The king may be the mover, an end or a front piece. A burg does not close an end. The king is never captured this way, and a king in the line ends the row.
    • **King capture:** attackers on all four sides, on the throne or any other square; next to the throne, three attackers and the throne; on the edge, three attackers and the edge. The moving attacker must be one of them.
    • *Our reading:* a burg next to the king counts as an attacker for this.
    • **Double trap:** if an attackers' move captures a defender next to the king, and the king would be captured were that defender's square an attacker (the other three sides being attackers, or the throne, the edge or a burg as above), the king is captured too. The moving piece need not touch the king.
    • **Win:** the defenders when the king reaches a burg; the attackers when they capture the king.
    • **Repetition:** a move that creates a position (pieces and side to move) for the third time draws the game.
    • **No legal moves:** the side to move loses.

rules-alea-evangelii =
    • **Board:** 19x19, throne j10. In each corner a 2x2 block: the outer square (a1, s1, a19, s19) is unusable, nothing enters or crosses it; the other three are red corners (b1 a2 b2, r1 s2 r2, a18 b18 b19, r18 s18 r19).
    • **Layout:** `cyningstan`, the manuscript layout as revised by Damian Walker: the king on j10, 20 defenders and 4 Evangelists (f6 n6 f14 n14) against 48 attackers. The setups Helmfrid C, Perkis and Helmfrid B are not shipped (their diagrams are lost); if you have them, start from a custom position (`/challenge` option `position`).
    • **First move:** the attackers.
    • **Moves:** every piece moves like a chess rook (any distance along a rank or file, never through or onto a piece). Only the king may stop on the throne or a red corner; any piece may pass through the empty throne; the king may pass through red corners.
    • **Evangelists** (defenders) may also jump over an adjacent attacker onto the empty square just beyond it (not the throne, a red corner or an unusable square). The jumped attacker is removed, then the landing square captures as usual. A two-square move over an attacker is always this jump. Evangelists are captured like other pieces.
    • **Hostile squares:** the empty throne and the red corners, to both sides.
    • **Captures:** a piece is captured when an enemy moves so that it is trapped between two enemies (or an enemy and a hostile square) on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies. The king is armed: he captures like any defender.
    • **King capture:** like any piece (two attackers, or an attacker and a hostile square), except on the throne or next to it, where he needs all four sides, the empty throne counting as one.
    • **Encirclement:** after an attackers' move, if neither the king nor any defender can reach the edge through squares free of attackers (special squares count as free), the attackers win. A defender on the edge means not encircled.
    • **Repetition:** a move that creates a position (same side to move) for the third time loses for the player who made it.
    • **Win:** the defenders when the king reaches a red corner; the attackers by capturing the king or by encirclement.
    • **No legal moves:** the side to move loses.

rules-magpie =
    • **Board:** 7x7 with five marked squares: the centre d4 and the four corners.
    • **Layouts:** the leprechaun (the king) on d4 and 4 friends on d3 c4 e4 d5 against 8 thieves: `cross` (default, the standard layout; thieves d1 d2 a4 b4 f4 g4 d6 d7), or two layouts from the same author's computer edition, `ballinderry-2` (thieves c1 e1 a3 g3 a5 g5 c7 e7) and `ballinderry-3` (thieves d1 b2 f2 a4 g4 b6 f6 d7).
    • **First move:** the thieves.
    • **Moves:** thieves and friends move like chess rooks (any distance along a rank or file, never through or onto a piece). The leprechaun moves exactly one square orthogonally.
    • **Marked squares:** only the leprechaun may stop on them; other pieces may pass through the empty centre. Empty marked squares are hostile to both sides.
    • **Captures:** a piece is captured when an enemy moves so that it is trapped between two enemies (or an enemy and an empty marked square) on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies. The leprechaun is armed: he captures like any friend.
    • **Leprechaun capture:** enclosed on all four sides, each side being a thief, a marked square or the board edge. The moving thief must be one of them.
    • **Win:** the friends when the leprechaun reaches a corner; the thieves when they capture him.
    • **Repetition:** a move that creates a position (pieces and side to move) for the third time draws the game.
    • **No legal moves:** the side to move loses.

rules-tafl9 =
    • **Board:** 9x9, layout `standard` (Tablut): 16 Russians (attackers) against 8 Swedes (defenders) and the Swedish king on e5. Five gold squares: the centre e5 and the four corners.
    • **First move:** drawn by lot: the bot picks the side at random when the game starts and says so.
    • **Moves:** every piece moves like a chess rook (any distance along a rank or file, never through or onto a piece). Only the king may stop on a gold square; any piece may pass through the empty centre.
    • **Hostile squares:** the gold squares, to ordinary pieces of both sides; the centre only while empty.
    • *Our reading:* gold squares are not hostile to the king (he may enter them).
    • **Captures:** a piece is captured when an enemy moves so that it is trapped between two enemies (or an enemy and a hostile gold square) on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies. The king is armed: he captures like any Swede.
    • **King capture:** like any piece, by two Russians on opposite sides.
    • **Win:** the Swedes when the king reaches a corner; the Russians when they capture the king.
    • **Repetition:** a move that creates a position (pieces and side to move) for the third time draws the game.
    • **No legal moves:** the side to move loses.

rules-copenhagen =
    • **Board:** 11x11, layout `standard`. The king stands on the throne f6 with 12 defenders; 24 attackers start in four groups at the edges.
    • **First move:** the attackers.
    • **Moves:** every piece moves like a chess rook (any distance along a rank or file, never through or onto a piece). Only the king may stop on the throne or a corner; any piece may pass through the empty throne.
    • **Hostile squares:** the corners, to all pieces; the throne, always to attackers and to defenders only when empty.
    • **Captures:** a piece is captured when an enemy moves so that it is trapped between two enemies (or an enemy and a hostile square) on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies. The king is armed: he captures like any defender.
    • **Shieldwall:** a row of two or more attackers, or of two or more defenders, side by side on an edge, each with an enemy directly in front of it (on the inward side), is captured whole when an enemy moves onto the edge square at one end of the row while the other end also holds an enemy or is a corner. The row runs from the moving piece along the edge as far as the enemy pieces go. The king may be the mover, an end or a front piece, and may be part of a defenders' row: he counts towards the two or more but is never captured (a row of one defender and the king loses the defender).
    • **King capture:** attackers on all four sides, or three and the throne; the moving attacker must be one of them. He is never captured on the edge.
    • **Exit fort:** the defenders win if, after their move, the king is on the edge, can still move, and his fort cannot be broken: the king and the empty squares he can reach are closed in by the board edge and by defenders, and each of those defenders has, on each axis, at least one side covered by the edge, the fort or another such defender.
    • **Encirclement:** after an attackers' move, if neither the king nor any defender can reach the edge through squares free of attackers, the attackers win. A defender on the edge means not encircled.
    • **Repetition:** perpetual repetition is forbidden and costs the defenders the game: when a position (same side to move) occurs for the third time, the attackers win.
    • **Win:** the defenders when the king reaches a corner or by exit fort; the attackers by capturing the king or by encirclement.
    • **No legal moves:** the side to move loses.

rules-brandubh =
    • **Board:** 7x7, layout `standard`: the king on the throne d4 with defenders d3 c4 e4 d5, against attackers d1 d2 a4 b4 f4 g4 d6 d7 (World Tafl Federation rules).
    • **First move:** the attackers.
    • **Moves:** every piece moves like a chess rook (any distance along a rank or file, never through or onto a piece). Only the king may stop on the throne or a corner; any piece may pass through the empty throne.
    • **Hostile squares:** the corners, to all pieces; the throne, always to attackers, to defenders only when empty, never to the king.
    • **Captures:** a piece is captured when an enemy moves so that it is trapped between two enemies (or an enemy and a hostile square) on a rank or file; one move may capture several. Only the moving piece captures: you may safely move in between two enemies. The king is armed: he captures like any defender.
    • **King capture:** like any piece (two attackers, or an attacker and a hostile square), except on the throne or next to it, where he needs all four sides, the throne counting as one.
    • **Encirclement:** after an attackers' move, if neither the king nor any defender can reach the edge through squares free of attackers, the attackers win. A defender on the edge means not encircled.
    • **Repetition:** a move that creates a position (same side to move) for the third time loses for the player who made it.
    • **Win:** the defenders when the king reaches a corner; the attackers by capturing the king or by encirclement.
    • **No legal moves:** the side to move loses.
