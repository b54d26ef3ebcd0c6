//! Charts: a player's rating after each rated game (`/rating`), drawn by
//! plotters on an RGB buffer with the project's font and sized to be read
//! on a phone (large text, one thick line). The words come from the
//! caller, in its language.

use std::sync::OnceLock;

use image::ImageEncoder;
use plotters::prelude::*;
use plotters::style::{FontStyle, register_font};

/// A rating history to draw.
#[derive(Clone, Debug)]
pub struct RatingChart<'a> {
    pub title: &'a str,
    /// Under the horizontal axis ("rated games") and beside the vertical
    /// one ("rating").
    pub x_label: &'a str,
    pub y_label: &'a str,
    /// The rating before the first game, then after each game.
    pub ratings: &'a [f64],
}

pub const CHART_WIDTH: u32 = 960;
pub const CHART_HEIGHT: u32 = 540;

/// The family name the project's font is registered under for plotters.
pub(crate) const FAMILY: &str = "hnefi";

pub(crate) fn fonts_ready() -> bool {
    static READY: OnceLock<bool> = OnceLock::new();
    *READY.get_or_init(|| {
        register_font(
            FAMILY,
            FontStyle::Normal,
            include_bytes!("../../../fonts/DejaVuSans.ttf"),
        )
        .is_ok()
            && register_font(
                FAMILY,
                FontStyle::Bold,
                include_bytes!("../../../fonts/DejaVuSans-Bold.ttf"),
            )
            .is_ok()
    })
}

/// The chart as a PNG, or what went wrong drawing it.
pub fn rating_chart(chart: &RatingChart<'_>) -> Result<Vec<u8>, String> {
    let ratings: Vec<f64> = chart
        .ratings
        .iter()
        .copied()
        .filter(|r| r.is_finite())
        .collect();
    if ratings.is_empty() {
        return Err("no ratings to draw".into());
    }
    // The vertical range: the ratings with a margin, in steps of 50.
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let bottom = ((low - 25.0) / 50.0).floor() * 50.0;
    let top = (((high + 25.0) / 50.0).ceil() * 50.0).max(bottom + 100.0);
    let games = (ratings.len() - 1).max(1) as f64;
    chart_png(
        chart.title,
        0f64..games,
        bottom..top,
        (70, 100),
        false,
        |plot| {
            let line = RGBColor(0x1f, 0x5f, 0xae);
            plot.configure_mesh()
                .x_desc(chart.x_label)
                .y_desc(chart.y_label)
                .x_labels(((games as usize) + 1).min(8))
                .y_labels(6)
                .x_label_formatter(&|x| format!("{x:.0}"))
                .y_label_formatter(&|y| format!("{y:.0}"))
                .label_style((FAMILY, 26).into_font().color(&INK))
                .axis_desc_style((FAMILY, 28).into_font().color(&INK))
                .light_line_style(RGBColor(0xe6, 0xe6, 0xe6))
                .bold_line_style(RGBColor(0xcc, 0xcc, 0xcc))
                .axis_style(INK)
                .draw()
                .map_err(|e| fail(&e))?;
            let points: Vec<(f64, f64)> = ratings
                .iter()
                .enumerate()
                .map(|(i, &r)| (i as f64, r))
                .collect();
            plot.draw_series(LineSeries::new(
                points.iter().copied(),
                line.stroke_width(5),
            ))
            .map_err(|e| fail(&e))?;
            plot.draw_series(points.iter().map(|&p| Circle::new(p, 7, line.filled())))
                .map_err(|e| fail(&e))?;
            Ok(())
        },
    )
}

/// The charts' dark ink: text, axes, lines.
pub(crate) const INK: RGBColor = RGBColor(0x2b, 0x2b, 0x2b);

/// A chart's plotting area: f64 on both axes, on the bitmap.
pub(crate) type Plot<'a, 'b> = ChartContext<
    'a,
    BitMapBackend<'b>,
    Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
>;

/// Draws a chart of [`CHART_WIDTH`] x [`CHART_HEIGHT`] on white, its
/// title on top, label areas of `label_areas` (under, beside) pixels,
/// axes over `x` and `y`; `draw` draws the rest, then the series' names
/// go in a box at the upper right if `legend`. Returns the PNG.
pub(crate) fn chart_png(
    title: &str,
    x: std::ops::Range<f64>,
    y: std::ops::Range<f64>,
    label_areas: (u32, u32),
    legend: bool,
    draw: impl FnOnce(&mut Plot<'_, '_>) -> Result<(), String>,
) -> Result<Vec<u8>, String> {
    if !fonts_ready() {
        return Err("the chart font does not load".into());
    }
    let mut buffer = vec![0u8; (CHART_WIDTH * CHART_HEIGHT * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buffer, (CHART_WIDTH, CHART_HEIGHT))
            .into_drawing_area();
        root.fill(&WHITE).map_err(|e| fail(&e))?;
        let mut plot = ChartBuilder::on(&root)
            .caption(title, (FAMILY, 34, FontStyle::Bold).into_font().color(&INK))
            .margin(20)
            .x_label_area_size(label_areas.0)
            .y_label_area_size(label_areas.1)
            .build_cartesian_2d(x, y)
            .map_err(|e| fail(&e))?;
        draw(&mut plot)?;
        if legend {
            plot.configure_series_labels()
                .position(SeriesLabelPosition::UpperRight)
                .label_font((FAMILY, 24).into_font().color(&INK))
                .background_style(WHITE.mix(0.9))
                .border_style(RGBColor(0xcc, 0xcc, 0xcc))
                .draw()
                .map_err(|e| fail(&e))?;
        }
        root.present().map_err(|e| fail(&e))?;
    }
    encode_png(&buffer, CHART_WIDTH, CHART_HEIGHT)
}

/// A drawing error, in words.
pub(crate) fn fail(e: &dyn std::fmt::Display) -> String {
    e.to_string()
}

/// An RGB buffer drawn by plotters, as a PNG.
pub(crate) fn encode_png(buffer: &[u8], width: u32, height: u32) -> Result<Vec<u8>, String> {
    let mut png = Vec::new();
    image::codecs::png::PngEncoder::new(&mut png)
        .write_image(buffer, width, height, image::ExtendedColorType::Rgb8)
        .map_err(|e| e.to_string())?;
    Ok(png)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_history_draws_as_a_png_of_the_chart_size() {
        let ratings = [1500.0, 1562.3, 1540.1, 1601.8, 1650.0];
        let png = rating_chart(&RatingChart {
            title: "Alice · Copenhagen Hnefatafl",
            x_label: "rated games",
            y_label: "rating",
            ratings: &ratings,
        })
        .unwrap();
        let image = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(image.dimensions(), (CHART_WIDTH, CHART_HEIGHT));
        // The line's blue is drawn, and so is dark text.
        let blue = image.pixels().filter(|p| p.0 == [0x1f, 0x5f, 0xae]).count();
        let dark = image
            .pixels()
            .filter(|p| p.0.iter().all(|&c| c < 0x40))
            .count();
        assert!(blue > 1000, "{blue} blue pixels");
        assert!(dark > 1000, "{dark} dark pixels");
    }

    #[test]
    fn one_game_and_odd_values_still_draw_and_nothing_is_refused() {
        assert!(
            rating_chart(&RatingChart {
                title: "",
                x_label: "",
                y_label: "",
                ratings: &[1500.0],
            })
            .is_ok()
        );
        assert!(
            rating_chart(&RatingChart {
                title: "t",
                x_label: "x",
                y_label: "y",
                ratings: &[f64::NAN],
            })
            .is_err()
        );
    }
}

/// Results by side, the server's games beside a reference's (`/stats`).
#[derive(Clone, Debug)]
pub struct ResultsChart<'a> {
    pub title: &'a str,
    /// The three groups: attackers win, defenders win, draw.
    pub groups: [&'a str; 3],
    /// Under the vertical axis ("% of games").
    pub y_label: &'a str,
    /// Each series: its name (with its number of games) and its shares in
    /// percent, in the order of `groups`.
    pub series: &'a [(String, [f64; 3])],
}

/// The colours of the series, in order.
const SERIES: [RGBColor; 2] = [RGBColor(0x1f, 0x5f, 0xae), RGBColor(0xc9, 0x8b, 0x2b)];

/// Bars of the shares of wins by side, a group per result, as a PNG.
pub fn results_chart(chart: &ResultsChart<'_>) -> Result<Vec<u8>, String> {
    let series: Vec<&(String, [f64; 3])> = chart.series.iter().take(SERIES.len()).collect();
    if series.is_empty() {
        return Err("no figures to draw".into());
    }
    let groups = chart.groups;
    chart_png(
        chart.title,
        0f64..3f64,
        0f64..100f64,
        (50, 90),
        true,
        |plot| {
            plot.configure_mesh()
                .disable_x_mesh()
                .x_labels(7)
                .x_label_formatter(&|x| {
                    let i = (x - 0.5).round();
                    if (x - 0.5 - i).abs() < 1e-6 && (0.0..3.0).contains(&i) {
                        groups[i as usize].to_string()
                    } else {
                        String::new()
                    }
                })
                .y_desc(chart.y_label)
                .y_labels(6)
                .y_label_formatter(&|y| format!("{y:.0}"))
                .label_style((FAMILY, 26).into_font().color(&INK))
                .axis_desc_style((FAMILY, 28).into_font().color(&INK))
                .light_line_style(RGBColor(0xee, 0xee, 0xee))
                .bold_line_style(RGBColor(0xd6, 0xd6, 0xd6))
                .axis_style(INK)
                .draw()
                .map_err(|e| fail(&e))?;
            let width = 0.7 / series.len() as f64;
            for (k, (name, shares)) in series.iter().enumerate() {
                let color = SERIES[k];
                plot.draw_series((0..3).map(|g| {
                    let x0 = g as f64 + 0.15 + k as f64 * width;
                    Rectangle::new(
                        [(x0, 0.0), (x0 + width * 0.92, shares[g].clamp(0.0, 100.0))],
                        color.filled(),
                    )
                }))
                .map_err(|e| fail(&e))?
                .label(name.as_str())
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 10), (x + 24, y + 10)], color.filled())
                });
                // Each bar's share written above it.
                plot.draw_series((0..3).map(|g| {
                    let x = g as f64 + 0.15 + (k as f64 + 0.46) * width;
                    Text::new(
                        format!("{:.0}%", shares[g]),
                        (x, shares[g].clamp(0.0, 92.0) + 2.0),
                        (FAMILY, 22).into_font().color(&INK).pos(
                            plotters::style::text_anchor::Pos::new(
                                plotters::style::text_anchor::HPos::Center,
                                plotters::style::text_anchor::VPos::Bottom,
                            ),
                        ),
                    )
                }))
                .map_err(|e| fail(&e))?;
            }
            Ok(())
        },
    )
}

#[cfg(test)]
mod results_tests {
    use super::*;

    #[test]
    fn shares_by_side_draw_as_bars_in_two_colours() {
        let series = [
            ("This server (12 games)".to_string(), [41.7, 50.0, 8.3]),
            ("Corpus (370 games)".to_string(), [24.1, 75.9, 0.0]),
        ];
        let png = results_chart(&ResultsChart {
            title: "Copenhagen Hnefatafl · results",
            groups: ["Attackers win", "Defenders win", "Draw"],
            y_label: "% of games",
            series: &series,
        })
        .unwrap();
        let image = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(image.dimensions(), (CHART_WIDTH, CHART_HEIGHT));
        for color in SERIES {
            let n = image
                .pixels()
                .filter(|p| p.0 == [color.0, color.1, color.2])
                .count();
            assert!(n > 2000, "{color:?}: {n} pixels");
        }
        assert!(
            results_chart(&ResultsChart {
                title: "",
                groups: ["", "", ""],
                y_label: "",
                series: &[]
            })
            .is_err()
        );
    }
}
