//! A game: a start position and the moves played, with what each move did
//! and how the game ended (docs/rules.md 1, "Outcome" and "Order of endings").

use std::fmt;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::movegen::MoveList;
use crate::notation::{Move, MoveText, ParseMoveError};
use crate::outcome::{Outcome, Reason};
use crate::piece::Side;
use crate::position::Position;
use crate::rules::repetition::{self, Occurrences};
use crate::rules::{self, uit_nog};
use crate::square::Square;
use crate::validate::{IllegalMove, Refusal};
use crate::variant::Repetition;
use crate::zobrist;

/// What the game calls out after a move (3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Announcement {
    UitNog,
}

impl Announcement {
    /// As in `hnefi replay`: `uit nog`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Announcement::UitNog => "uit nog",
        }
    }
}

impl fmt::Display for Announcement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One move of a game and what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    /// Who moved: the turn alternates except where a berserker moves again
    /// (docs/rules.md 5.8).
    pub mover: Side,
    /// Captured pieces in ascending square order: removed ones, a captured
    /// king and a piece removed by the troll king's leap included, and
    /// mercenaries that changed sides (docs/rules.md 5.6).
    pub captures: Bitboard,
    /// The mercenaries among the captures.
    pub converted: Bitboard,
    /// Where the king was captured, when this move captured him.
    pub king_captured: Option<Square>,
    /// Where the troll king leapt to take Noggin ("HNEFETAFL!", 3.1).
    pub troll_king_leap: Option<Square>,
    pub announcement: Option<Announcement>,
    /// The end this move brought about, if it ended the game.
    pub outcome: Option<Outcome>,
}

impl Ply {
    /// Whether a written capture suffix agrees with what the move captured.
    /// Records often leave a captured king unmarked, so that is accepted.
    pub fn agrees_with(&self, claimed: Bitboard) -> bool {
        claimed == self.captures
            || self.king_captured.is_some_and(|king| {
                let mut men = self.captures;
                men.remove(king);
                claimed == men
            })
    }
}

impl fmt::Display for Ply {
    /// The move with its capture suffix, e.g. `e3-e6xe7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv.with_captures(self.captures))
    }
}

/// Text that could not be played: not a move, or not legal here.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

/// Why the game refuses a move, before it is put in words.
#[derive(Clone, Copy)]
enum GameRefusal {
    Over,
    Position(Refusal),
    Repetition,
}

/// A game in progress or finished.
#[derive(Clone)]
pub struct Game {
    start: Position,
    position: Position,
    plies: Vec<Ply>,
    occurrences: Occurrences,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game from `start`, which may already be over (no king, the king on
    /// an escape square, or no legal move for the side to move).
    pub fn new(start: Position) -> Game {
        let mut game = Game {
            occurrences: Occurrences::starting_with(start.hash()),
            position: start.clone(),
            start,
            // Most games are shorter; this saves the first few regrowths.
            plies: Vec::with_capacity(64),
            outcome: None,
        };
        game.outcome = game
            .position
            .outcome_by_itself()
            .or_else(|| game.cannot_move());
        game
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn turn(&self) -> Side {
        self.position.turn()
    }

    /// Checks a move against the position and the game's history.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        match self.refusal(mv) {
            None => Ok(()),
            Some(refusal) => Err(self.explain(mv, refusal)),
        }
    }

    /// Why `mv` may not be played, cheaply; words come from [`Game::explain`].
    fn refusal(&self, mv: Move) -> Option<GameRefusal> {
        if self.outcome.is_some() {
            Some(GameRefusal::Over)
        } else if let Err(refusal) = self.position.refusal(mv) {
            Some(GameRefusal::Position(refusal))
        } else if self.repeats_illegally(mv) {
            Some(GameRefusal::Repetition)
        } else {
            None
        }
    }

    fn explain(&self, mv: Move, refusal: GameRefusal) -> IllegalMove {
        match refusal {
            GameRefusal::Over => IllegalMove::GameOver,
            GameRefusal::Position(refusal) => self.position.explain(mv, refusal),
            GameRefusal::Repetition => IllegalMove::Repetition {
                side: self.position.turn(),
            },
        }
    }

    /// Plays a legal move and reports what it did.
    pub fn play(&mut self, mv: Move) -> Result<Ply, IllegalMove> {
        if let Some(refusal) = self.refusal(mv) {
            return Err(self.explain(mv, refusal));
        }
        let mover = self.position.turn();
        let king_before = self.position.king();
        let effects = rules::apply(&mut self.position, mv);
        let occurrences = self
            .occurrences
            .record(self.position.hash(), effects.irreversible);
        let rule = self.position.variant().spec().repetition;
        // 5.8: a berserker's move is half a turn; repetition waits for its end.
        let outcome = rules::own_result(&self.position, mover, &effects)
            .or_else(|| {
                (occurrences >= 3 && !effects.again)
                    .then(|| repetition::third_occurrence(rule, mover))
                    .flatten()
            })
            .or_else(|| self.cannot_move());
        self.outcome = outcome;
        let ply = Ply {
            mv,
            mover,
            captures: effects.captures,
            converted: effects.converted,
            king_captured: king_before.filter(|_| effects.king_captured),
            troll_king_leap: effects.troll_king_leap,
            announcement: uit_nog::announced(&self.position).then_some(Announcement::UitNog),
            outcome,
        };
        self.plies.push(ply);
        Ok(ply)
    }

    /// Parses a move in any accepted notation and plays it; a capture suffix
    /// is not checked.
    pub fn play_text(&mut self, text: &str) -> Result<Ply, MoveError> {
        let parsed = MoveText::parse(text)?;
        Ok(self.play(parsed.mv)?)
    }

    /// Ends the game from outside the rules: resignation, timeout, agreed
    /// draw or abort.
    pub fn finish(&mut self, outcome: Outcome) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.outcome = Some(outcome);
        Ok(())
    }

    /// Every legal move, repetition duties included; empty once over.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.outcome.is_none() {
            self.position.legal_moves_into(&mut moves);
            moves.retain(|mv| !self.repeats_illegally(*mv));
        }
        moves
    }

    /// The side to move loses when it has no legal move; if its only moves
    /// are forbidden repetitions (3.1), the reason is `repetition`.
    fn cannot_move(&self) -> Option<Outcome> {
        let side = self.position.turn();
        let duty = self.position.variant().spec().repetition == Repetition::DefendersMustVary
            && side == Side::Defenders;
        let movable = if duty {
            self.position
                .for_each_legal_move(|mv| {
                    if self.repeats_illegally(mv) {
                        std::ops::ControlFlow::Continue(())
                    } else {
                        std::ops::ControlFlow::Break(())
                    }
                })
                .is_break()
        } else {
            self.position.has_legal_move()
        };
        if movable {
            return None;
        }
        let reason = if duty && self.position.has_legal_move() {
            Reason::Repetition
        } else {
            Reason::NoLegalMoves
        };
        Some(Outcome::win(side.other(), reason))
    }

    /// 3.1: a defenders' move that would create a position for the third time.
    fn repeats_illegally(&self, mv: Move) -> bool {
        let pos = &self.position;
        if pos.variant().spec().repetition != Repetition::DefendersMustVary
            || pos.turn() != Side::Defenders
        {
            return false;
        }
        let Some(piece) = pos.piece_at(mv.from) else {
            return false;
        };
        // Cheap first look: the hash if nothing is captured. A move that
        // captures or reveals the troll king creates a new position anyway.
        let quiet = pos.hash()
            ^ zobrist::piece_key(piece, mv.from)
            ^ zobrist::piece_key(piece, mv.to)
            ^ zobrist::DEFENDERS_TO_MOVE;
        if self.occurrences.count(quiet) < 2 {
            return false;
        }
        let mut next = pos.clone();
        let effects = rules::apply(&mut next, mv);
        !effects.irreversible && self.occurrences.count(next.hash()) >= 2
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("start", &self.start)
            .field("plies", &self.plies)
            .field("outcome", &self.outcome)
            .finish()
    }
}
