//! What one picture shows: a position, the marks of the move that led to
//! it, and the caption.

use hnefi_engine::{
    Announcement, Game, Move, Outcome, Piece, Ply, Position, Side, Square, Variant, Winner,
};

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

/// The strip of text above the board.
#[derive(Clone, Debug, PartialEq, Eq)]
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
}

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Caption {
    /// A caption for a bare position: no players, move 0 unless given.
    pub fn for_position(position: &Position) -> Caption {
        let variant = position.variant();
        Caption {
            variant: variant.name().to_string(),
            attackers_side: capitalised(variant.side_name(Side::Attackers)),
            defenders_side: capitalised(variant.side_name(Side::Defenders)),
            players: Players::default(),
            move_number: 0,
            to_move: if position.outcome_by_itself().is_some() {
                None
            } else {
                Some(position.turn())
            },
            outcome: position.outcome_by_itself(),
            announcement: None,
        }
    }

    /// A caption for a game as it stands.
    pub fn for_game(game: &Game, players: &Players) -> Caption {
        let mut caption = Caption::for_position(game.position());
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
            .map(announcement_text);
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
            return match outcome.winner {
                Winner::Draw => format!("Draw — {}", outcome.reason),
                Winner::Attackers => format!("{} win — {}", self.attackers_side, outcome.reason),
                Winner::Defenders => format!("{} win — {}", self.defenders_side, outcome.reason),
            };
        }
        match self.to_move {
            Some(side) => format!("{} to move", self.side(side)),
            None => String::new(),
        }
    }

    /// "Move 23", or "Start".
    pub fn move_text(&self) -> String {
        match self.move_number {
            0 => "Start".to_string(),
            n => format!("Move {n}"),
        }
    }
}

/// How an announcement is written on the board.
pub fn announcement_text(announcement: Announcement) -> String {
    match announcement {
        Announcement::UitNog => "UIT NOG!".to_string(),
    }
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
        BoardView {
            position,
            last_move: None,
            captured: Vec::new(),
            king_captured: None,
            troll_king_leap: None,
            caption: Caption::for_position(position),
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
        let caption = Caption::for_game(game, players);
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
    for sq in variant.board().iter() {
        let kind = crate::layers::special(variant, sq).map_or(0, |k| k as u64 + 1);
        h = (h ^ (sq.index() as u64 * 16 + kind)).wrapping_mul(0x0100_0000_01b3);
    }
    h
}
