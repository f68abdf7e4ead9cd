//! `boyi table --plot FILE.svg|FILE.png`: a table drawn. Heap values against heap size,
//! with the period marked; Wythoff's P-positions as a map of the (a, b) plane; the grid of
//! a game on two numbers, cell by cell.

use crate::failure::{quoted, Failure};
use boyi::solve::period::Period;
use boyi::Text;
use plotters::coord::Shift;
use plotters::prelude::*;

/// The most heaps drawn: beyond, the table goes on but the plot stops.
pub const MOST_POINTS: u64 = 1 << 24;

/// Columns of a plot of many values: each shows the distinct values of its heaps.
const COLUMNS: usize = 2000;

/// Distinct values drawn in one column at most.
const COLUMN_VALUES: usize = 64;

/// The size of a plot, in pixels.
const SIZE: (u32, u32) = (1000, 500);

/// A file to draw into, and its kind.
pub struct Target {
    path: String,
    png: bool,
}

/// The file named by `--plot`, checked before any work.
pub fn target(path: &str) -> Result<Target, Failure> {
    let lower = path.to_ascii_lowercase();
    let png = lower.ends_with(".png");
    if !png && !lower.ends_with(".svg") {
        return Err(Failure::new(
            Text::new("error-plot-extension").arg("path", quoted(path)),
        ));
    }
    Ok(Target {
        path: path.to_string(),
        png,
    })
}

/// A picture that can be drawn on any backend.
trait Picture {
    /// Its size in pixels.
    fn size(&self) -> (u32, u32) {
        SIZE
    }

    /// Draws itself on `root`.
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String>;
}

/// Draws `picture` into the target's file.
fn draw_to(target: &Target, picture: &impl Picture) -> Result<(), Failure> {
    register_font();
    let fail = |e: String| {
        Failure::new(
            Text::new("error-plot-draw")
                .arg("path", quoted(&target.path))
                .arg("error", e),
        )
    };
    if target.png {
        let (width, height) = picture.size();
        let mut pixels = vec![0u8; 3 * width as usize * height as usize];
        {
            let root = BitMapBackend::with_buffer(&mut pixels, (width, height)).into_drawing_area();
            picture.draw(&root).map_err(fail)?;
            root.present().map_err(|e| fail(e.to_string()))?;
        }
        write_png(&target.path, (width, height), &pixels).map_err(fail)
    } else {
        let root = SVGBackend::new(&target.path, picture.size()).into_drawing_area();
        picture.draw(&root).map_err(fail)?;
        root.present().map_err(|e| fail(e.to_string()))
    }
}

/// Writes 8-bit RGB `pixels` of the given size to `path` as a PNG file.
fn write_png(path: &str, (width, height): (u32, u32), pixels: &[u8]) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(pixels).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())
}

/// Heap values against heap size: every value of a short table, or each column's distinct
/// values for a long one; the proven period shaded from its start for one period.
pub fn values(
    target: &Target,
    game: &str,
    values: &[Option<u64>],
    period: Option<Period>,
) -> Result<(), Failure> {
    let picture = Values {
        game,
        points: columns(values),
        last: values.len().max(2) as u64 - 1,
        period,
    };
    draw_to(target, &picture)
}

/// A plot of heap values.
struct Values<'a> {
    game: &'a str,
    points: Vec<(u64, u64)>,
    last: u64,
    period: Option<Period>,
}

impl Picture for Values<'_> {
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let (last, period) = (self.last, self.period);
        let top = self
            .points
            .iter()
            .map(|&(_, g)| g)
            .max()
            .unwrap_or(0)
            .saturating_add(1);
        root.fill(&WHITE).map_err(text)?;
        let caption = match period {
            Some(p) if p.shift > 0 => format!(
                "{}: period {} from heap {}, saltus {}",
                self.game, p.period, p.preperiod, p.shift
            ),
            Some(p) => format!(
                "{}: period {} from heap {}",
                self.game, p.period, p.preperiod
            ),
            None => format!("{}: no period proven", self.game),
        };
        let mut chart = ChartBuilder::on(root)
            .caption(caption, ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(0..last, 0..top)
            .map_err(text)?;
        chart
            .configure_mesh()
            .x_desc("heap")
            .y_desc("value")
            .light_line_style(WHITE)
            .draw()
            .map_err(text)?;
        if let Some(p) = period {
            let end = (p.preperiod + p.period).min(last);
            let shade = RGBColor(255, 224, 178).filled();
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(p.preperiod.min(last), 0), (end, top)],
                    shade,
                )))
                .map_err(text)?
                .label(format!("one period ({} heaps)", p.period))
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], shade));
        }
        let dot = RGBColor(25, 90, 170).filled();
        // Big dots for a short table, small ones for a crowd.
        let radius = if self.points.len() <= 500 { 3 } else { 1 };
        chart
            .draw_series(
                self.points
                    .iter()
                    .map(|&(n, g)| Circle::new((n, g), radius, dot)),
            )
            .map_err(text)?;
        if period.is_some() {
            chart
                .configure_series_labels()
                .background_style(WHITE.mix(0.8))
                .border_style(BLACK)
                .draw()
                .map_err(text)?;
        }
        Ok(())
    }
}

/// Wythoff's P-positions (a, b) and (b, a) in the plane: the two rays of slopes φ and 1/φ.
pub fn pairs(target: &Target, game: &str, pairs: &[(u64, u64)]) -> Result<(), Failure> {
    draw_to(target, &Pairs { game, pairs })
}

/// A map of P-positions.
struct Pairs<'a> {
    game: &'a str,
    pairs: &'a [(u64, u64)],
}

impl Picture for Pairs<'_> {
    /// Square: the two rays are mirror images.
    fn size(&self) -> (u32, u32) {
        (SIZE.1, SIZE.1)
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let top = self.pairs.iter().map(|&(_, b)| b).max().unwrap_or(1).max(1);
        root.fill(&WHITE).map_err(text)?;
        let mut chart = ChartBuilder::on(root)
            .caption(format!("{}: P-positions", self.game), ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(0..top, 0..top)
            .map_err(text)?;
        chart
            .configure_mesh()
            .x_desc("heap 1")
            .y_desc("heap 2")
            .light_line_style(WHITE)
            .draw()
            .map_err(text)?;
        let dot = RGBColor(200, 40, 40).filled();
        let both = self.pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]);
        chart
            .draw_series(both.map(|p| Circle::new(p, 2, dot)))
            .map_err(text)?;
        Ok(())
    }
}

/// The most rows and columns of a grid drawn: past them, the plot shows the corner.
pub const MOST_GRID_SIDE: u64 = 512;

/// A grid of positions (a, b): each cell coloured by its nimber, or dark where the mover
/// loses (P) and light where it wins; `cells` row by row, `side` a row.
pub fn grid(
    target: &Target,
    game: &str,
    side: u64,
    cells: &[(Option<u64>, bool)],
) -> Result<(), Failure> {
    draw_to(target, &Grid { game, side, cells })
}

/// A grid of positions (a, b).
struct Grid<'a> {
    game: &'a str,
    side: u64,
    cells: &'a [(Option<u64>, bool)],
}

impl Picture for Grid<'_> {
    /// Square, as the grid is.
    fn size(&self) -> (u32, u32) {
        (SIZE.1 + 100, SIZE.1 + 100)
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let shown = self.side.min(MOST_GRID_SIDE);
        let nimbers = self.cells.iter().all(|c| c.0.is_some());
        root.fill(&WHITE).map_err(text)?;
        let what = if nimbers {
            "nimbers (P dark)"
        } else {
            "P-positions dark"
        };
        let mut chart = ChartBuilder::on(root)
            .caption(format!("{}: {what}", self.game), ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(0..shown, shown..0)
            .map_err(text)?;
        chart
            .configure_mesh()
            .disable_mesh()
            .x_desc("b")
            .y_desc("a")
            .draw()
            .map_err(text)?;
        let colour = |&(g, lost): &(Option<u64>, bool)| match (lost, g) {
            (true, _) => RGBColor(40, 20, 20),
            (false, Some(g)) if nimbers => {
                // Golden-ratio hues: neighbouring values get far-apart colours.
                let hue = (g as f64 * 0.618_033_988_75).fract();
                let (r, g, b) = HSLColor(hue, 0.65, 0.6).to_rgba().rgb();
                RGBColor(r, g, b)
            }
            _ => RGBColor(235, 235, 225),
        };
        let cells = (0..shown).flat_map(|a| (0..shown).map(move |b| (a, b)));
        chart
            .draw_series(cells.map(|(a, b)| {
                let cell = &self.cells[(a * self.side + b) as usize];
                Rectangle::new([(b, a), (b + 1, a + 1)], colour(cell).filled())
            }))
            .map_err(text)?;
        Ok(())
    }
}

/// The points of a plot of `values`: all of them when few, else each column's distinct
/// values (at most [`COLUMN_VALUES`]), at the column's first heap.
fn columns(values: &[Option<u64>]) -> Vec<(u64, u64)> {
    let width = values.len().div_ceil(COLUMNS).max(1);
    let mut points = Vec::new();
    for (c, column) in values.chunks(width).enumerate() {
        let mut seen: Vec<u64> = column.iter().flatten().copied().collect();
        seen.sort_unstable();
        seen.dedup();
        let at = (c * width) as u64;
        points.extend(seen.iter().take(COLUMN_VALUES).map(|&g| (at, g)));
    }
    points
}

/// A drawing error in words.
fn text(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Gives plotters the embedded DejaVu Sans for every label, once.
fn register_font() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // The font is a fixed, valid file: registering it cannot fail.
        let _ = plotters::style::register_font(
            "sans-serif",
            FontStyle::Normal,
            dejavu::sans::regular(),
        );
    });
}

/// A thermograph: value across (Left's side on the left, as Winning Ways draws it),
/// temperature up, the two walls and the mast.
pub fn thermograph(
    target: &Target,
    title: &str,
    t: &boyi::partizan::Thermograph,
) -> Result<(), Failure> {
    let top = t.temperature.to_f64().max(0.0) + 1.0;
    let wall = |w: &boyi::partizan::Wall| {
        let mut line: Vec<(f64, f64)> = w
            .points()
            .iter()
            .map(|(t, v)| (v.to_f64(), t.to_f64()))
            .collect();
        line.push((t.mean.to_f64(), top));
        line
    };
    let picture = Thermo {
        title,
        left: wall(&t.left),
        right: wall(&t.right),
        top,
    };
    draw_to(target, &picture)
}

/// A drawn thermograph.
struct Thermo<'a> {
    title: &'a str,
    left: Vec<(f64, f64)>,
    right: Vec<(f64, f64)>,
    top: f64,
}

impl Picture for Thermo<'_> {
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let values = self.left.iter().chain(&self.right).map(|p| p.0);
        let (low, high) = values.fold((f64::MAX, f64::MIN), |(l, h), v| (l.min(v), h.max(v)));
        let margin = ((high - low) / 10.0).max(0.5);
        root.fill(&WHITE).map_err(text)?;
        let mut chart = ChartBuilder::on(root)
            .caption(format!("thermograph of {}", self.title), ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d((high + margin)..(low - margin), -1.0..self.top)
            .map_err(text)?;
        chart
            .configure_mesh()
            .x_desc("value")
            .y_desc("temperature")
            .light_line_style(WHITE)
            .draw()
            .map_err(text)?;
        let blue = RGBColor(30, 80, 200).stroke_width(2);
        let red = RGBColor(200, 40, 40).stroke_width(2);
        chart
            .draw_series(LineSeries::new(self.left.iter().copied(), blue))
            .map_err(text)?;
        chart
            .draw_series(LineSeries::new(self.right.iter().copied(), red))
            .map_err(text)?;
        Ok(())
    }
}

/// A partizan table: the mean and the temperature of each row's value, row by row.
pub fn means(target: &Target, title: &str, rows: &[(u64, f64, f64)]) -> Result<(), Failure> {
    draw_to(target, &Means { title, rows })
}

/// Means and temperatures along a table.
struct Means<'a> {
    title: &'a str,
    rows: &'a [(u64, f64, f64)],
}

impl Picture for Means<'_> {
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let first = self.rows.first().map_or(0, |r| r.0);
        let last = self.rows.last().map_or(1, |r| r.0).max(first + 1);
        let values = self.rows.iter().flat_map(|r| [r.1, r.2]);
        let (low, high) = values.fold((0.0f64, 0.0f64), |(l, h), v| (l.min(v), h.max(v)));
        let margin = ((high - low) / 10.0).max(0.5);
        root.fill(&WHITE).map_err(text)?;
        let mut chart = ChartBuilder::on(root)
            .caption(self.title, ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(first..last, (low - margin)..(high + margin))
            .map_err(text)?;
        chart
            .configure_mesh()
            .x_desc("n")
            .y_desc("value")
            .light_line_style(WHITE)
            .draw()
            .map_err(text)?;
        let series = [
            ("mean", RGBColor(30, 80, 200), 1),
            ("temperature", RGBColor(200, 40, 40), 2),
        ];
        for (name, colour, column) in series {
            let points: Vec<(u64, f64)> = self
                .rows
                .iter()
                .map(|r| (r.0, if column == 1 { r.1 } else { r.2 }))
                .collect();
            chart
                .draw_series(LineSeries::new(
                    points.iter().copied(),
                    colour.stroke_width(2),
                ))
                .map_err(text)?
                .label(name)
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], colour));
            chart
                .draw_series(points.iter().map(|&p| Circle::new(p, 3, colour.filled())))
                .map_err(text)?;
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(text)?;
        Ok(())
    }
}
