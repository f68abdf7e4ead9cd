//! How a family's positions are drawn and played by clicking (after GamesmanUni's AutoGUI):
//! declared once by the family, listed with it (`boyi games --json`, `/api/games`), and
//! drawn by the web page from the declaration alone, never from the family's name.

use serde::Serialize;

/// A family's board: what stands where, and which clicks make which move. The page finds a
/// move by the position it leaves, as the answer writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Drawing {
    /// Heaps of counters, one row each (positions are heap sizes). What a counter does:
    /// `top` takes it and every counter after it, `split` splits its heap after it, `run`
    /// picks a run of counters that the button under the heaps takes. With `limit`, a
    /// position is one heap and the most the next move may take (`N M`), and a counter
    /// takes it and every counter after it within that limit. With `block`, the heaps are
    /// the rows of a diagram (Chomp), and a counter takes it and every counter below and
    /// right of it.
    Heaps {
        /// `top`, `split`, `run`, `limit` or `block`.
        by: &'static str,
    },
    /// Cells in rows split by `/`; an empty cell holds a button for each mark it may take.
    Marks {
        /// The character of an empty cell.
        empty: &'static str,
        /// How each other character is shown.
        shown: &'static [(&'static str, &'static str)],
        /// The marks an empty cell may take: written, shown, and the words of its button.
        marks: &'static [(&'static str, &'static str, &'static str)],
    },
    /// Coins, `H` or `T`, in rows split by `/`, turned by picking them (in a grid, by the
    /// two opposite corners of a rectangle when `rectangle`).
    Coins {
        /// Whether a move turns the corners of a rectangle.
        rectangle: bool,
    },
    /// Steps numbered from 1 with a piece on each step a position names (positions are step
    /// numbers: the staircase's monks); a move is picked by clicking the steps it changes.
    Steps,
    /// A stalk of edges from the ground up (positions are strings of `L`, `R`, `G`: a
    /// Hackenbush string); clicking an edge cuts it, and everything above it falls. A
    /// position written as edges `a-bC` (vertex 0 the ground) is drawn as a graph up from the
    /// ground, its edges cut the same way.
    Stalk,
    /// Cells, one character each, in rows joined by `separator`; a move is picked by
    /// clicking the cells it changes (the cells of a domino, a stone and where it goes).
    Grid {
        /// What joins the rows (`|`).
        separator: &'static str,
        /// How each character is shown (one not listed is shown as it is).
        shown: &'static [(&'static str, &'static str)],
        /// How moves name the cells, which the board labels alike.
        names: CellNames,
    },
    /// Cells a rule file draws with `fn board(p)` (rows joined by `/`, one character a
    /// cell): each answer gives the cells of its position and of every move's (`board`), and
    /// a move is picked by clicking the cells it changes, as on a grid.
    Cells,
    /// A graph the game reads from its file, its vertices drawn round a circle: each answer
    /// carries the graph ([`Figure`], as `graph`), and a vertex is clicked to move the token
    /// there; or, for a picture whose edges are cut ([`Figure::ground`]), an edge is clicked
    /// to cut it.
    Graph,
}

/// A graph as a board draws it: its vertices' names and its edges, for a game whose board
/// is the graph it read (geography's walk, a served game graph's tokens).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename = "graph")]
pub struct Figure {
    /// The vertices' names, in the game's order.
    pub vertices: Vec<String>,
    /// The edges, `[from, to]` by the vertices' indices.
    pub edges: Vec<[u32; 2]>,
    /// Whether each edge is an arrow from its first vertex to its second.
    pub directed: bool,
    /// Whether a position is the token's walk (its start, then each vertex it moved to, the
    /// token on the last), not the vertices tokens stand on.
    pub walk: bool,
    /// For a picture whose edges are cut (Green Hackenbush): the vertex it stands on. A
    /// position is then the edges cut, numbered from 1 in the order of `edges`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ground: Option<u32>,
}

impl Figure {
    /// The most vertices a board draws.
    pub const MOST_VERTICES: usize = 40;
    /// The most edges a board draws.
    pub const MOST_EDGES: usize = 160;

    /// The figure of a graph, or `None` for one too large to draw (more than
    /// [`Figure::MOST_VERTICES`] vertices or [`Figure::MOST_EDGES`] edges).
    pub fn drawn(
        vertices: Vec<String>,
        edges: Vec<[u32; 2]>,
        directed: bool,
        walk: bool,
    ) -> Option<Figure> {
        let small = vertices.len() <= Figure::MOST_VERTICES && edges.len() <= Figure::MOST_EDGES;
        small.then_some(Figure {
            vertices,
            edges,
            directed,
            walk,
            ground: None,
        })
    }

    /// The figure of a picture standing on `ground` whose edges are cut, each edge kept in
    /// its order (loops and parallel edges too), or `None` for one too large to draw.
    pub fn picture(vertices: Vec<String>, edges: Vec<[u32; 2]>, ground: u32) -> Option<Figure> {
        let mut figure = Figure::drawn(vertices, edges, false, false)?;
        figure.ground = Some(ground);
        Some(figure)
    }
}

/// How a grid's moves name its cells, so that a board labels its rows and columns alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CellNames {
    /// Columns by letters from `a`, rows by numbers from 1 at the top: `b1` (as
    /// [`Shape::cell_name`](crate::grid::Shape::cell_name) writes them).
    Letters,
    /// Columns, or the cells of a single row, numbered from 1 (a Connect Four drop, a
    /// Toads-and-Frogs cell).
    Numbers,
}

impl CellNames {
    /// The label of column `c` (from 0).
    pub fn column(self, c: usize) -> String {
        match self {
            CellNames::Letters => char::from(b'a' + (c % 26) as u8).to_string(),
            CellNames::Numbers => (c + 1).to_string(),
        }
    }
}

/// The most counters a heap is drawn with in text; a larger heap is cut short with `…`.
const DRAWN_COUNTERS: usize = 40;

impl Drawing {
    /// The position `shown` (as the game writes it) drawn in text from this declaration, for
    /// a terminal (`boyi play`): heaps as rows of counters, a Chomp bar as squares (■) with
    /// rows and columns numbered as moves name them and the poison (☠) in the corner, coins
    /// as ● (heads) and ○, the
    /// staircase's steps from the first (● a piece, · none), a grid or marks as their cells,
    /// a Hackenbush string as its edges over the ground; `None` for a position that does not
    /// read as the declaration says (a graph of edges, say).
    pub fn picture(&self, shown: &str) -> Option<String> {
        let cells = |separator: &str, shown_as: &[(&str, &str)], empty: &str| {
            labelled(shown, separator, shown_as, empty, None)
        };
        match *self {
            Drawing::Heaps { by: "limit" } => {
                // The counters that may not be taken (●), then those that may (○).
                let (n, m) = shown.split_once(' ')?;
                let (n, m) = (n.parse::<u64>().ok()?, m.parse::<u64>().ok()?);
                let drawn = usize::try_from(n).unwrap_or(usize::MAX).min(DRAWN_COUNTERS);
                let fixed = usize::try_from(n.saturating_sub(m)).unwrap_or(usize::MAX);
                let row: String = (0..drawn)
                    .map(|i| if i < fixed { '●' } else { '○' })
                    .collect();
                let more = if drawn as u64 == n { "" } else { "…" };
                Some(format!("{n} {row}{more}").trim_end().to_string())
            }
            Drawing::Heaps { by: "block" } => {
                let rows = shown
                    .split_whitespace()
                    .map(|w| w.parse::<usize>().ok().filter(|&n| n <= DRAWN_COUNTERS))
                    .collect::<Option<Vec<_>>>()?;
                let widest = *rows.iter().max()?;
                let width = rows.len().to_string().len();
                let columns: Vec<String> = (1..=widest).map(|c| (c % 10).to_string()).collect();
                let header = format!("{:width$} {}", "", columns.join(" "));
                let drawn = rows.iter().enumerate().map(|(r, &n)| {
                    let squares: Vec<&str> = (0..n)
                        .map(|c| if r == 0 && c == 0 { "☠" } else { "■" })
                        .collect();
                    format!("{:>width$} {}", r + 1, squares.join(" "))
                });
                Some(
                    std::iter::once(header)
                        .chain(drawn)
                        .collect::<Vec<_>>()
                        .join("\n"),
                )
            }
            Drawing::Heaps { .. } => {
                let heaps = shown
                    .split_whitespace()
                    .map(|w| w.parse::<u64>().ok())
                    .collect::<Option<Vec<_>>>()?;
                let width = heaps.iter().map(|n| n.to_string().len()).max().unwrap_or(0);
                let rows: Vec<String> = heaps
                    .iter()
                    .map(|&n| {
                        let drawn = usize::try_from(n).unwrap_or(usize::MAX).min(DRAWN_COUNTERS);
                        let more = if drawn as u64 == n { "" } else { "…" };
                        let row = format!("{n:>width$} {}{more}", "●".repeat(drawn));
                        row.trim_end().to_string()
                    })
                    .collect();
                Some(rows.join("\n"))
            }
            Drawing::Coins { .. } => Some(cells("/", &[("H", "●"), ("T", "○")], "·")),
            Drawing::Steps => {
                let steps = shown
                    .split_whitespace()
                    .map(|w| w.parse::<usize>().ok())
                    .collect::<Option<Vec<_>>>()?;
                let top = *steps.iter().max()?;
                if top > DRAWN_COUNTERS {
                    return None;
                }
                let row: String = (1..=top)
                    .map(|s| if steps.contains(&s) { '●' } else { '·' })
                    .collect();
                Some(row)
            }
            Drawing::Grid {
                separator,
                shown: shown_as,
                names,
            } => Some(labelled(shown, separator, shown_as, "·", Some(names))),
            Drawing::Marks {
                empty,
                shown: shown_as,
                ..
            } => Some(cells("/", shown_as, empty)),
            Drawing::Cells => Some(labelled(shown, "/", &[], "·", None)),
            Drawing::Graph => None,
            Drawing::Stalk => {
                // One string of edges from the ground up, drawn top edge first over the
                // ground; a position written as edges of a graph is not drawn.
                let edges: Vec<char> = shown.chars().collect();
                let string = edges.iter().all(|c| matches!(c, 'L' | 'R' | 'G'));
                if edges.is_empty() || edges.len() > DRAWN_COUNTERS || !string {
                    return None;
                }
                let mut rows: Vec<String> = edges.iter().rev().map(|c| format!(" {c}")).collect();
                rows.push("━━━".to_string());
                Some(rows.join("\n"))
            }
        }
    }
}

/// The cells of `shown` (rows joined by `separator`), each as `shown_as` says (`empty` for one
/// shown as nothing), one row a line; with `names`, the columns labelled over them and, for
/// lettered columns, each row numbered before it, as moves name them.
fn labelled(
    shown: &str,
    separator: &str,
    shown_as: &[(&str, &str)],
    empty: &str,
    names: Option<CellNames>,
) -> String {
    let cell = |c: char| {
        let c = c.to_string();
        match shown_as.iter().find(|(written, _)| *written == c) {
            Some((_, "")) => empty.to_string(),
            Some((_, drawn)) => drawn.to_string(),
            None => c,
        }
    };
    let rows: Vec<Vec<String>> = shown
        .split(separator)
        .map(|row| row.chars().map(cell).collect())
        .collect();
    let Some(names) = names else {
        let lines: Vec<String> = rows.iter().map(|r| r.join(" ")).collect();
        return lines.join("\n");
    };
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let labels: Vec<String> = (0..columns).map(|c| names.column(c)).collect();
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(1);
    let numbered = names == CellNames::Letters;
    let margin = if numbered {
        rows.len().to_string().len() + 1
    } else {
        0
    };
    let pad = |text: &str| format!("{text:>width$}");
    let mut lines = vec![format!(
        "{}{}",
        " ".repeat(margin),
        labels.iter().map(|l| pad(l)).collect::<Vec<_>>().join(" ")
    )];
    for (r, row) in rows.iter().enumerate() {
        let number = if numbered {
            format!("{:>w$} ", r + 1, w = margin - 1)
        } else {
            String::new()
        };
        let cells: Vec<String> = row.iter().map(|c| pad(c)).collect();
        lines.push(format!("{number}{}", cells.join(" ")));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_drawn_from_the_declaration() {
        let heaps = Drawing::Heaps { by: "top" };
        assert_eq!(
            heaps.picture("3 10 0").unwrap(),
            " 3 ●●●\n10 ●●●●●●●●●●\n 0"
        );
        assert!(heaps.picture("99").unwrap().ends_with("●…"));
        assert_eq!(heaps.picture("x"), None);
        let bar = Drawing::Heaps { by: "block" };
        assert_eq!(bar.picture("3 2").unwrap(), "  1 2 3\n1 ☠ ■ ■\n2 ■ ■");
        let limited = Drawing::Heaps { by: "limit" };
        assert_eq!(limited.picture("5 2").unwrap(), "5 ●●●○○");
        assert_eq!(limited.picture("0 0").unwrap(), "0");
        let coins = Drawing::Coins { rectangle: true };
        assert_eq!(coins.picture("TH/HT").unwrap(), "○ ●\n● ○");
        assert_eq!(Drawing::Steps.picture("1 3").unwrap(), "●·●");
        let grid = Drawing::Grid {
            separator: "|",
            shown: &[(".", ""), ("#", "■")],
            names: CellNames::Letters,
        };
        assert_eq!(grid.picture(".#|..").unwrap(), "  a b\n1 · ■\n2 · ·");
        let row = Drawing::Grid {
            separator: "|",
            shown: &[(".", "")],
            names: CellNames::Numbers,
        };
        assert_eq!(row.picture("T.........F").unwrap().lines().count(), 2);
        assert!(row.picture("T.F").unwrap().starts_with("1 2 3\nT · F"));
        assert_eq!(Drawing::Stalk.picture("LRG").unwrap(), " G\n R\n L\n━━━");
        assert_eq!(Drawing::Stalk.picture("0-1L 1-2R"), None);
    }
}
