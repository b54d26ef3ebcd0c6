//! Evaluation weights fitted by self-play (`examples/tune.rs`, method in
//! `TUNING.md`). Generated: edit by re-running the tuner, not by hand.

use crate::eval::Weights;

/// The tuned weights of a variant, if it has been tuned.
pub(crate) fn tuned(key: &str) -> Option<Weights> {
    Some(Weights(match key {
        "brandubh" => [
            35,   // bias
            -139, // attackers
            250,  // defenders
            200,  // evangelists
            337,  // king_routes
            88,   // king_routes_in_two
            104,  // king_goal_distance
            22,   // king_mobility
            -12,  // king_attackers_adjacent
            70,   // king_defenders_adjacent
            10,   // king_free_sides
            -32,  // attackers_near_king
            53,   // defenders_near_king
            56,   // goal_guards
            60,   // attackers_hanging_attackers_to_move
            55,   // attackers_hanging_defenders_to_move
            -81,  // defenders_hanging_attackers_to_move
            -56,  // defenders_hanging_defenders_to_move
            57,   // king_on_edge
            10,   // defenders_to_move
        ],
        "copenhagen" => [
            0,    // bias
            -100, // attackers
            160,  // defenders
            200,  // evangelists
            300,  // king_routes
            120,  // king_routes_in_two
            -15,  // king_goal_distance
            4,    // king_mobility
            -60,  // king_attackers_adjacent
            10,   // king_defenders_adjacent
            15,   // king_free_sides
            -10,  // attackers_near_king
            -5,   // defenders_near_king
            -30,  // goal_guards
            27,   // attackers_hanging_attackers_to_move
            60,   // attackers_hanging_defenders_to_move
            -60,  // defenders_hanging_attackers_to_move
            -53,  // defenders_hanging_defenders_to_move
            20,   // king_on_edge
            0,    // defenders_to_move
        ],
        "kings-table" => [
            0,    // bias
            -133, // attackers
            160,  // defenders
            200,  // evangelists
            300,  // king_routes
            80,   // king_routes_in_two
            -15,  // king_goal_distance
            4,    // king_mobility
            -60,  // king_attackers_adjacent
            10,   // king_defenders_adjacent
            15,   // king_free_sides
            -20,  // attackers_near_king
            5,    // defenders_near_king
            -30,  // goal_guards
            40,   // attackers_hanging_attackers_to_move
            60,   // attackers_hanging_defenders_to_move
            -40,  // defenders_hanging_attackers_to_move
            -40,  // defenders_hanging_defenders_to_move
            20,   // king_on_edge
            0,    // defenders_to_move
        ],
        "knut" => [
            41,  // bias
            -88, // attackers
            117, // defenders
            200, // evangelists
            253, // king_routes
            19,  // king_routes_in_two
            103, // king_goal_distance
            -2,  // king_mobility
            83,  // king_attackers_adjacent
            -10, // king_defenders_adjacent
            57,  // king_free_sides
            20,  // attackers_near_king
            -14, // defenders_near_king
            -30, // goal_guards
            -30, // attackers_hanging_attackers_to_move
            -31, // attackers_hanging_defenders_to_move
            -13, // defenders_hanging_attackers_to_move
            2,   // defenders_hanging_defenders_to_move
            20,  // king_on_edge
            10,  // defenders_to_move
        ],
        "magpie" => [
            64,   // bias
            -126, // attackers
            280,  // defenders
            200,  // evangelists
            350,  // king_routes
            103,  // king_routes_in_two
            -39,  // king_goal_distance
            82,   // king_mobility
            85,   // king_attackers_adjacent
            38,   // king_defenders_adjacent
            93,   // king_free_sides
            -7,   // attackers_near_king
            -25,  // defenders_near_king
            -32,  // goal_guards
            40,   // attackers_hanging_attackers_to_move
            44,   // attackers_hanging_defenders_to_move
            -19,  // defenders_hanging_attackers_to_move
            4,    // defenders_hanging_defenders_to_move
            27,   // king_on_edge
            15,   // defenders_to_move
        ],
        "noggin" => [
            54,  // bias
            -95, // attackers
            63,  // defenders
            200, // evangelists
            306, // king_routes
            185, // king_routes_in_two
            92,  // king_goal_distance
            25,  // king_mobility
            57,  // king_attackers_adjacent
            87,  // king_defenders_adjacent
            36,  // king_free_sides
            15,  // attackers_near_king
            13,  // defenders_near_king
            -30, // goal_guards
            6,   // attackers_hanging_attackers_to_move
            -1,  // attackers_hanging_defenders_to_move
            -27, // defenders_hanging_attackers_to_move
            -6,  // defenders_hanging_defenders_to_move
            20,  // king_on_edge
            7,   // defenders_to_move
        ],
        "tafl9" => [
            78,  // bias
            -97, // attackers
            108, // defenders
            200, // evangelists
            386, // king_routes
            193, // king_routes_in_two
            23,  // king_goal_distance
            17,  // king_mobility
            49,  // king_attackers_adjacent
            54,  // king_defenders_adjacent
            65,  // king_free_sides
            -5,  // attackers_near_king
            -5,  // defenders_near_king
            11,  // goal_guards
            -12, // attackers_hanging_attackers_to_move
            -22, // attackers_hanging_defenders_to_move
            -20, // defenders_hanging_attackers_to_move
            -9,  // defenders_hanging_defenders_to_move
            127, // king_on_edge
            26,  // defenders_to_move
        ],
        "thor" => [
            40,  // bias
            -82, // attackers
            73,  // defenders
            200, // evangelists
            375, // king_routes
            184, // king_routes_in_two
            134, // king_goal_distance
            35,  // king_mobility
            11,  // king_attackers_adjacent
            49,  // king_defenders_adjacent
            66,  // king_free_sides
            -30, // attackers_near_king
            -38, // defenders_near_king
            -30, // goal_guards
            40,  // attackers_hanging_attackers_to_move
            24,  // attackers_hanging_defenders_to_move
            -44, // defenders_hanging_attackers_to_move
            -37, // defenders_hanging_defenders_to_move
            20,  // king_on_edge
            30,  // defenders_to_move
        ],
        _ => return None,
    }))
}
