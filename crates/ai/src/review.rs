//! The AI's review of a game (docs/learning.md 1): every position the
//! game passed through is searched once; a move's worth is the mover's
//! chance to win after it, read from the search of the position it left;
//! the best move and its chance come from the search of the position
//! before it. A move that threw much of the mover's chance away is marked.
//!
//! The work is one search per position ([`judge`]), so a caller can run
//! the searches where it likes (the bot's bounded AI pool, one at a time)
//! and put them together with [`assemble`]; [`review`] does both in turn.

use std::time::Duration;

use hnefi_engine::{Game, Move, Outcome, Side, Winner};

use crate::{AiError, SearchLimits, SearchResult, choose};

/// How much of the mover's chance a move threw away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// Losses of win chance (0 to 1) from which a move is marked:
    /// an inaccuracy from 0.10, a mistake from 0.20, a blunder from 0.30.
    /// Twice lichess's thresholds (which it takes on a -1..1 scale): a
    /// tafl evaluation swings more from ply to ply than a chess engine's,
    /// and a review that marks every other move teaches nothing.
    pub const THRESHOLDS: [(f64, Mark); 3] = [
        (0.30, Mark::Blunder),
        (0.20, Mark::Mistake),
        (0.10, Mark::Inaccuracy),
    ];

    /// The mark for a loss of `loss` win chance, if any.
    pub fn for_loss(loss: f64) -> Option<Mark> {
        Mark::THRESHOLDS
            .iter()
            .find(|(from, _)| loss >= *from)
            .map(|&(_, mark)| mark)
    }

    /// `inaccuracy`, `mistake`, `blunder`: the JSON word and message key.
    pub fn as_str(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    pub fn parse(text: &str) -> Option<Mark> {
        match text {
            "inaccuracy" => Some(Mark::Inaccuracy),
            "mistake" => Some(Mark::Mistake),
            "blunder" => Some(Mark::Blunder),
            _ => None,
        }
    }
}

/// Evaluation units (a man is about 100) over which the win chance moves
/// from 50% to 73% (one unit of the logistic curve), scores measured from
/// the start ([`start_anchor`]). Fitted on the Copenhagen corpus:
/// `examples/calibrate.rs`, `TUNING.md` "Win chance".
pub const CHANCE_SCALE: f64 = 350.0;

/// The side to move's chance to win, 0 to 1, for a search score measured
/// from the even point (see [`start_anchor`]): a proven win is 1, a proven
/// loss 0, anything else on a logistic curve.
pub fn win_chance(score: i32) -> f64 {
    if score > crate::WIN_BOUND {
        1.0
    } else if score < -crate::WIN_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(score) / CHANCE_SCALE).exp())
    }
}

/// A score for the side to move in `game`, turned to the defenders'.
pub fn defenders_score(game: &Game, score: i32) -> i32 {
    match game.turn() {
        Side::Defenders => score,
        Side::Attackers => -score,
    }
}

/// The defenders' score of the variant's usual start, searched briefly
/// (a fixed number of positions, so always the same): the point the
/// review takes as even. The evaluation counts material with weights
/// that do not cancel at the start (24 attackers against 13 men and a
/// king in Copenhagen), so its zero is not an even game; anchoring at the
/// start is, and needs no corpus, so it serves every variant and rule
/// set. Kept per variant once found.
pub fn start_anchor(variant: &std::sync::Arc<hnefi_engine::Variant>) -> i32 {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static FOUND: OnceLock<Mutex<HashMap<String, i32>>> = OnceLock::new();
    let found = FOUND.get_or_init(Mutex::default);
    let key = match variant.rule_set() {
        Some(rules) => format!("{}|{}", variant.key(), rules.canonical()),
        None => variant.key().to_string(),
    };
    if let Some(&anchor) = found.lock().expect("anchors").get(&key) {
        return anchor;
    }
    let anchor = match variant.start_position(None, None) {
        Ok(start) => {
            let game = Game::new(start);
            match choose(&game, SearchLimits::depth(64).with_nodes(ANCHOR_NODES), 0) {
                Ok(found) if found.score.abs() <= crate::WIN_BOUND => {
                    defenders_score(&game, found.score)
                }
                _ => 0,
            }
        }
        Err(_) => 0,
    };
    found.lock().expect("anchors").insert(key, anchor);
    anchor
}

/// Positions the search of the start looks at for [`start_anchor`].
pub const ANCHOR_NODES: u64 = 20_000;

/// A search score for `to_move`, measured from the even point `anchor`
/// (the defenders' score of an even game).
fn from_anchor(to_move: Side, score: i32, anchor: i32) -> i32 {
    if score.abs() > crate::WIN_BOUND {
        return score;
    }
    match to_move {
        Side::Defenders => score - anchor,
        Side::Attackers => score + anchor,
    }
}

/// The whole review's time box by default, and what each position gets
/// of it: a 100-ply game is reviewed in about 45 s of searching.
pub const REVIEW_BOX: Duration = Duration::from_secs(45);
/// No position gets less than this or more than [`MOST_PER_POSITION`]: a
/// short game is searched deeper, a very long one still sensibly.
pub const LEAST_PER_POSITION: Duration = Duration::from_millis(150);
pub const MOST_PER_POSITION: Duration = Duration::from_millis(1500);

/// The time each position of `game` gets by default.
pub fn time_per_position(game: &Game) -> Duration {
    let positions = position_count(game).max(1) as u32;
    (REVIEW_BOX / positions).clamp(LEAST_PER_POSITION, MOST_PER_POSITION)
}

/// How many positions [`positions`] gives, without replaying the game:
/// one before each move, and the last unless the last move ended the game.
fn position_count(game: &Game) -> usize {
    let last_goes_on = match game.plies().last() {
        Some(ply) => ply.outcome.is_none(),
        None => !Game::new(game.start().clone()).is_over(),
    };
    game.plies().len() + usize::from(last_goes_on)
}

/// The games to search, one per position the review judges: the game's
/// history up to each ply (so the search knows the repetition rule), and
/// the final position unless the last move ended the game on the board.
pub fn positions(game: &Game) -> Vec<Game> {
    let mut prefix = Game::new(game.start().clone());
    let mut out = Vec::with_capacity(game.plies().len() + 1);
    for ply in game.plies() {
        out.push(prefix.clone());
        if prefix.play(ply.mv).is_err() {
            // A game is made of legal moves; stop rather than judge nonsense.
            return out;
        }
    }
    if !prefix.is_over() {
        out.push(prefix);
    }
    out
}

/// What the search of one position found, for its side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub best: Move,
    /// Search score for the side to move (beyond ±[`crate::WIN_BOUND`] a
    /// proven result).
    pub score: i32,
    pub depth: u8,
}

impl From<SearchResult> for Judgement {
    fn from(found: SearchResult) -> Judgement {
        Judgement {
            best: found.best,
            score: found.score,
            depth: found.depth,
        }
    }
}

/// Searches one position of [`positions`].
pub fn judge(prefix: &Game, limits: &SearchLimits) -> Result<Judgement, AiError> {
    choose(prefix, limits.clone(), 0).map(Judgement::from)
}

/// One move of the game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    pub side: Side,
    pub played: Move,
    /// The mover's chance to win after the move.
    pub win_chance: f64,
    /// The move the AI prefers in the position, and the mover's chance
    /// after it (never below `win_chance`).
    pub best: Move,
    pub best_win_chance: f64,
    pub mark: Option<Mark>,
}

impl PlyReview {
    /// How much win chance the move threw away.
    pub fn loss(&self) -> f64 {
        (self.best_win_chance - self.win_chance).max(0.0)
    }
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// Who moved first, and their chance before the first move.
    pub start_turn: Side,
    pub start_chance: Option<f64>,
    pub plies: Vec<PlyReview>,
    /// How the moves ended the game on the board, if they did.
    pub outcome: Option<Outcome>,
}

impl GameReview {
    /// The attackers' chance to win before the first move and after each
    /// one: the evaluation graph.
    pub fn attackers_chances(&self) -> Vec<f64> {
        let mut out = Vec::with_capacity(self.plies.len() + 1);
        if let Some(first) = self.start_chance {
            out.push(match self.start_turn {
                Side::Attackers => first,
                Side::Defenders => 1.0 - first,
            });
        }
        for ply in &self.plies {
            out.push(match ply.side {
                Side::Attackers => ply.win_chance,
                Side::Defenders => 1.0 - ply.win_chance,
            });
        }
        out
    }

    /// The `n` marked moves that threw most away, as ply indices in game
    /// order (the key positions).
    pub fn key_plies(&self, n: usize) -> Vec<usize> {
        let mut marked: Vec<usize> = (0..self.plies.len())
            .filter(|&i| self.plies[i].mark.is_some())
            .collect();
        marked.sort_by(|&a, &b| {
            self.plies[b]
                .loss()
                .total_cmp(&self.plies[a].loss())
                .then(a.cmp(&b))
        });
        marked.truncate(n);
        marked.sort_unstable();
        marked
    }

    /// How many moves of `side` got `mark`.
    pub fn count(&self, side: Side, mark: Mark) -> usize {
        self.plies
            .iter()
            .filter(|p| p.side == side && p.mark == Some(mark))
            .count()
    }
}

/// Puts the searches of [`positions`] together (`judged[i]` for
/// `positions(game)[i]`; fewer judgements review fewer moves), scores
/// measured from `anchor` (the defenders' score of an even game,
/// [`start_anchor`]).
pub fn assemble(game: &Game, judged: &[Judgement], anchor: i32) -> GameReview {
    let chance =
        |i: usize, j: &Judgement| win_chance(from_anchor(turn_at(game, i), j.score, anchor));
    let mut plies = Vec::with_capacity(game.plies().len());
    for (i, ply) in game.plies().iter().enumerate() {
        let Some(before) = judged.get(i) else { break };
        let mover = ply.mover;
        // The position the move left: over on the board, or searched.
        let after = match ply.outcome {
            // A ply's outcome is always the board's (a resignation is not a ply).
            Some(outcome) => After::Over(chance_of_outcome(outcome, mover)),
            _ => match judged.get(i + 1) {
                // 5.8: after a berserker's move the same side moves again.
                Some(next) => {
                    let same_side = turn_at(game, i + 1) == mover;
                    After::Searched {
                        chance: if same_side {
                            chance(i + 1, next)
                        } else {
                            1.0 - chance(i + 1, next)
                        },
                        lost_at_once: !same_side && next.score > crate::WIN_BOUND,
                    }
                }
                None => break,
            },
        };
        let (win_chance_after, lost_at_once) = match after {
            After::Over(chance) => (chance, false),
            After::Searched {
                chance,
                lost_at_once,
            } => (chance, lost_at_once),
        };
        let best_chance = chance(i, before);
        let (best, best_win_chance) = if before.best == ply.mv {
            // One judgement of one move: the deeper one, from after it.
            (ply.mv, win_chance_after)
        } else {
            (before.best, best_chance.max(win_chance_after))
        };
        let loss = (best_win_chance - win_chance_after).max(0.0);
        let mut mark = Mark::for_loss(loss);
        // Letting the opponent force a win, when the best move did not.
        if lost_at_once && before.best != ply.mv && before.score >= -crate::WIN_BOUND {
            mark = Some(Mark::Blunder);
        }
        plies.push(PlyReview {
            side: mover,
            played: ply.mv,
            win_chance: win_chance_after,
            best,
            best_win_chance,
            mark,
        });
    }
    GameReview {
        plies,
        start_turn: game.start().turn(),
        start_chance: judged.first().map(|j| chance(0, j)),
        outcome: game.plies().last().and_then(|p| p.outcome),
    }
}

enum After {
    Over(f64),
    Searched { chance: f64, lost_at_once: bool },
}

/// Who is to move in position `i` of [`positions`]: the mover of ply
/// `i`, or after the last ply the game's side to move.
fn turn_at(game: &Game, i: usize) -> Side {
    match game.plies().get(i) {
        Some(ply) => ply.mover,
        None => game.position().turn(),
    }
}

fn chance_of_outcome(outcome: Outcome, mover: Side) -> f64 {
    match outcome.winner {
        Winner::Draw => 0.5,
        w if w == Winner::side(mover) => 1.0,
        _ => 0.0,
    }
}

/// Reviews `game` here and now, one search after another, each under
/// `limits`.
pub fn review(game: &Game, limits: &SearchLimits) -> GameReview {
    let anchor = start_anchor(game.start().variant());
    let mut judged = Vec::new();
    for prefix in positions(game) {
        match judge(&prefix, limits) {
            Ok(j) => judged.push(j),
            Err(_) => break,
        }
    }
    assemble(game, &judged, anchor)
}
