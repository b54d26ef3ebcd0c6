use hnefi_app::{
    ChallengeId, GameResult, PlayerId, PremoveLineError, TournamentAction, TournamentId,
    TournamentRule, TournamentStatus,
};
use hnefi_engine::{
    IllegalMove, Move, ParseMoveError, Piece, PositionError, Reason, RecordError, RulesProblem,
    SetupError, Side, Square, SyntaxError, UnknownLayout, UnknownVariant, Winner,
};

use super::*;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn illegal(variant: &str, error: IllegalMove) -> Error {
    Error::IllegalMove {
        game: GameId(3),
        variant: variant.into(),
        error,
    }
}

#[test]
fn sides_are_named_as_the_variant_names_them() {
    let error = Error::NotYourTurn {
        game: GameId(7),
        variant: "noggin".into(),
        to_move: Side::Attackers,
    };
    assert_eq!(
        refusal(Lang::En, &error),
        "It is not your turn in game #7: the Trolls are to move."
    );
}

#[test]
fn illegal_moves_use_the_variants_names() {
    let error = illegal(
        "tafl9",
        IllegalMove::NotYourPiece {
            square: sq("e3"),
            to_move: Side::Defenders,
        },
    );
    assert_eq!(
        refusal(Lang::En, &error),
        "Illegal move: the piece on e3 is not yours: the Swedes are to move."
    );
    let throne = illegal("noggin", IllegalMove::CannotStop { square: sq("e5") });
    assert_eq!(
        refusal(Lang::En, &throne),
        "Illegal move: e5 is the trollstone: only Noggin may stop there."
    );
    let far = illegal(
        "berserk",
        IllegalMove::TooFar {
            piece: Piece::Knight(Side::Attackers),
            limit: 1,
        },
    );
    assert_eq!(
        refusal(Lang::En, &far),
        "Illegal move: a knight moves at most 1 square at a time."
    );
}

#[test]
fn players_are_mentioned_and_the_ai_named() {
    let to = |opponent| Error::NotAddressedToYou {
        id: ChallengeId(3),
        opponent,
    };
    assert_eq!(
        refusal(Lang::En, &to(PlayerId(55))),
        "Challenge #3 is addressed to someone else (<@55>)."
    );
    assert!(refusal(Lang::En, &to(PlayerId::ai(1))).contains("Hnefi AI"));
}

#[test]
fn states_and_actions_choose_their_words() {
    let closed = Error::TournamentClosed {
        id: TournamentId(4),
        status: TournamentStatus::Running,
        action: TournamentAction::Join,
    };
    assert_eq!(
        refusal(Lang::En, &closed),
        "Tournament #4 has already started: sign-up is closed."
    );
    let none = Error::NoTournamentHere(TournamentAction::Start);
    assert_eq!(
        refusal(Lang::En, &none),
        "There is no tournament open for sign-up in this server: give its number."
    );
    let accepted = Error::ChallengeClosed {
        id: ChallengeId(9),
        status: ChallengeStatus::Accepted,
    };
    assert_eq!(
        refusal(Lang::En, &accepted),
        "Challenge #9 was already accepted."
    );
}

/// One error of every kind the app can refuse with, each nested engine
/// error included.
fn every_refusal() -> Vec<Error> {
    let game = GameId(5);
    let challenge = ChallengeId(6);
    let tournament = TournamentId(7);
    let result = GameResult {
        winner: Winner::Defenders,
        reason: Reason::KingEscaped,
    };
    let mut errors = vec![
        Error::UnknownGame(game),
        Error::NoGameHere(GameScope::Active),
        Error::NoGameHere(GameScope::ActiveOrLatest),
        Error::NoGameHere(GameScope::LastFinished),
        Error::SeveralGamesHere(vec![GameId(1), GameId(2)]),
        Error::NotAPlayer(game),
        Error::NotYourTurn {
            game,
            variant: "copenhagen".into(),
            to_move: Side::Defenders,
        },
        Error::GameOver {
            game,
            variant: "magpie".into(),
            result: Some(result),
        },
        Error::GameOver {
            game,
            variant: "magpie".into(),
            result: None,
        },
        Error::Stale { game, plies: 12 },
        Error::BadNotation(ParseMoveError::Empty),
        Error::BadNotation(ParseMoveError::Malformed("zz".into())),
        Error::WrongCaptures {
            mv: Move {
                from: sq("a1"),
                to: sq("a2"),
            },
            claimed: vec![sq("b2")],
            actual: Vec::new(),
        },
        Error::CannotAbort(game),
        Error::TournamentGameAbort(game),
        Error::DrawAlreadyOffered(game),
        Error::DrawRecentlyDeclined(game),
        Error::NoDrawOffer(game),
        Error::ImportedGame(game),
        Error::StillPlaying(game),
        Error::RematchPending { game, challenge },
        Error::UnknownChallenge(challenge),
        Error::ChallengeExpired(challenge),
        Error::OwnChallenge(challenge),
        Error::NotAddressedToYou {
            id: challenge,
            opponent: PlayerId(8),
        },
        Error::NotYourChallenge(challenge),
        Error::CannotDeclineOpen(challenge),
        Error::DeclineOwn(challenge),
        Error::SelfChallenge,
        Error::TooManyChallenges(5),
        Error::UnknownVariant(UnknownVariant {
            key: "chess".into(),
            known: "brandubh, copenhagen".into(),
        }),
        Error::UnknownLayout(UnknownLayout {
            variant: "brandubh".into(),
            name: "x".into(),
            known: "standard".into(),
        }),
        Error::DecidedPosition {
            variant: "tafl9".into(),
            result,
        },
        Error::BadTimeControl(TimeControlError::Malformed("soon".into())),
        Error::BadTimeControl(TimeControlError::TooShort("1m".into())),
        Error::BadTimeControl(TimeControlError::TooLong("40d".into())),
        Error::BadAiLevel(9),
        Error::TooManyAiGames(3),
        Error::NotForTheAi(challenge),
        Error::UnknownTournament(tournament),
        Error::NotOrganizer,
        Error::SignupClosed(tournament),
        Error::TournamentFull(tournament),
        Error::AlreadyJoined(tournament),
        Error::NotInTournament(tournament),
        Error::TooFewPlayers(tournament),
        Error::BadRules(Box::new(hnefi_engine::RulesError {
            key: "ks".into(),
            value: "x".into(),
            problem: RulesProblem::Expected(&["s", "c", "m", "w"]),
        })),
        Error::UnplayableRules(Box::new(hnefi_engine::ruleset::CompileError(
            hnefi_engine::VariantError::NoLayout,
        ))),
        Error::RuleSetName { max: 64 },
        Error::RuleSetNameTaken("Saami Plus".into()),
        Error::TooManyRuleSets(50),
        Error::UnknownRuleSet("Chess".into()),
        Error::NoSuchVariant("Chess".into()),
        Error::RuleSetInUse {
            name: "Saami Plus".into(),
            tournament,
            tournament_name: "Winter cup".into(),
        },
        Error::RuleSetNotInServer,
        Error::NotRuleSetManager,
        Error::BadTimeControl(TimeControlError::BankTooShort("5m".into())),
        Error::BadTimeControl(TimeControlError::BankTooLong("90d".into())),
        Error::VacationTooLong {
            asked: 30,
            left: 21,
        },
        Error::NoVacationDaysLeft { allowance: 21 },
        Error::VacationTooShort,
        Error::AlreadyAway {
            until: hnefi_app::Timestamp(1_800_000_000_000),
        },
        Error::NotAway,
        Error::VacationAllowance { max: 366 },
        Error::NotServerManager,
        Error::PremoveOnYourTurn(game),
        Error::NoPremoves(game),
    ];
    let premove_lines = [
        PremoveLineError::Empty,
        PremoveLineError::NoReply(3),
        PremoveLineError::TooLong { max: 20 },
        PremoveLineError::Notation {
            index: 2,
            text: "zz".into(),
            error: ParseMoveError::Malformed("zz".into()),
        },
        PremoveLineError::Illegal {
            index: 3,
            text: "e5-e9".into(),
            mine: false,
            error: IllegalMove::Occupied(sq("e9")),
        },
        PremoveLineError::Illegal {
            index: 4,
            text: "e5-e9".into(),
            mine: true,
            error: IllegalMove::NotStraight,
        },
        PremoveLineError::GameEnds { index: 4 },
    ];
    errors.extend(
        premove_lines
            .into_iter()
            .map(|error| Error::BadPremoveLine {
                variant: "copenhagen".into(),
                error,
            }),
    );
    for status in ChallengeStatus::ALL {
        errors.push(Error::ChallengeClosed {
            id: challenge,
            status: *status,
        });
    }
    let actions = [
        TournamentAction::Join,
        TournamentAction::Leave,
        TournamentAction::Start,
        TournamentAction::Cancel,
        TournamentAction::Show,
    ];
    for action in actions {
        errors.push(Error::NoTournamentHere(action));
        for status in TournamentStatus::ALL {
            errors.push(Error::TournamentClosed {
                id: tournament,
                status: *status,
                action,
            });
        }
    }
    for format in hnefi_app::Format::ALL {
        errors.push(Error::BadTournament(TournamentRule::Players {
            format,
            max: 16,
        }));
        errors.push(Error::BadTournament(TournamentRule::RoundsOnlyForSwiss(
            format,
        )));
    }
    errors.extend(
        [
            TournamentRule::NotInServer,
            TournamentRule::Name { max: 80 },
            TournamentRule::SwissRounds { max: 12 },
            TournamentRule::Signup { max_days: 30 },
            TournamentRule::NoAi,
            TournamentRule::UnknownFormat("arena".into()),
        ]
        .map(Error::BadTournament),
    );
    for error in every_illegal_move() {
        for variant in ["copenhagen", "noggin", "magpie", "berserk", "nonesuch"] {
            errors.push(illegal(variant, error));
        }
    }
    for error in every_position_error() {
        for variant in ["alea-evangelii", "noggin", "fetlar"] {
            errors.push(Error::BadPosition {
                variant: variant.into(),
                error: error.clone(),
            });
        }
    }
    errors.extend(
        every_record_error()
            .into_iter()
            .map(|e| Error::BadRecord(Box::new(e))),
    );
    errors
}

fn every_illegal_move() -> Vec<IllegalMove> {
    let s = sq("e5");
    let mut moves = vec![
        IllegalMove::GameOver,
        IllegalMove::OffBoard {
            square: sq("l1"),
            size: 11,
        },
        IllegalMove::SameSquare,
        IllegalMove::NoPiece(s),
        IllegalMove::NotYourPiece {
            square: s,
            to_move: Side::Attackers,
        },
        IllegalMove::TrollKingMoves,
        IllegalMove::Occupied(s),
        IllegalMove::NotStraight,
        IllegalMove::NotKnight,
        IllegalMove::Blocked {
            from: sq("a1"),
            to: sq("a5"),
            at: sq("a3"),
        },
        IllegalMove::CannotStop { square: s },
        IllegalMove::CannotPass { square: s },
        IllegalMove::Unusable { square: sq("a1") },
        IllegalMove::KingOneStep {
            swift_escape: false,
        },
        IllegalMove::KingOneStep { swift_escape: true },
        IllegalMove::Repetition {
            side: Side::Defenders,
        },
        IllegalMove::TooFar {
            piece: Piece::King,
            limit: 3,
        },
        IllegalMove::Berserker { square: s },
        IllegalMove::MustCapture,
    ];
    let pieces = [
        Piece::King,
        Piece::Defender,
        Piece::Attacker,
        Piece::TrollKing,
        Piece::Evangelist,
        Piece::Commander(Side::Attackers),
        Piece::Knight(Side::Defenders),
        Piece::Mercenary(Side::Attackers),
        Piece::Guard(Side::Defenders),
    ];
    for piece in pieces {
        moves.push(IllegalMove::CannotLeap { piece, at: s });
        moves.push(IllegalMove::MayNotPass { square: s, piece });
        moves.push(IllegalMove::MayNotStop { square: s, piece });
        moves.push(IllegalMove::CannotJump { piece, over: s });
    }
    moves
}

fn every_position_error() -> Vec<PositionError> {
    use hnefi_engine::ruleset::BoardRecordError;
    let s = sq("e5");
    vec![
        PositionError::Shape,
        PositionError::TooLong,
        PositionError::RankCount {
            expected: 9,
            found: 8,
        },
        PositionError::RankWidth {
            rank: 3,
            expected: 9,
            found: 10,
        },
        PositionError::BadChar('x'),
        PositionError::BadRuleSetChar('x'),
        PositionError::ZeroRun,
        PositionError::BadSide("q".into()),
        PositionError::Setup(SetupError::KingCount(2)),
        PositionError::Setup(SetupError::Evangelists {
            variant: "Tafl".into(),
        }),
        PositionError::Setup(SetupError::SpecialPieces {
            variant: "Tafl".into(),
        }),
        PositionError::Setup(SetupError::Restricted {
            square: s,
            group: "the throne".into(),
            king: "the king".into(),
        }),
        PositionError::Setup(SetupError::Unusable {
            square: sq("a1"),
            group: "an unusable square".into(),
        }),
        PositionError::Setup(SetupError::Trollstone {
            square: s,
            king: "Noggin".into(),
        }),
        PositionError::Record(BoardRecordError::RankCount {
            expected: 9,
            found: 2,
        }),
        PositionError::Record(BoardRecordError::RankWidth {
            rank: 1,
            expected: 9,
            found: 2,
        }),
        PositionError::Record(BoardRecordError::BadChar('z')),
        PositionError::Record(BoardRecordError::ZeroRun),
        PositionError::Record(BoardRecordError::AttackerKing),
    ]
}

fn every_record_error() -> Vec<RecordError> {
    let mv = Move {
        from: sq("a4"),
        to: sq("b4"),
    };
    let outcome = hnefi_engine::Outcome::new(Winner::Attackers, Reason::KingCaptured);
    let mut errors = vec![
        RecordError::Empty,
        RecordError::MissingVariant,
        RecordError::UnknownVariant(UnknownVariant {
            key: "chess".into(),
            known: "brandubh".into(),
        }),
        RecordError::UnknownLayout(UnknownLayout {
            variant: "copenhagen".into(),
            name: "x".into(),
            known: "standard".into(),
        }),
        RecordError::Start(PositionError::Shape),
        RecordError::Move {
            ply: 3,
            mv,
            error: hnefi_engine::MoveError::Illegal(IllegalMove::SameSquare),
        },
        RecordError::Move {
            ply: 3,
            mv,
            error: hnefi_engine::MoveError::Parse(ParseMoveError::Empty),
        },
        RecordError::Captures {
            ply: 3,
            mv,
            claimed: vec![sq("c4")],
            actual: Vec::new(),
        },
        RecordError::Result {
            recorded: outcome,
            actual: None,
        },
        RecordError::Result {
            recorded: outcome,
            actual: Some(hnefi_engine::Outcome::new(Winner::Draw, Reason::Repetition)),
        },
    ];
    let syntax = [
        SyntaxError::Winner("maybe".into()),
        SyntaxError::Reason("boredom".into()),
        SyntaxError::Move(ParseMoveError::Malformed("zz".into())),
        SyntaxError::HalfResult,
        SyntaxError::UnclosedTag,
        SyntaxError::TagShape,
        SyntaxError::Size("big".into()),
        SyntaxError::Rows { rows: 3, size: 7 },
        SyntaxError::Piece('q'),
    ];
    errors.extend(
        syntax
            .into_iter()
            .map(|problem| RecordError::Syntax { line: 2, problem }),
    );
    errors
}

/// A message that lost an argument or an id shows it: `{$game}`, or the
/// id itself.
fn is_whole(text: &str) -> bool {
    !text.contains('{')
        && !text.contains('}')
        && ![
            "refusal-",
            "illegal-",
            "position-",
            "record-",
            "square-",
            "side-",
            "king-",
            "piece-",
            "variant-",
            "reason-",
            "result-",
            "rules-",
            "list-or",
        ]
        .iter()
        .any(|id| text.contains(id))
}

#[test]
fn every_refusal_is_said_whole_in_every_language() {
    let errors = every_refusal();
    assert!(errors.len() > 250, "{}", errors.len());
    for lang in Lang::ALL {
        for error in &errors {
            let said = refusal(lang, error);
            assert!(is_whole(&said), "{lang:?}: {error:?}: {said}");
            assert!(said.chars().count() <= 2000, "{lang:?}: {said}");
        }
    }
}

#[test]
fn failures_are_not_refusals() {
    assert!(!Error::Internal("disk".into()).is_refusal());
    assert!(
        every_refusal().iter().all(Error::is_refusal),
        "a refusal counted as a failure"
    );
}

#[test]
fn the_bots_own_refusals_are_said() {
    for refusal in [
        BotRefusal::GameAlreadyOver(GameId(2)),
        BotRefusal::BotOpponent,
        BotRefusal::Busy,
        BotRefusal::RecordTooLarge { max_kb: 1024 },
        BotRefusal::NotARecord,
        BotRefusal::ImportNeedsVariant,
        BotRefusal::ImportNothing,
        BotRefusal::NotServerManager,
    ] {
        for lang in Lang::ALL {
            let said = bot_refusal(lang, &refusal);
            assert!(is_whole(&said), "{lang:?}: {said}");
        }
    }
    assert!(bot_refusal(Lang::En, &BotRefusal::BotOpponent).contains("`opponent`"));
}

fn every_rules_problem() -> Vec<RulesProblem> {
    use hnefi_engine::ruleset::{BoardRecordError, SpaceKind};
    vec![
        RulesProblem::Empty,
        RulesProblem::TooLong(20_000),
        RulesProblem::Missing("dim"),
        RulesProblem::Twice,
        RulesProblem::BothStarts,
        RulesProblem::Expected(&["y"]),
        RulesProblem::Expected(&["c", "e"]),
        RulesProblem::Expected(&["s", "c", "m", "w"]),
        RulesProblem::Size,
        RulesProblem::NotASquare("z99".into()),
        RulesProblem::OffBoard {
            square: sq("h9"),
            size: 7,
        },
        RulesProblem::SquareTwice(sq("a1")),
        RulesProblem::TwoKinds {
            square: sq("a1"),
            other: SpaceKind::Corner,
        },
        RulesProblem::NotAType('x'),
        RulesProblem::SpeedCount(3),
        RulesProblem::Speed("fast".into()),
        RulesProblem::Board(BoardRecordError::ZeroRun),
        RulesProblem::KingCount(2),
        RulesProblem::NoAttackers,
        RulesProblem::KingEscaped(sq("a4")),
        RulesProblem::Name,
        RulesProblem::NameLength(64),
    ]
}

/// docs/rules.md 5.2: a rules string's refusal names the key and value,
/// and every problem, compile error and warning is said in every language.
#[test]
fn every_rules_string_refusal_is_said_whole_in_every_language() {
    use hnefi_engine::ruleset::CompileError;
    use hnefi_engine::{RulesError, RulesWarning, VariantError};
    let compile = [
        VariantError::Size(8),
        VariantError::OffBoard(sq("k1")),
        VariantError::NoLayout,
        VariantError::TooManyGroups,
        VariantError::Layout {
            name: "standard".into(),
            error: PositionError::Setup(SetupError::KingCount(2)),
        },
    ];
    let warnings = [
        RulesWarning::NotAPair("rules".into()),
        RulesWarning::UnknownKey("colour".into()),
    ];
    for lang in Lang::ALL {
        for problem in every_rules_problem() {
            for key in ["", "ks"] {
                let error = RulesError {
                    key: key.into(),
                    value: "x".into(),
                    problem: problem.clone(),
                };
                let said = rules_error(lang, &error);
                assert!(is_whole(&said), "{lang:?}: {error:?}: {said}");
                assert_eq!(said.contains("`ks:x`"), !key.is_empty(), "{said}");
            }
        }
        for error in &compile {
            let said = compile_error(lang, "custom", &CompileError(error.clone()));
            assert!(is_whole(&said), "{lang:?}: {error:?}: {said}");
        }
        for warning in &warnings {
            let said = rules_warning(lang, warning);
            assert!(is_whole(&said), "{lang:?}: {warning:?}: {said}");
        }
    }
    let choices = RulesError {
        key: "ks".into(),
        value: "x".into(),
        problem: RulesProblem::Expected(&["s", "c", "m", "w"]),
    };
    assert_eq!(
        rules_error(Lang::En, &choices),
        "`ks:x`: expected s, c, m or w"
    );
    assert!(rules_error(Lang::De, &choices).contains("s, c, m oder w"));
}
