//! A review's evaluation graph (`/review`): the attackers' chance to win
//! before the first move and after each one, the area under it shaded in
//! the attackers' dark and above it in the defenders' light, so the
//! swings read at a glance on a phone; marked moves are dots coloured by
//! their mark, named in a legend. The words come from the caller.

use plotters::prelude::*;

use crate::chart::{FAMILY, INK, chart_png, fail};

/// What an evaluation graph shows.
#[derive(Clone, Debug)]
pub struct EvalChart<'a> {
    pub title: &'a str,
    /// Under the horizontal axis ("moves") and beside the vertical one
    /// ("attackers' win chance, %").
    pub x_label: &'a str,
    pub y_label: &'a str,
    /// The attackers' chance (0 to 1) before the first move, then after
    /// each move.
    pub chances: &'a [f64],
    /// Marked moves: (the move's number, 1 for the first, and how bad it
    /// was, 0 inaccuracy, 1 mistake, 2 blunder).
    pub marks: &'a [(usize, u8)],
    /// The marks' names for the legend, in that order.
    pub mark_names: [&'a str; 3],
}

/// The marks' colours: inaccuracy, mistake, blunder.
pub const MARK_COLOURS: [RGBColor; 3] = [
    RGBColor(0xe0, 0xa8, 0x00),
    RGBColor(0xe8, 0x6a, 0x10),
    RGBColor(0xc6, 0x28, 0x28),
];

/// The attackers' side of the graph (under the curve) and the defenders'.
const ATTACKERS_SHADE: RGBColor = RGBColor(0x4a, 0x40, 0x38);
const DEFENDERS_SHADE: RGBColor = RGBColor(0xf2, 0xea, 0xdc);

/// The graph as a PNG of the charts' size (`CHART_WIDTH` x `CHART_HEIGHT`).
pub fn eval_chart(chart: &EvalChart<'_>) -> Result<Vec<u8>, String> {
    if chart.chances.is_empty() || chart.chances.iter().any(|c| !c.is_finite()) {
        return Err("no chances to draw".into());
    }
    let percent: Vec<f64> = chart
        .chances
        .iter()
        .map(|c| c.clamp(0.0, 1.0) * 100.0)
        .collect();
    let last = (percent.len() - 1).max(1) as f64;
    let legend = !chart.marks.is_empty();
    chart_png(
        chart.title,
        0f64..last,
        0f64..100f64,
        (70, 100),
        legend,
        |plot| {
            // The defenders' light over the whole plot, the attackers' dark
            // under the curve.
            plot.draw_series(std::iter::once(Rectangle::new(
                [(0.0, 0.0), (last, 100.0)],
                DEFENDERS_SHADE.filled(),
            )))
            .map_err(|e| fail(&e))?;
            let mut area: Vec<(f64, f64)> = vec![(0.0, 0.0)];
            area.extend(percent.iter().enumerate().map(|(i, &p)| (i as f64, p)));
            area.push(((percent.len() - 1) as f64, 0.0));
            plot.draw_series(std::iter::once(Polygon::new(
                area,
                ATTACKERS_SHADE.mix(0.85).filled(),
            )))
            .map_err(|e| fail(&e))?;
            plot.configure_mesh()
                .x_desc(chart.x_label)
                .y_desc(chart.y_label)
                .x_labels(((last as usize) + 1).min(10))
                .y_labels(5)
                .x_label_formatter(&|x| format!("{x:.0}"))
                .y_label_formatter(&|y| format!("{y:.0}"))
                .label_style((FAMILY, 26).into_font().color(&INK))
                .axis_desc_style((FAMILY, 28).into_font().color(&INK))
                .light_line_style(TRANSPARENT)
                .bold_line_style(RGBColor(0xb0, 0xa8, 0x9c).mix(0.6))
                .axis_style(INK)
                .draw()
                .map_err(|e| fail(&e))?;
            // Even chances.
            plot.draw_series(DashedLineSeries::new(
                [(0.0, 50.0), (last, 50.0)],
                12,
                8,
                RGBColor(0x9a, 0x8f, 0x80).stroke_width(2),
            ))
            .map_err(|e| fail(&e))?;
            plot.draw_series(LineSeries::new(
                percent.iter().enumerate().map(|(i, &p)| (i as f64, p)),
                INK.stroke_width(3),
            ))
            .map_err(|e| fail(&e))?;
            for (kind, colour) in MARK_COLOURS.iter().enumerate() {
                let dots: Vec<(f64, f64)> = chart
                    .marks
                    .iter()
                    .filter(|(_, k)| usize::from(*k) == kind)
                    .filter_map(|&(n, _)| percent.get(n).map(|&p| (n as f64, p)))
                    .collect();
                if dots.is_empty() {
                    continue;
                }
                let colour = *colour;
                plot.draw_series(dots.iter().map(|&p| {
                    EmptyElement::at(p)
                        + Circle::new((0, 0), 11, WHITE.filled())
                        + Circle::new((0, 0), 8, colour.filled())
                }))
                .map_err(|e| fail(&e))?
                .label(chart.mark_names[kind])
                .legend(move |(x, y)| Circle::new((x + 10, y), 9, colour.filled()));
            }
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{CHART_HEIGHT, CHART_WIDTH};

    fn count(image: &image::RgbImage, colour: RGBColor) -> usize {
        image
            .pixels()
            .filter(|p| p.0 == [colour.0, colour.1, colour.2])
            .count()
    }

    #[test]
    fn a_review_draws_its_marks_in_their_colours() {
        let chances = [0.5, 0.52, 0.48, 0.55, 0.2, 0.25, 0.9, 0.88, 1.0];
        let png = eval_chart(&EvalChart {
            title: "Game #12 · Copenhagen Hnefatafl",
            x_label: "moves",
            y_label: "attackers' chance, %",
            chances: &chances,
            marks: &[(4, 2), (6, 1), (2, 0)],
            mark_names: ["inaccuracy", "mistake", "blunder"],
        })
        .unwrap();
        let image = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(image.dimensions(), (CHART_WIDTH, CHART_HEIGHT));
        for colour in MARK_COLOURS {
            assert!(count(&image, colour) > 150, "{colour:?}");
        }
        assert!(count(&image, DEFENDERS_SHADE) > 20_000);
    }

    #[test]
    fn a_review_without_marks_or_moves_still_draws_and_nonsense_is_refused() {
        let png = eval_chart(&EvalChart {
            title: "",
            x_label: "",
            y_label: "",
            chances: &[0.5],
            marks: &[],
            mark_names: ["", "", ""],
        })
        .unwrap();
        let image = image::load_from_memory(&png).unwrap().to_rgb8();
        for colour in MARK_COLOURS {
            assert_eq!(count(&image, colour), 0);
        }
        for chances in [&[][..], &[f64::NAN][..]] {
            assert!(
                eval_chart(&EvalChart {
                    title: "",
                    x_label: "",
                    y_label: "",
                    chances,
                    marks: &[],
                    mark_names: ["", "", ""],
                })
                .is_err()
            );
        }
    }
}
