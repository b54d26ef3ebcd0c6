//! Colour themes. Pieces are told apart by lightness (dark attackers,
//! light defenders, each with a strong outline) and by emblem shape, never
//! by hue alone; the accent hues come from the Okabe-Ito palette, which
//! stays distinct under the common colour-vision deficiencies.

use std::fmt;
use std::str::FromStr;

use crate::raster::Rgb;

/// A look for the board. Part of the cache key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Warm wood, walnut frame (the default).
    #[default]
    Wood,
    /// Cool slate, for those who find the wood too warm.
    Slate,
}

impl Theme {
    pub const ALL: [Theme; 2] = [Theme::Wood, Theme::Slate];

    pub const fn as_str(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Slate => "slate",
        }
    }

    pub(crate) fn palette(self) -> Palette {
        match self {
            Theme::Wood => WOOD,
            Theme::Slate => SLATE,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Theme {
    type Err = String;
    fn from_str(s: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("`{s}` is not a theme (themes: wood, slate)"))
    }
}

/// Every colour a theme decides.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Palette {
    /// Frame around the board (coordinates stand on it).
    pub frame: Rgb,
    pub frame_text: Rgb,
    /// The caption strip.
    pub caption: Rgb,
    pub caption_text: Rgb,
    pub caption_muted: Rgb,
    /// Squares: a faint checker so that files and ranks can be counted.
    pub square_light: Rgb,
    pub square_dark: Rgb,
    pub grid: Rgb,
    pub border: Rgb,
    // Special squares.
    pub throne: Rgb,
    pub throne_mark: Rgb,
    pub stone: Rgb,
    pub stone_face: Rgb,
    pub stone_mark: Rgb,
    pub corner: Rgb,
    pub corner_mark: Rgb,
    pub red: Rgb,
    pub red_mark: Rgb,
    pub unusable: Rgb,
    pub unusable_mark: Rgb,
    pub marked: Rgb,
    pub marked_mark: Rgb,
    pub gold: Rgb,
    pub gold_light: Rgb,
    pub gold_mark: Rgb,
    /// A rule set's forts: the ground inside each side's walls (the walls
    /// take the colours of the side's pieces).
    pub fort_attackers: Rgb,
    pub fort_defenders: Rgb,
    // Pieces.
    pub attacker_top: Rgb,
    pub attacker_bottom: Rgb,
    pub attacker_rim: Rgb,
    pub attacker_inner: Rgb,
    pub defender_top: Rgb,
    pub defender_bottom: Rgb,
    pub defender_rim: Rgb,
    pub defender_inner: Rgb,
    pub crown: Rgb,
    pub crown_rim: Rgb,
    pub cross: Rgb,
    pub troll_crown: Rgb,
    /// The emblems of a rule set's special pieces (docs/rules.md 5.1) on
    /// the defenders' light bodies, and lighter on the attackers' dark ones.
    pub commander: Rgb,
    pub knight: Rgb,
    pub guard: Rgb,
    pub commander_on_dark: Rgb,
    pub knight_on_dark: Rgb,
    pub guard_on_dark: Rgb,
    // Marks.
    pub last_move: Rgb,
    pub trail: Rgb,
    pub leap: Rgb,
    pub capture: Rgb,
    pub capture_rim: Rgb,
    pub badge_text_dark: Rgb,
    pub announce: Rgb,
}

const OKABE_ORANGE: Rgb = Rgb::hex(0xE69F00);
const OKABE_VERMILION: Rgb = Rgb::hex(0xD55E00);
const OKABE_BLUE: Rgb = Rgb::hex(0x0072B2);
const OKABE_SKY: Rgb = Rgb::hex(0x56B4E9);
const OKABE_GREEN: Rgb = Rgb::hex(0x009E73);

const WOOD: Palette = Palette {
    frame: Rgb::hex(0x3A2A1F),
    frame_text: Rgb::hex(0xEEDFC4),
    caption: Rgb::hex(0x2A1E16),
    caption_text: Rgb::hex(0xF4E9D4),
    caption_muted: Rgb::hex(0xC2AE90),
    square_light: Rgb::hex(0xE6CFA0),
    square_dark: Rgb::hex(0xDDC391),
    grid: Rgb::hex(0xB08D5E),
    border: Rgb::hex(0x24180F),
    throne: Rgb::hex(0xC49463),
    throne_mark: Rgb::hex(0x6E4A26),
    stone: Rgb::hex(0xB9B2A6),
    stone_face: Rgb::hex(0x8E877C),
    stone_mark: Rgb::hex(0x4C4740),
    corner: Rgb::hex(0xB88A58),
    corner_mark: Rgb::hex(0x6E4A26),
    red: Rgb::hex(0xB9472F),
    red_mark: Rgb::hex(0xF2B8A4),
    unusable: Rgb::hex(0x2B1F17),
    unusable_mark: Rgb::hex(0x5A4535),
    marked: Rgb::hex(0xD2B27E),
    marked_mark: Rgb::hex(0x5B3E22),
    gold: Rgb::hex(0xE3B341),
    gold_light: Rgb::hex(0xF7DE8B),
    gold_mark: Rgb::hex(0x8C6512),
    fort_attackers: Rgb::hex(0xA89880),
    fort_defenders: Rgb::hex(0xF3E8CF),
    attacker_top: Rgb::hex(0x4A4F57),
    attacker_bottom: Rgb::hex(0x1B1D21),
    attacker_rim: Rgb::hex(0x08090A),
    attacker_inner: Rgb::hex(0x5F6670),
    defender_top: Rgb::hex(0xFFFDF6),
    defender_bottom: Rgb::hex(0xE2D9C4),
    defender_rim: Rgb::hex(0x2A231B),
    defender_inner: Rgb::hex(0xBDB199),
    crown: Rgb::hex(0xF0B429),
    crown_rim: Rgb::hex(0x5C3F05),
    cross: OKABE_BLUE,
    troll_crown: OKABE_ORANGE,
    commander: OKABE_VERMILION,
    knight: OKABE_BLUE,
    guard: OKABE_GREEN,
    commander_on_dark: Rgb::hex(0xF08A4B),
    knight_on_dark: OKABE_SKY,
    guard_on_dark: Rgb::hex(0x3FC49B),
    last_move: OKABE_SKY,
    trail: Rgb::hex(0x1F6FB8),
    leap: OKABE_ORANGE,
    capture: OKABE_VERMILION,
    capture_rim: Rgb::hex(0xFFF4E0),
    badge_text_dark: Rgb::hex(0x1E150F),
    announce: OKABE_ORANGE,
};

const SLATE: Palette = Palette {
    frame: Rgb::hex(0x232A33),
    frame_text: Rgb::hex(0xDCE3EA),
    caption: Rgb::hex(0x1A1F26),
    caption_text: Rgb::hex(0xEEF2F6),
    caption_muted: Rgb::hex(0xA3AFBC),
    square_light: Rgb::hex(0xC9D3DC),
    square_dark: Rgb::hex(0xBEC9D3),
    grid: Rgb::hex(0x8C9AA8),
    border: Rgb::hex(0x12161B),
    throne: Rgb::hex(0x98A7B6),
    throne_mark: Rgb::hex(0x3B4756),
    stone: Rgb::hex(0xA9A49C),
    stone_face: Rgb::hex(0x807A71),
    stone_mark: Rgb::hex(0x3F3B36),
    corner: Rgb::hex(0x8F9FB0),
    corner_mark: Rgb::hex(0x3B4756),
    red: Rgb::hex(0xB44A36),
    red_mark: Rgb::hex(0xF0BDB0),
    unusable: Rgb::hex(0x14181D),
    unusable_mark: Rgb::hex(0x3A444F),
    marked: Rgb::hex(0xB3C0CC),
    marked_mark: Rgb::hex(0x2F3A47),
    gold: Rgb::hex(0xDDB044),
    gold_light: Rgb::hex(0xF5DE90),
    gold_mark: Rgb::hex(0x7D5B12),
    fort_attackers: Rgb::hex(0x8C949E),
    fort_defenders: Rgb::hex(0xE6ECF1),
    attacker_top: Rgb::hex(0x50555E),
    attacker_bottom: Rgb::hex(0x1A1C20),
    attacker_rim: Rgb::hex(0x060708),
    attacker_inner: Rgb::hex(0x666D78),
    defender_top: Rgb::hex(0xFFFFFF),
    defender_bottom: Rgb::hex(0xE3E6EA),
    defender_rim: Rgb::hex(0x1D232A),
    defender_inner: Rgb::hex(0xB4BCC6),
    crown: Rgb::hex(0xF0B429),
    crown_rim: Rgb::hex(0x5C3F05),
    cross: OKABE_BLUE,
    troll_crown: OKABE_ORANGE,
    commander: OKABE_VERMILION,
    knight: OKABE_BLUE,
    guard: OKABE_GREEN,
    commander_on_dark: Rgb::hex(0xF08A4B),
    knight_on_dark: OKABE_SKY,
    guard_on_dark: Rgb::hex(0x3FC49B),
    last_move: Rgb::hex(0xF0D060),
    trail: Rgb::hex(0xB8860B),
    leap: OKABE_ORANGE,
    capture: OKABE_VERMILION,
    capture_rim: Rgb::hex(0xFFF4E0),
    badge_text_dark: Rgb::hex(0x11151A),
    announce: OKABE_ORANGE,
};
