//! What one picture shows: a position, the marks of the move that led to
//! it, and the caption.

use std::sync::Arc;

use hnefi_engine::{
    Announcement, Game, Move, Outcome, Piece, Ply, Position, Side, Square, Variant, Winner,
};

use crate::wording::{English, Wording};

/// Who plays which side, for the caption. Names are optional.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Players {
    pub attackers: Option<String>,
    pub defenders: Option<String>,
}

impl Players {
    pub fn new(attackers: impl Into<String>, defenders: impl Into<String>) -> Players {
        Players {
            attackers: Some(attackers.into()),
            defenders: Some(defenders.into()),
        }
    }
}

/// The strip of text above the board, in the words of a [`Wording`].
#[derive(Clone, Debug)]
pub struct Caption {
    /// The variant's name, e.g. "Copenhagen Hnefatafl".
    pub variant: String,
    /// The sides as the variant calls them, capitalised ("Trolls", "Nogs").
    pub attackers_side: String,
    pub defenders_side: String,
    pub players: Players,
    /// Moves played so far (plies); 0 at the start.
    pub move_number: usize,
    /// Who is to move, while the game goes on.
    pub to_move: Option<Side>,
    /// The game's end, when it is over.
    pub outcome: Option<Outcome>,
    /// What the game calls out after the last move ("UIT NOG!").
    pub announcement: Option<String>,
    /// How the status and the move number are said.
    pub words: Arc<dyn Wording>,
}

impl Caption {
    /// A caption for a bare position, in English: no players, move 0
    /// unless given.
    pub fn for_position(position: &Position) -> Caption {
        Caption::for_position_in(position, English::shared())
    }

    /// A caption for a bare position in `words`.
    pub fn for_position_in(position: &Position, words: Arc<dyn Wording>) -> Caption {
        let variant = position.variant();
        Caption {
            variant: words.variant(variant),
            attackers_side: words.side(variant, Side::Attackers),
            defenders_side: words.side(variant, Side::Defenders),
            players: Players::default(),
            move_number: 0,
            to_move: if position.outcome_by_itself().is_some() {
                None
            } else {
                Some(position.turn())
            },
            outcome: position.outcome_by_itself(),
            announcement: None,
            words,
        }
    }

    /// A caption for a game as it stands, in English.
    pub fn for_game(game: &Game, players: &Players) -> Caption {
        Caption::for_game_in(game, players, English::shared())
    }

    /// A caption for a game as it stands, in `words`.
    pub fn for_game_in(game: &Game, players: &Players, words: Arc<dyn Wording>) -> Caption {
        let mut caption = Caption::for_position_in(game.position(), words);
        caption.players = players.clone();
        caption.move_number = game.plies().len();
        caption.outcome = game.outcome();
        caption.to_move = match game.outcome() {
            Some(_) => None,
            None => Some(game.turn()),
        };
        caption.announcement = game
            .plies()
            .last()
            .and_then(|p| p.announcement)
            .map(|a| caption.words.announcement(a));
        caption
    }

    /// The side's name as shown.
    pub fn side(&self, side: Side) -> &str {
        match side {
            Side::Attackers => &self.attackers_side,
            Side::Defenders => &self.defenders_side,
        }
    }

    /// "Nogs to move", or the result: "Attackers win — king captured".
    pub fn status(&self) -> String {
        if let Some(outcome) = self.outcome {
            let winner = match outcome.winner {
                Winner::Draw => None,
                Winner::Attackers => Some(self.attackers_side.as_str()),
                Winner::Defenders => Some(self.defenders_side.as_str()),
            };
            return self.words.result(winner, outcome.reason);
        }
        match self.to_move {
            Some(side) => self.words.to_move(self.side(side)),
            None => String::new(),
        }
    }

    /// "Move 23", or "Start".
    pub fn move_text(&self) -> String {
        self.words.move_number(self.move_number)
    }

    /// The caption as one line of text, for a picture's alternative text
    /// (screen readers, and anyone whose images are off): the game, the
    /// move and the status, as drawn.
    pub fn alt_text(&self) -> String {
        let mut parts = vec![self.variant.clone(), self.move_text(), self.status()];
        parts.extend(self.announcement.clone());
        parts.retain(|p| !p.is_empty());
        parts.join(" · ")
    }
}

/// How an announcement is written on the board, in English.
pub fn announcement_text(announcement: Announcement) -> String {
    English.announcement(announcement)
}

/// Everything one board image shows.
#[derive(Clone, Debug)]
pub struct BoardView<'a> {
    pub position: &'a Position,
    /// The move that led here: its origin and destination are tinted and
    /// joined by a trail.
    pub last_move: Option<Move>,
    /// What that move removed, each shown as a faint ghost with a cross.
    pub captured: Vec<(Square, Piece)>,
    /// Where the king was captured, if that move captured him.
    pub king_captured: Option<Square>,
    /// Where the troll king leapt to (3.1), if he did.
    pub troll_king_leap: Option<Square>,
    pub caption: Caption,
}

impl<'a> BoardView<'a> {
    /// A bare position: no marks.
    pub fn position(position: &'a Position) -> BoardView<'a> {
        BoardView::position_in(position, English::shared())
    }

    /// A bare position, its caption in `words`.
    pub fn position_in(position: &'a Position, words: Arc<dyn Wording>) -> BoardView<'a> {
        BoardView {
            position,
            last_move: None,
            captured: Vec::new(),
            king_captured: None,
            troll_king_leap: None,
            caption: Caption::for_position_in(position, words),
        }
    }

    /// `after`, reached from `before` by `ply`, with the marks of that ply.
    pub fn after_ply(
        before: &Position,
        ply: &Ply,
        after: &'a Position,
        caption: Caption,
    ) -> BoardView<'a> {
        let captured = ply
            .captures
            .iter()
            .map(|sq| (sq, captured_piece(before, ply, sq)))
            .collect();
        BoardView {
            position: after,
            last_move: Some(ply.mv),
            captured,
            king_captured: ply.king_captured,
            troll_king_leap: ply.troll_king_leap,
            caption,
        }
    }

    /// A game as it stands, with the marks of its last move.
    pub fn game(game: &'a Game, players: &Players) -> BoardView<'a> {
        BoardView::game_in(game, players, English::shared())
    }

    /// A game as it stands, its caption in `words`.
    pub fn game_in(game: &'a Game, players: &Players, words: Arc<dyn Wording>) -> BoardView<'a> {
        let caption = Caption::for_game_in(game, players, words);
        let Some(last) = game.plies().last() else {
            let mut view = BoardView::position(game.position());
            view.caption = caption;
            return view;
        };
        let before = position_before_last(game);
        BoardView::after_ply(&before, last, game.position(), caption)
    }
}

/// What stood on `sq` before `ply` captured it.
fn captured_piece(before: &Position, ply: &Ply, sq: Square) -> Piece {
    if ply.king_captured == Some(sq) {
        return Piece::King;
    }
    before.piece_at(sq).unwrap_or_else(|| {
        // Not in the position we were given: the other side's ordinary man.
        let mover = before
            .piece_at(ply.mv.from)
            .map_or(before.turn(), Piece::side);
        match mover {
            Side::Attackers => Piece::Defender,
            Side::Defenders => Piece::Attacker,
        }
    })
}

/// The position before the game's last move, replayed from the start.
fn position_before_last(game: &Game) -> Position {
    let plies = game.plies();
    let mut position = game.start().clone();
    for ply in &plies[..plies.len().saturating_sub(1)] {
        position.play_unchecked(ply.mv);
    }
    position
}

/// A fingerprint of how a variant's board is drawn, for the cache key:
/// two variants with the same key but different special squares differ.
pub(crate) fn board_fingerprint(variant: &Variant) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ variant.size() as u64;
    if let Some(rules) = variant.rule_set() {
        // A rule set's board is its lists of special squares.
        for kind in hnefi_engine::ruleset::SpaceKind::ALL {
            let drawn = crate::layers::Special::of_space(kind) as u64 + 1;
            for sq in rules.squares(kind) {
                h = (h ^ (sq.index() as u64 * 16 + drawn)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        return h;
    }
    for sq in variant.board().iter() {
        let kind = crate::layers::special(variant, sq).map_or(0, |k| k as u64 + 1);
        h = (h ^ (sq.index() as u64 * 16 + kind)).wrapping_mul(0x0100_0000_01b3);
    }
    h
}
