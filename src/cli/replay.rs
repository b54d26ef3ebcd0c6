//! `hnefi replay`: one game per input line, one JSON object per game, streamed.

use std::io::{self, BufRead, BufWriter, Write};

use serde::Serialize;
use serde::ser::{SerializeSeq, Serializer};

use super::{Failure, VariantArgs, side_arg};
use hnefi_engine::variant::FirstMover;
use hnefi_engine::{Bitboard, Game, MoveText, Outcome, Position, Side};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: VariantArgs,
    /// Start position replacing the layout's (side to move included).
    #[arg(long)]
    start: Option<String>,
    /// Who moves first where the variant draws lots (default: attackers).
    #[arg(long, value_parser = side_arg)]
    first: Option<Side>,
    /// Refuse a move whose capture suffix differs from what it captures.
    #[arg(long)]
    check_captures: bool,
    /// Also list the legal moves before each move and after the last.
    #[arg(long)]
    legal: bool,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let start = start_position(&args)?;
    let mut input = io::stdin().lock();
    let mut output = BufWriter::new(io::stdout().lock());
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = input
            .read_until(b'\n', &mut line)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        if read == 0 {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&line);
        if text.trim().is_empty() {
            continue;
        }
        let report = replay_line(&start, &text, args.check_captures, args.legal);
        let written = serde_json::to_writer(&mut output, &report)
            .map_err(io::Error::from)
            .and_then(|()| output.write_all(b"\n"))
            .and_then(|()| output.flush());
        match written {
            Ok(()) => {}
            // The reader went away (`| head`): nothing left to do.
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(()),
            Err(e) => return Err(format!("cannot write standard output: {e}")),
        }
    }
}

fn start_position(args: &Args) -> Result<Position, Failure> {
    let variant = args.board.variant()?;
    let layout_start = args.board.start_of(&variant, args.first)?;
    if let Some(text) = &args.start {
        // `--start` wins over `--first`.
        return super::position_arg(&variant, text).map_err(|e| format!("--start: {e}"));
    }
    if let Some(first) = args.first {
        let fixed = match variant.first() {
            FirstMover::Attackers => Some(Side::Attackers),
            FirstMover::Defenders => Some(Side::Defenders),
            FirstMover::Random => None,
        };
        if fixed.is_some_and(|side| side != first) {
            return Err(format!(
                "--first: in {} the {} always move first",
                variant.name(),
                variant.side_name(layout_start.turn())
            ));
        }
    }
    Ok(layout_start)
}

#[derive(Serialize)]
struct Report {
    plies: usize,
    captures: Vec<Squares>,
    announcements: Vec<Option<&'static str>>,
    outcome: Option<OutcomeJson>,
    position: String,
    /// The position as an OTN record, where OTN can write the variant's pieces.
    otn_position: Option<String>,
    /// With `--legal`: the sorted legal moves before each move and after the last.
    #[serde(skip_serializing_if = "Option::is_none")]
    legal: Option<Vec<Vec<String>>>,
    error: Option<ErrorJson>,
}

#[derive(Serialize)]
pub(super) struct OutcomeJson {
    winner: &'static str,
    reason: &'static str,
}

impl From<Outcome> for OutcomeJson {
    fn from(o: Outcome) -> OutcomeJson {
        OutcomeJson {
            winner: o.winner.as_str(),
            reason: o.reason.as_str(),
        }
    }
}

#[derive(Serialize)]
struct ErrorJson {
    ply: usize,
    #[serde(rename = "move")]
    text: String,
    message: String,
}

/// Captured squares, serialised as a JSON array of names in ascending order.
struct Squares(Bitboard);

impl Serialize for Squares {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.count()))?;
        for sq in self.0.iter() {
            seq.serialize_element(&sq.to_string())?;
        }
        seq.end()
    }
}

fn replay_line(start: &Position, line: &str, check_captures: bool, legal: bool) -> Report {
    let mut game = Game::new(start.clone());
    let mut legal = legal.then(Vec::new);
    let mut captures = Vec::new();
    let mut announcements = Vec::new();
    let mut error = None;
    // A move refused for its suffix is not applied: report the position before it.
    let mut refused_from = None;
    for (index, token) in line.split_whitespace().enumerate() {
        if let Some(lists) = &mut legal {
            lists.push(legal_moves(&game));
        }
        let fail = |message: String| {
            Some(ErrorJson {
                ply: index,
                text: token.chars().take(64).collect(),
                message,
            })
        };
        let text = match MoveText::parse(token) {
            Ok(text) => text,
            Err(e) => {
                error = fail(super::say::not_a_move(&e));
                break;
            }
        };
        let before = check_captures.then(|| game.position().clone());
        match game.play(text.mv) {
            Ok(ply) => {
                let claimed = text.captures.unwrap_or(Bitboard::EMPTY);
                if check_captures && !ply.agrees_with(claimed) {
                    error = fail(format!(
                        "the move captures {} but the record says {}",
                        names(ply.captures),
                        names(claimed)
                    ));
                    refused_from = before;
                    break;
                }
                captures.push(Squares(ply.captures));
                announcements.push(ply.announcement.map(|a| a.as_str()));
            }
            Err(e) => {
                // Players read the variant's names: Trolls, Noggin, the throne.
                error = fail(super::say::illegal(start.variant(), &e));
                break;
            }
        }
    }
    if let Some(lists) = &mut legal {
        // A move that failed saw the list already: it is the last one.
        if error.is_none() {
            lists.push(legal_moves(&game));
        }
    }
    let last = refused_from.as_ref().unwrap_or(game.position());
    let otn_position = otn_writes(last).then(|| last.otn_board());
    let (outcome, position) = match &refused_from {
        Some(position) => (None, position.to_string()),
        None => (
            game.outcome().map(OutcomeJson::from),
            game.position().to_string(),
        ),
    };
    Report {
        plies: captures.len(),
        captures,
        announcements,
        outcome,
        position,
        otn_position,
        legal,
        error,
    }
}

/// The legal moves of the game as sorted `from-to` strings.
fn legal_moves(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort_unstable();
    moves
}

/// Whether OTN can write the variant's pieces: not a troll king, not an
/// Evangelist (docs/cli.md).
fn otn_writes(position: &Position) -> bool {
    let mechanics = &position.variant().spec().mechanics;
    mechanics.troll_king.is_none() && !mechanics.evangelist_jump
}

fn names(set: Bitboard) -> String {
    if set.is_empty() {
        "nothing".into()
    } else {
        set.iter()
            .map(|s| format!("x{s}"))
            .collect::<Vec<_>>()
            .join("")
    }
}
