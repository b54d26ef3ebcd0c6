//! The variants of docs/rules.md sections 3 and 4, written as data. Each function
//! cites its section; the layouts are the diagrams of that section.

use crate::square::Square;
use crate::variant::spec::*;

/// The Tablut layout of 3.1, shared by 3.1-3.3 and 3.7.
const TABLUT: &str = "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3";

/// The hand-written variants that an OTN rules string expresses exactly,
/// with that string (canonical form; Magpie's for its default layout). The
/// engine tests play both ways and compare every ply.
pub(super) const OTN_EQUIVALENTS: [(&str, &str); 2] = [
    (
        "magpie",
        "dim:7 name:Magpie surf:n atkf:y ks:m spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1, cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    ),
    (
        "brandubh",
        "dim:7 name:Brandubh atkf:y tfr:l ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    ),
];

pub(super) fn all() -> Vec<VariantSpec> {
    vec![
        noggin(),
        knut(),
        thor(),
        kings_table(),
        alea_evangelii(),
        magpie(),
        tafl9(),
        copenhagen(),
        brandubh(),
    ]
}

fn sq(name: &str) -> Square {
    Square::parse(name).expect("built-in square names are valid")
}

fn squares(names: &str) -> Vec<Square> {
    names.split_whitespace().map(sq).collect()
}

fn corners(size: u8) -> Vec<Square> {
    let last = size - 1;
    [(0, 0), (last, 0), (0, last), (last, last)]
        .into_iter()
        .map(|(f, r)| Square::new(f, r).expect("corner on board"))
        .collect()
}

/// A centre square and its four orthogonal neighbours.
fn centre_cross(centre: &str) -> Vec<Square> {
    let c = sq(centre);
    let mut out = vec![c];
    out.extend(
        crate::square::Direction::ALL
            .iter()
            .filter_map(|&d| c.neighbour(d, 19)),
    );
    out
}

fn names(attackers: &str, defenders: &str, king: &str) -> Names {
    Names {
        attackers: attackers.into(),
        defenders: defenders.into(),
        king: king.into(),
    }
}

fn standard_names() -> Names {
    names("attackers", "defenders", "the king")
}

fn layout(name: &str, board: &str) -> Layout {
    Layout {
        name: name.into(),
        board: board.into(),
    }
}

/// 3.1 Noggin's Game.
fn noggin() -> VariantSpec {
    let mut trollstone = SquareGroup::king_only("the trollstone", squares("e5"));
    // The troll king itself blocks the stone once revealed; the square
    // restricts nothing by itself.
    trollstone.others_may_stop = true;
    trollstone.others_may_pass = true;
    VariantSpec {
        key: "noggin".into(),
        name: "Noggin's Game".into(),
        section: "3.1".into(),
        size: 9,
        layouts: vec![layout("standard", TABLUT)],
        first: FirstMover::Defenders,
        names: names("trolls", "Nogs", "Noggin"),
        squares: vec![trollstone],
        movement: Movement::Rook,
        king: KingRules {
            armed: true,
            movement: KingMovement::OneStep,
            capture: KingCapture::TrollKing,
        },
        escape: Escape::Edge,
        repetition: Repetition::DefendersMustVary,
        otn: None,
        mechanics: Mechanics {
            uit_nog: true,
            troll_king: Some(sq("e5")),
            ..Mechanics::default()
        },
    }
}

/// 3.2 Knut's Game.
fn knut() -> VariantSpec {
    VariantSpec {
        key: "knut".into(),
        name: "Knut's Game".into(),
        section: "3.2".into(),
        squares: vec![SquareGroup::king_only("Noggin's home", squares("e5"))],
        king: KingRules {
            armed: true,
            movement: KingMovement::AsOthers,
            capture: KingCapture::Custodial {
                four_sides_on: squares("e5"),
            },
        },
        otn: None,
        mechanics: Mechanics {
            uit_nog: true,
            ..Mechanics::default()
        },
        ..noggin()
    }
}

/// 3.3 Thor Nogson's Game.
fn thor() -> VariantSpec {
    VariantSpec {
        key: "thor".into(),
        name: "Thor Nogson's Game".into(),
        section: "3.3".into(),
        movement: Movement::Knight,
        king: KingRules {
            armed: true,
            movement: KingMovement::AsOthers,
            capture: KingCapture::TrollKing,
        },
        ..noggin()
    }
}

/// 3.4 King's Table.
fn kings_table() -> VariantSpec {
    let mut throne = SquareGroup::king_only("the throne", squares("g7"));
    throne.encloses_king = true;
    let mut burgs = SquareGroup::king_only("a corner burg", corners(13));
    burgs.escape = true;
    burgs.hostile = Hostility::all(When::Always);
    // Interpretation of 3.4: a burg next to the king counts as an attacker.
    burgs.encloses_king = true;
    VariantSpec {
        key: "kings-table".into(),
        name: "King's Table".into(),
        section: "3.4".into(),
        size: 13,
        layouts: vec![layout(
            "standard",
            "4aaaaa4/6a6/13/13/a5d5a/a4ddd4a/aa2ddkdd2aa/a4ddd4a/a5d5a/13/13/6a6/4aaaaa4",
        )],
        first: FirstMover::Attackers,
        names: standard_names(),
        squares: vec![throne, burgs],
        movement: Movement::Rook,
        king: KingRules {
            armed: true,
            movement: KingMovement::AsOthers,
            capture: KingCapture::FourSides { edge_counts: true },
        },
        escape: Escape::Squares,
        repetition: Repetition::Draw,
        otn: None,
        mechanics: Mechanics {
            shieldwall: Some(Shieldwall { king_in_row: false }),
            double_trap: true,
            ..Mechanics::default()
        },
    }
}

/// 3.5 Alea Evangelii, layout `cyningstan`.
fn alea_evangelii() -> VariantSpec {
    let mut throne = SquareGroup::king_only("the throne", squares("j10"));
    throne.others_may_pass = true;
    throne.hostile = Hostility::all(When::WhenEmpty);
    throne.encloses_king = true;
    let mut red = SquareGroup::king_only(
        "a red corner",
        squares("b1 a2 b2 r1 s2 r2 a18 b18 b19 r18 s18 r19"),
    );
    red.escape = true;
    red.hostile = Hostility::all(When::Always);
    let mut unusable = SquareGroup::king_only("an unusable square", corners(19));
    unusable.unusable = true;
    VariantSpec {
        key: "alea-evangelii".into(),
        name: "Alea Evangelii".into(),
        section: "3.5".into(),
        size: 19,
        layouts: vec![layout(
            "cyningstan",
            "2a2a7a2a2/19/a4a7a4a/7a1d1a7/6a1a1a1a6/a1a2e7e2a1a/4a4d4a4/3a4d1d4a3/\
             4a2d1d1d2a4/3d2d1dkd1d2d3/4a2d1d1d2a4/3a4d1d4a3/4a4d4a4/a1a2e7e2a1a/\
             6a1a1a1a6/7a1d1a7/a4a7a4a/19/2a2a7a2a2",
        )],
        first: FirstMover::Attackers,
        names: standard_names(),
        squares: vec![throne, red, unusable],
        movement: Movement::Rook,
        king: KingRules {
            armed: true,
            movement: KingMovement::AsOthers,
            capture: KingCapture::Custodial {
                four_sides_on: centre_cross("j10"),
            },
        },
        escape: Escape::Squares,
        repetition: Repetition::MoverLoses,
        otn: None,
        mechanics: Mechanics {
            evangelist_jump: true,
            encirclement: true,
            ..Mechanics::default()
        },
    }
}

/// 3.6 Magpie.
fn magpie() -> VariantSpec {
    let mut centre = SquareGroup::king_only("a marked square", squares("d4"));
    centre.others_may_pass = true;
    centre.hostile = Hostility::all(When::WhenEmpty);
    centre.encloses_king = true;
    let mut marked_corners = SquareGroup::king_only("a marked corner", corners(7));
    marked_corners.escape = true;
    marked_corners.hostile = Hostility::all(When::WhenEmpty);
    marked_corners.encloses_king = true;
    VariantSpec {
        key: "magpie".into(),
        name: "Magpie".into(),
        section: "3.6".into(),
        size: 7,
        layouts: vec![
            layout("cross", "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3"),
            layout("ballinderry-2", "2a1a2/7/a2d2a/2dkd2/a2d2a/7/2a1a2"),
            layout("ballinderry-3", "3a3/1a3a1/3d3/a1dkd1a/3d3/1a3a1/3a3"),
        ],
        first: FirstMover::Attackers,
        names: names("thieves", "friends", "the leprechaun"),
        squares: vec![centre, marked_corners],
        movement: Movement::Rook,
        king: KingRules {
            armed: true,
            movement: KingMovement::OneStep,
            capture: KingCapture::FourSides { edge_counts: true },
        },
        escape: Escape::Squares,
        repetition: Repetition::Draw,
        otn: None,
        mechanics: Mechanics::default(),
    }
}

/// 3.7 Tafl, the 9x9 game of the Russians and the Swedes.
fn tafl9() -> VariantSpec {
    let ordinary = |when| Hostility {
        attackers: when,
        defenders: when,
        // Interpretation of 3.7: gold squares are not hostile to the king.
        king: When::Never,
    };
    let mut centre = SquareGroup::king_only("a gold square", squares("e5"));
    centre.others_may_pass = true;
    centre.hostile = ordinary(When::WhenEmpty);
    let mut gold_corners = SquareGroup::king_only("a gold corner", corners(9));
    gold_corners.escape = true;
    gold_corners.hostile = ordinary(When::Always);
    VariantSpec {
        key: "tafl9".into(),
        name: "Tafl".into(),
        section: "3.7".into(),
        size: 9,
        layouts: vec![layout("standard", TABLUT)],
        first: FirstMover::Random,
        names: names("Russians", "Swedes", "the king"),
        squares: vec![centre, gold_corners],
        movement: Movement::Rook,
        king: KingRules {
            armed: true,
            movement: KingMovement::AsOthers,
            capture: KingCapture::Custodial {
                four_sides_on: Vec::new(),
            },
        },
        escape: Escape::Squares,
        repetition: Repetition::Draw,
        otn: None,
        mechanics: Mechanics::default(),
    }
}

/// The throne of 4.1 and 4.2: only the king stops, all pass it empty,
/// always hostile to attackers, to defenders only when empty, never to the king.
fn community_throne(square: &str) -> SquareGroup {
    let mut throne = SquareGroup::king_only("the throne", squares(square));
    throne.others_may_pass = true;
    throne.hostile = Hostility {
        attackers: When::Always,
        defenders: When::WhenEmpty,
        king: When::Never,
    };
    throne.encloses_king = true;
    throne
}

fn community_corners(size: u8) -> SquareGroup {
    let mut corners = SquareGroup::king_only("a corner", corners(size));
    corners.escape = true;
    corners.hostile = Hostility::all(When::Always);
    corners
}

/// 4.1 Copenhagen Hnefatafl.
fn copenhagen() -> VariantSpec {
    let mut corners = community_corners(11);
    corners.brackets_shieldwall = true;
    VariantSpec {
        key: "copenhagen".into(),
        name: "Copenhagen Hnefatafl".into(),
        section: "4.1".into(),
        size: 11,
        layouts: vec![layout(
            "standard",
            "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3",
        )],
        first: FirstMover::Attackers,
        names: standard_names(),
        squares: vec![community_throne("f6"), corners],
        movement: Movement::Rook,
        king: KingRules {
            armed: true,
            movement: KingMovement::AsOthers,
            capture: KingCapture::FourSides { edge_counts: false },
        },
        escape: Escape::Squares,
        repetition: Repetition::AttackersWin,
        otn: None,
        mechanics: Mechanics {
            shieldwall: Some(Shieldwall { king_in_row: true }),
            exit_fort: true,
            encirclement: true,
            ..Mechanics::default()
        },
    }
}

/// 4.2 Brandubh, as played by the World Tafl Federation.
fn brandubh() -> VariantSpec {
    VariantSpec {
        key: "brandubh".into(),
        name: "Brandubh".into(),
        section: "4.2".into(),
        size: 7,
        layouts: vec![layout("standard", "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3")],
        first: FirstMover::Attackers,
        names: standard_names(),
        squares: vec![community_throne("d4"), community_corners(7)],
        movement: Movement::Rook,
        king: KingRules {
            armed: true,
            movement: KingMovement::AsOthers,
            capture: KingCapture::Custodial {
                four_sides_on: centre_cross("d4"),
            },
        },
        escape: Escape::Squares,
        repetition: Repetition::MoverLoses,
        otn: None,
        mechanics: Mechanics {
            encirclement: true,
            ..Mechanics::default()
        },
    }
}
