//! A tournament's crosstable as a picture (`/tournament standings`): a
//! row per player in standings order, a column per opponent by rank
//! number, drawn with plotters' drawing area and the project's font, large
//! enough to be read on a phone.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::chart::{FAMILY, encode_png, fonts_ready};

/// One player's line.
#[derive(Clone, Debug)]
pub struct CrossLine<'a> {
    pub rank: u32,
    pub name: &'a str,
    pub points: &'a str,
    pub withdrawn: bool,
    /// Per opponent in line order: the results against them (`1 ½`),
    /// `None` on the diagonal.
    pub results: &'a [Option<String>],
}

/// What the picture shows, its words in the caller's language.
#[derive(Clone, Debug)]
pub struct CrosstablePicture<'a> {
    pub title: &'a str,
    pub player_header: &'a str,
    pub points_header: &'a str,
    pub lines: &'a [CrossLine<'a>],
}

/// The most players drawn: the leaders, in rows and columns.
pub const CROSSTABLE_MAX_PLAYERS: usize = 24;

const MARGIN: i32 = 20;
const TITLE: i32 = 64;
const ROW: i32 = 46;
const RANK: i32 = 56;
const NAME: i32 = 300;
const CELL: i32 = 66;
const POINTS: i32 = 100;
/// Longest name drawn, in characters.
const NAME_CHARS: usize = 18;

/// The picture's size for `players` players.
pub fn crosstable_size(players: usize) -> (u32, u32) {
    let n = players.min(CROSSTABLE_MAX_PLAYERS) as i32;
    // At least 320 high: a picture Discord shows at a readable size.
    (
        (2 * MARGIN + RANK + NAME + n * CELL + POINTS) as u32,
        (2 * MARGIN + TITLE + ROW * (n + 1)).max(320) as u32,
    )
}

fn clipped(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        name.to_string()
    } else {
        let mut short: String = name.chars().take(NAME_CHARS - 1).collect();
        short.push('…');
        short
    }
}

/// The crosstable as a PNG.
pub fn crosstable_png(picture: &CrosstablePicture<'_>) -> Result<Vec<u8>, String> {
    if !fonts_ready() {
        return Err("the table font does not load".into());
    }
    let lines = &picture.lines[..picture.lines.len().min(CROSSTABLE_MAX_PLAYERS)];
    let n = lines.len();
    let (width, height) = crosstable_size(n);
    let mut buffer = vec![0u8; (width * height * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buffer, (width, height)).into_drawing_area();
        let fail = |e: &dyn std::fmt::Display| e.to_string();
        root.fill(&WHITE).map_err(|e| fail(&e))?;
        let ink = RGBColor(0x2b, 0x2b, 0x2b);
        let faint = RGBColor(0x8a, 0x8a, 0x8a);
        let shade = RGBColor(0xf1, 0xf3, 0xf6);
        let head = RGBColor(0xdd, 0xe6, 0xf2);
        let diagonal = RGBColor(0xc8, 0xc8, 0xc8);
        let rule = RGBColor(0xc0, 0xc6, 0xce);
        let text = |s: &str, size: i32, bold: bool, color: RGBColor, at: (i32, i32), h: HPos| {
            let style = if bold {
                (FAMILY, size, FontStyle::Bold).into_font()
            } else {
                (FAMILY, size).into_font()
            };
            Text::new(
                s.to_string(),
                at,
                style.color(&color).pos(Pos::new(h, VPos::Center)),
            )
        };
        root.draw(&text(
            &clipped_title(picture.title),
            32,
            true,
            ink,
            (MARGIN, MARGIN + TITLE / 2 - 6),
            HPos::Left,
        ))
        .map_err(|e| fail(&e))?;
        let top = MARGIN + TITLE;
        let left = MARGIN;
        let cells_left = left + RANK + NAME;
        let points_left = cells_left + n as i32 * CELL;
        let right = points_left + POINTS;
        // The header row.
        root.draw(&Rectangle::new(
            [(left, top), (right, top + ROW)],
            head.filled(),
        ))
        .map_err(|e| fail(&e))?;
        let middle = |row: i32| top + row * ROW + ROW / 2;
        root.draw(&text(
            picture.player_header,
            24,
            true,
            ink,
            (left + RANK + 8, middle(0)),
            HPos::Left,
        ))
        .map_err(|e| fail(&e))?;
        for (i, line) in lines.iter().enumerate() {
            let x = cells_left + i as i32 * CELL + CELL / 2;
            root.draw(&text(
                &line.rank.to_string(),
                24,
                true,
                ink,
                (x, middle(0)),
                HPos::Center,
            ))
            .map_err(|e| fail(&e))?;
        }
        root.draw(&text(
            picture.points_header,
            24,
            true,
            ink,
            (points_left + POINTS / 2, middle(0)),
            HPos::Center,
        ))
        .map_err(|e| fail(&e))?;
        for (r, line) in lines.iter().enumerate() {
            let row = r as i32 + 1;
            let y0 = top + row * ROW;
            if r % 2 == 1 {
                root.draw(&Rectangle::new(
                    [(left, y0), (right, y0 + ROW)],
                    shade.filled(),
                ))
                .map_err(|e| fail(&e))?;
            }
            let color = if line.withdrawn { faint } else { ink };
            root.draw(&text(
                &line.rank.to_string(),
                24,
                false,
                color,
                (left + RANK / 2, middle(row)),
                HPos::Center,
            ))
            .map_err(|e| fail(&e))?;
            root.draw(&text(
                &clipped(line.name),
                24,
                false,
                color,
                (left + RANK + 8, middle(row)),
                HPos::Left,
            ))
            .map_err(|e| fail(&e))?;
            for (c, result) in line.results.iter().take(n).enumerate() {
                let x0 = cells_left + c as i32 * CELL;
                match result {
                    None => {
                        root.draw(&Rectangle::new(
                            [(x0, y0), (x0 + CELL, y0 + ROW)],
                            diagonal.filled(),
                        ))
                        .map_err(|e| fail(&e))?;
                    }
                    Some(r) if !r.is_empty() => {
                        // Two legs and more: a smaller size so they fit.
                        let size = if r.chars().count() > 2 { 20 } else { 26 };
                        root.draw(&text(
                            r,
                            size,
                            false,
                            color,
                            (x0 + CELL / 2, middle(row)),
                            HPos::Center,
                        ))
                        .map_err(|e| fail(&e))?;
                    }
                    Some(_) => {}
                }
            }
            root.draw(&text(
                line.points,
                26,
                true,
                color,
                (points_left + POINTS / 2, middle(row)),
                HPos::Center,
            ))
            .map_err(|e| fail(&e))?;
        }
        // Rules between the columns and around the table.
        let bottom = top + (n as i32 + 1) * ROW;
        let mut columns = vec![left, left + RANK, cells_left];
        columns.extend((1..=n as i32).map(|i| cells_left + i * CELL));
        columns.push(right);
        for x in columns {
            root.draw(&PathElement::new(vec![(x, top), (x, bottom)], rule))
                .map_err(|e| fail(&e))?;
        }
        for row in 0..=(n as i32 + 1) {
            let y = top + row * ROW;
            root.draw(&PathElement::new(vec![(left, y), (right, y)], rule))
                .map_err(|e| fail(&e))?;
        }
        root.present().map_err(|e| fail(&e))?;
    }
    encode_png(&buffer, width, height)
}

fn clipped_title(title: &str) -> String {
    title.chars().take(60).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(n: usize, i: usize) -> Vec<Option<String>> {
        (0..n)
            .map(|j| (i != j).then(|| if i < j { "1".into() } else { "0".into() }))
            .collect()
    }

    #[test]
    fn a_crosstable_draws_at_its_size_for_any_number_of_players() {
        for n in [2, 6, 30] {
            let rows: Vec<Vec<Option<String>>> = (0..n).map(|i| results(n, i)).collect();
            let names: Vec<String> = (0..n)
                .map(|i| format!("Player number {i} with a long name"))
                .collect();
            let points: Vec<String> = (0..n).map(|i| (n - 1 - i).to_string()).collect();
            let lines: Vec<CrossLine> = (0..n)
                .map(|i| CrossLine {
                    rank: i as u32 + 1,
                    name: &names[i],
                    points: &points[i],
                    withdrawn: i == 1,
                    results: &rows[i],
                })
                .collect();
            let png = crosstable_png(&CrosstablePicture {
                title: "Spring Cup · crosstable",
                player_header: "Player",
                points_header: "Points",
                lines: &lines,
            })
            .unwrap();
            let image = image::load_from_memory(&png).unwrap().to_rgb8();
            assert_eq!(image.dimensions(), crosstable_size(n), "{n} players");
            let dark = image
                .pixels()
                .filter(|p| p.0.iter().all(|&c| c < 0x40))
                .count();
            assert!(
                dark > 500 * n.min(CROSSTABLE_MAX_PLAYERS),
                "{n}: {dark} dark pixels"
            );
        }
    }
}
