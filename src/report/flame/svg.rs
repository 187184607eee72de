//! cgann's flame graph: one self-contained SVG (no external resources),
//! interactive as flamegraph.pl's is: click a frame to zoom to it, Reset
//! zoom, Search (a regular expression; the matched share is shown), a
//! tooltip and a details line with the frame's exact figures. Frames whose
//! weight is estimated are hatched (not told apart by colour alone); the
//! title and legend state the share of the event on exact stacks.

use std::io::{self, Write};

use super::{FlameOptions, exactness_note, min_weight, xml_escape};
use crate::analysis::stacks::Tree;
use crate::report::format::commify;

pub(super) const WIDTH: f64 = 1200.0;
const PAD: f64 = 10.0;
const FRAME: f64 = 16.0;
const TOP: f64 = 84.0;
const BOTTOM: f64 = 40.0;
/// Average glyph width at the labels' 12px, for cutting labels to fit.
const GLYPH: f64 = 7.0;

/// A frame's fill: a warm colour from its name, so a function has the
/// same colour everywhere (and in every run).
pub(super) fn colour(label: &[u8]) -> String {
    let mut h: u32 = 2166136261;
    for &b in label {
        h = (h ^ u32::from(b)).wrapping_mul(16777619);
    }
    let r = 205 + (h % 50);
    let g = 80 + ((h >> 8) % 130);
    let b = (h >> 16) % 55;
    format!("rgb({r},{g},{b})")
}

/// A label cut to `width` pixels (`..` marks the cut), empty when not even
/// three glyphs fit.
pub(super) fn fit(label: &str, width: f64) -> String {
    let fits = ((width - 6.0) / GLYPH).floor();
    if fits < 3.0 {
        return String::new();
    }
    let fits = fits as usize;
    if label.chars().count() <= fits {
        return label.to_string();
    }
    let mut s: String = label.chars().take(fits - 2).collect();
    s.push_str("..");
    s
}

/// A tooltip's text for a `<title>`: each line escaped, the lines joined by
/// a character reference (a raw line feed would be one of the control
/// characters [`xml_escape`] drops), so the first line is the frame's
/// label as the search reads it.
fn tooltip(text: &str) -> String {
    text.split('\n')
        .map(|line| xml_escape(line.as_bytes()))
        .collect::<Vec<_>>()
        .join("&#10;")
}

/// How a frame is drawn beyond its geometry (the differential graph
/// colours by change).
pub(super) struct Paint {
    pub fill: String,
    /// Extra tooltip text.
    pub note: String,
    /// A non-colour cue of the change: a text prefix.
    pub mark: &'static str,
}

/// Writes the flame graph of the tree's first event; returns how many
/// frames were left out as narrower than `--min-width`.
pub fn write_svg(out: &mut dyn Write, tree: &Tree, opts: &FlameOptions) -> io::Result<usize> {
    let subtitle = exactness_note(tree, 0);
    write_svg_with(
        out,
        tree,
        opts,
        &subtitle,
        &|f| Paint {
            fill: colour(&tree.key(f).label),
            note: String::new(),
            mark: "",
        },
        &[],
    )
}

pub(super) fn write_svg_with(
    out: &mut dyn Write,
    tree: &Tree,
    opts: &FlameOptions,
    subtitle: &str,
    paint: &dyn Fn(u32) -> Paint,
    extra: &[String],
) -> io::Result<usize> {
    let event = 0;
    let total = tree.shown_total(event);
    // Frames narrower than --min-width, and than a tenth of a pixel, are
    // left out (and counted).
    let min = min_weight(tree, event, opts.min_width).max((total as f64 / (WIDTH - 2.0 * PAD) * 0.1) as u64);
    let (keep, pruned) = tree.prune(event, min);
    // Depth and start of every kept frame, in weight units.
    let mut depth = vec![0usize; tree.frames.len()];
    let mut start = vec![0u64; tree.frames.len()];
    let mut max_depth = 0;
    let mut next_root = 0u64;
    for f in tree.preorder() {
        if !keep[f as usize] {
            continue;
        }
        let parent = tree.frames[f as usize].parent;
        if parent == crate::analysis::stacks::ROOT {
            depth[f as usize] = 0;
            start[f as usize] = next_root;
            next_root += tree.weight(f, event);
        }
        let mut x = start[f as usize];
        for &c in &tree.frames[f as usize].children {
            if keep[c as usize] {
                depth[c as usize] = depth[f as usize] + 1;
                start[c as usize] = x;
                x += tree.weight(c, event);
            }
        }
        max_depth = max_depth.max(depth[f as usize] + 1);
    }
    let graph_height = TOP + max_depth as f64 * FRAME + BOTTOM;
    let height = graph_height + extra.len() as f64 * FRAME;
    let scale = if total == 0 {
        0.0
    } else {
        (WIDTH - 2.0 * PAD) / total as f64
    };
    let kind = if opts.inverted {
        "callers"
    } else if opts.icicle {
        "icicle"
    } else {
        "flame graph"
    };
    let title = format!("{} {kind}: {}", tree.events[event], opts.title);
    writeln!(out, r#"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#)?;
    writeln!(
        out,
        r#"<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" data-total="{total}" data-event="{}" data-icicle="{}">"#,
        xml_escape(tree.events[event].as_bytes()),
        u8::from(opts.icicle || opts.inverted)
    )?;
    writeln!(
        out,
        r##"<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="none"/><line x1="0" y1="0" x2="0" y2="6" stroke="#000" stroke-opacity="0.45" stroke-width="2"/></pattern></defs>
<style>
text {{ font-family: Verdana, sans-serif; font-size: 12px; fill: #000; }}
#title {{ font-size: 17px; text-anchor: middle; }}
#subtitle {{ font-size: 12px; text-anchor: middle; fill: #444; }}
.f rect {{ stroke: #fff; stroke-width: 0.5; }}
.f:hover rect {{ stroke: #000; stroke-width: 1; }}
.f text {{ pointer-events: none; }}
.hidden {{ display: none; }}
.button {{ cursor: pointer; fill: #06c; }}
</style>"##
    )?;
    writeln!(
        out,
        r##"<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#f8f8f2"/>"##
    )?;
    writeln!(
        out,
        r#"<text id="title" x="{}" y="24">{}</text>"#,
        WIDTH / 2.0,
        xml_escape(title.as_bytes())
    )?;
    writeln!(
        out,
        r#"<text id="subtitle" x="{}" y="42">{}</text>"#,
        WIDTH / 2.0,
        xml_escape(subtitle.as_bytes())
    )?;
    // The legend: a solid and a hatched swatch.
    writeln!(
        out,
        r##"<g id="legend"><rect x="{PAD}" y="52" width="24" height="12" fill="rgb(230,140,30)"/><text x="{}" y="62">exact: the recorded cost of the whole stack</text><rect x="330" y="52" width="24" height="12" fill="rgb(230,140,30)"/><rect x="330" y="52" width="24" height="12" fill="url(#hatch)"/><text x="360" y="62">estimated: split between callers in proportion to their calls</text></g>"##,
        PAD + 30.0
    )?;
    writeln!(
        out,
        r#"<text id="reset" class="button hidden" x="{PAD}" y="80">Reset zoom</text><text id="search" class="button" x="{}" y="80" text-anchor="end">Search</text><text id="matched" x="{}" y="{}" text-anchor="end"></text>"#,
        WIDTH - PAD,
        WIDTH - PAD,
        graph_height - 12.0
    )?;
    writeln!(
        out,
        r#"<text id="details" x="{PAD}" y="{}"> </text>"#,
        graph_height - 12.0
    )?;
    for (i, line) in extra.iter().enumerate() {
        writeln!(
            out,
            r#"<text x="{PAD}" y="{}" xml:space="preserve" font-family="monospace">{}</text>"#,
            graph_height + 4.0 + i as f64 * FRAME,
            xml_escape(line.as_bytes())
        )?;
    }
    writeln!(out, r#"<g id="frames">"#)?;
    let pct = |w: u64| {
        if total == 0 {
            0.0
        } else {
            w as f64 * 100.0 / total as f64
        }
    };
    for f in tree.preorder() {
        if !keep[f as usize] {
            continue;
        }
        let frame = &tree.frames[f as usize];
        let w = tree.weight(f, event);
        let d = depth[f as usize];
        let y = if opts.icicle || opts.inverted {
            TOP + d as f64 * FRAME
        } else {
            graph_height - BOTTOM - (d + 1) as f64 * FRAME
        };
        let x = PAD + start[f as usize] as f64 * scale;
        let width = w as f64 * scale;
        let label = String::from_utf8_lossy(&tree.key(f).label).into_owned();
        let p = paint(f);
        let status = if frame.exact { "exact" } else { "estimated" };
        let own = tree.self_weight(f, event);
        let tip = format!(
            "{}{label}\n{} {} ({:.2}%), {status}; self {}{}{}",
            p.mark,
            commify(w),
            tree.events[event],
            pct(w),
            commify(own),
            if frame.unexpanded {
                "; its callees not expanded"
            } else {
                ""
            },
            p.note
        );
        writeln!(
            out,
            r#"<g class="f" data-x="{}" data-w="{w}" data-d="{d}" data-exact="{}"><title>{}</title><rect x="{x:.2}" y="{y:.1}" width="{width:.2}" height="{}" fill="{}"/>{}<text x="{:.2}" y="{:.1}">{}</text></g>"#,
            start[f as usize],
            u8::from(frame.exact),
            tooltip(&tip),
            FRAME - 1.0,
            p.fill,
            if frame.exact {
                String::new()
            } else {
                format!(
                    r#"<rect x="{x:.2}" y="{y:.1}" width="{width:.2}" height="{}" fill="url(#hatch)"/>"#,
                    FRAME - 1.0
                )
            },
            x + 3.0,
            y + 11.5,
            xml_escape(fit(&format!("{}{label}", p.mark), width).as_bytes())
        )?;
    }
    writeln!(out, "</g>")?;
    writeln!(
        out,
        "<script><![CDATA[\n{}\n]]></script>",
        SCRIPT.replace("]]>", "]] >")
    )?;
    writeln!(out, "</svg>")?;
    Ok(pruned)
}

/// Zoom, search and details; reads the frames' data attributes.
const SCRIPT: &str = r#"
"use strict";
var svg = document.documentElement;
var W = 1200, PAD = 10, GLYPH = 7;
var total = Number(svg.getAttribute("data-total"));
var event = svg.getAttribute("data-event");
var frames = Array.prototype.slice.call(document.querySelectorAll("g.f"));
var details = document.getElementById("details");
var reset = document.getElementById("reset");
var matched = document.getElementById("matched");
function fmt(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }
function label(g) { return g.querySelector("title").textContent.split("\n")[0]; }
function fit(text, width) {
  var n = Math.floor((width - 6) / GLYPH);
  if (n < 3) return "";
  return text.length <= n ? text : text.slice(0, n - 2) + "..".slice(0, 2);
}
function draw(x0, w0, d0) {
  var scale = (W - 2 * PAD) / w0;
  frames.forEach(function (g) {
    var x = Number(g.getAttribute("data-x")), w = Number(g.getAttribute("data-w"));
    var d = Number(g.getAttribute("data-d"));
    var inside = x >= x0 && x + w <= x0 + w0 && d >= d0;
    var above = d < d0 && x <= x0 && x + w >= x0 + w0;
    if (!inside && !above) { g.classList.add("hidden"); return; }
    g.classList.remove("hidden");
    var nx = above ? PAD : PAD + (x - x0) * scale;
    var nw = above ? W - 2 * PAD : w * scale;
    Array.prototype.forEach.call(g.querySelectorAll("rect"), function (r) {
      r.setAttribute("x", nx.toFixed(2)); r.setAttribute("width", nw.toFixed(2));
    });
    var t = g.querySelector("text");
    t.setAttribute("x", (nx + 3).toFixed(2));
    t.textContent = fit(label(g), nw);
  });
}
function zoom(g) {
  draw(Number(g.getAttribute("data-x")), Number(g.getAttribute("data-w")), Number(g.getAttribute("data-d")));
  reset.classList.remove("hidden");
}
frames.forEach(function (g) {
  g.addEventListener("click", function () { zoom(g); });
  g.addEventListener("mouseover", function () {
    details.textContent = g.querySelector("title").textContent.replace("\n", ": ");
  });
  g.addEventListener("mouseout", function () { details.textContent = " "; });
});
reset.addEventListener("click", function () { draw(0, total, 0); reset.classList.add("hidden"); });
document.getElementById("search").addEventListener("click", function () {
  var term = prompt("Search frames (regular expression):", "");
  var sum = 0, spans = [];
  frames.forEach(function (g) {
    var r = g.querySelector("rect");
    if (!r.hasAttribute("data-fill")) r.setAttribute("data-fill", r.getAttribute("fill"));
    r.setAttribute("fill", r.getAttribute("data-fill"));
  });
  if (!term) { matched.textContent = ""; return; }
  var re;
  try { re = new RegExp(term); } catch (e) { matched.textContent = "bad expression"; return; }
  frames.forEach(function (g) {
    if (!re.test(label(g))) return;
    g.querySelector("rect").setAttribute("fill", "rgb(200,60,220)");
    var x = Number(g.getAttribute("data-x")), w = Number(g.getAttribute("data-w"));
    spans.push([x, x + w]);
  });
  // Nested matches are counted once.
  spans.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
  var end = -1;
  spans.forEach(function (s) {
    if (s[0] >= end) { sum += s[1] - s[0]; end = s[1]; }
    else if (s[1] > end) { sum += s[1] - end; end = s[1]; }
  });
  matched.textContent = "Matched: " + fmt(sum) + " " + event + " (" + (total ? (100 * sum / total).toFixed(2) : "0") + "%)";
});
"#;

#[cfg(test)]
mod tests {
    use super::tooltip;

    #[test]
    fn a_tooltip_keeps_its_lines_and_escapes_each() {
        // The label is the first line: what search and zoom read.
        assert_eq!(tooltip("a<b>\n1 Ir\x1b"), "a&lt;b&gt;&#10;1 Ir\u{fffd}");
    }
}
