//! Draws the demo content's images: a calm abstract illustration per name, so the demo site
//! looks finished without a single file from another host. The first word of the name picks
//! the motif, the whole name seeds the composition; the same name always gives the same picture.

use std::fmt::Write;

const W: f64 = 1200.0;
const H: f64 = 675.0;

/// Background gradients and accents, in the university's blue-and-gold family and around it.
const PALETTES: [(&str, &str, &str, &str); 8] = [
    ("#0b3a6e", "#1f6fb2", "#f2b632", "#e8eef6"),
    ("#123c3a", "#2a7f77", "#f4c95d", "#e4f2ef"),
    ("#3b1f4a", "#7a4a9e", "#f7a86b", "#f1e9f6"),
    ("#4a1d27", "#9c3b4f", "#f5d06f", "#f7e9ec"),
    ("#1d3557", "#457b9d", "#e9c46a", "#eaf1f7"),
    ("#22313f", "#3f6f8f", "#f29e4c", "#e9eff3"),
    ("#263a29", "#4f7f52", "#e9d27a", "#ecf3ea"),
    ("#2b2d42", "#5c6b9c", "#ef8354", "#edeff6"),
];

struct Rng(u64);

impl Rng {
    fn new(name: &str) -> Self {
        // FNV-1a: stable across platforms and releases, unlike the std hasher.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        Rng(h | 1)
    }

    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `[lo, hi)`.
    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (self.next() >> 11) as f64 / (1u64 << 53) as f64 * (hi - lo)
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize]
    }
}

pub fn draw(name: &str) -> String {
    let mut rng = Rng::new(name);
    let (dark, mid, accent, light) = rng.pick(&PALETTES);
    let motif = name.split('-').next().unwrap_or_default();
    let mut svg = String::with_capacity(4096);
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{dark}"/><stop offset="1" stop-color="{mid}"/></linearGradient></defs><rect width="{W}" height="{H}" fill="url(#g)"/>"#
    );
    // Soft light: a sun or moon and a few glows.
    let _ = write!(
        svg,
        r#"<circle cx="{:.0}" cy="{:.0}" r="{:.0}" fill="{accent}" opacity="0.85"/>"#,
        rng.range(700.0, 1080.0),
        rng.range(90.0, 220.0),
        rng.range(50.0, 95.0)
    );
    for _ in 0..3 {
        let _ = write!(
            svg,
            r#"<circle cx="{:.0}" cy="{:.0}" r="{:.0}" fill="{light}" opacity="0.06"/>"#,
            rng.range(0.0, W),
            rng.range(0.0, H),
            rng.range(120.0, 320.0)
        );
    }
    match motif {
        "campus" | "city" => skyline(&mut svg, &mut rng, light, accent, motif == "city"),
        "lecture" => lecture(&mut svg, &mut rng, light, accent),
        "people" | "sport" => people(&mut svg, &mut rng, light, accent, motif == "sport"),
        "books" => books(&mut svg, &mut rng, light, accent),
        "tech" => network(&mut svg, &mut rng, light, accent),
        "law" => columns(&mut svg, &mut rng, light, accent),
        "business" => chart(&mut svg, &mut rng, light, accent),
        "science" | "globe" => orbits(&mut svg, &mut rng, light, accent, motif == "globe"),
        _ => waves(&mut svg, &mut rng, light, accent),
    }
    svg.push_str("</svg>");
    svg
}

fn hills(svg: &mut String, rng: &mut Rng, color: &str, base: f64, opacity: f64) {
    let (a, b) = (rng.range(-60.0, 60.0), rng.range(-60.0, 60.0));
    let _ = write!(
        svg,
        r#"<path d="M0 {base:.0} Q {:.0} {:.0} {:.0} {:.0} T {W} {:.0} V {H} H 0 Z" fill="{color}" opacity="{opacity}"/>"#,
        W * 0.25,
        base + a,
        W * 0.5,
        base + b * 0.5,
        base - b
    );
}

fn skyline(svg: &mut String, rng: &mut Rng, light: &str, accent: &str, dense: bool) {
    hills(svg, rng, light, 470.0, 0.12);
    let mut x = rng.range(-20.0, 40.0);
    while x < W {
        let w = rng.range(60.0, if dense { 120.0 } else { 180.0 });
        let h = rng.range(120.0, if dense { 420.0 } else { 280.0 });
        let top = 560.0 - h;
        let _ = write!(
            svg,
            r#"<rect x="{x:.0}" y="{top:.0}" width="{w:.0}" height="{h:.0}" fill="{light}" opacity="0.22"/>"#
        );
        let mut wy = top + 20.0;
        while wy < 540.0 {
            let mut wx = x + 12.0;
            while wx < x + w - 20.0 {
                let lit = rng.range(0.0, 1.0) > 0.6;
                let (fill, op) = if lit { (accent, 0.7) } else { (light, 0.18) };
                let _ = write!(
                    svg,
                    r#"<rect x="{wx:.0}" y="{wy:.0}" width="10" height="14" fill="{fill}" opacity="{op}"/>"#
                );
                wx += 22.0;
            }
            wy += 30.0;
        }
        x += w + rng.range(8.0, 30.0);
    }
    let _ = write!(
        svg,
        r#"<rect y="560" width="{W}" height="{:.0}" fill="{light}" opacity="0.16"/>"#,
        H - 560.0
    );
}

fn lecture(svg: &mut String, rng: &mut Rng, light: &str, accent: &str) {
    let _ = write!(
        svg,
        r#"<rect x="300" y="90" width="600" height="260" rx="12" fill="{light}" opacity="0.18"/>"#
    );
    for i in 0..4 {
        let y = 140.0 + f64::from(i) * 45.0;
        let _ = write!(
            svg,
            r#"<rect x="340" y="{y}" width="{:.0}" height="14" rx="7" fill="{}" opacity="0.55"/>"#,
            rng.range(200.0, 500.0),
            if i == 0 { accent } else { light }
        );
    }
    for row in 0..3 {
        let y = 430.0 + f64::from(row) * 80.0;
        let mut x = 120.0 + f64::from(row) * 20.0;
        while x < W - 120.0 {
            let _ = write!(
                svg,
                r#"<circle cx="{x:.0}" cy="{:.0}" r="20" fill="{light}" opacity="0.3"/>"#,
                y - 26.0
            );
            let _ = write!(
                svg,
                r#"<rect x="{:.0}" y="{y:.0}" width="60" height="50" rx="18" fill="{light}" opacity="0.22"/>"#,
                x - 30.0
            );
            x += rng.range(95.0, 120.0);
        }
    }
}

fn people(svg: &mut String, rng: &mut Rng, light: &str, accent: &str, sport: bool) {
    hills(svg, rng, light, 520.0, 0.14);
    if sport {
        for i in 0..4 {
            let y = 560.0 + f64::from(i) * 28.0;
            let _ = write!(
                svg,
                r#"<path d="M0 {y} Q 600 {:.0} {W} {y}" stroke="{light}" stroke-width="3" fill="none" opacity="0.35"/>"#,
                y - 60.0
            );
        }
        let _ = write!(
            svg,
            r#"<circle cx="{:.0}" cy="250" r="46" fill="none" stroke="{accent}" stroke-width="8"/>"#,
            rng.range(200.0, 500.0)
        );
    }
    let count = if sport { 5 } else { 7 };
    for i in 0..count {
        let x = 150.0 + f64::from(i) * (900.0 / f64::from(count - 1)) + rng.range(-25.0, 25.0);
        let scale = rng.range(0.85, 1.15);
        let head = 34.0 * scale;
        let top = 330.0 + rng.range(-20.0, 30.0);
        let fill = if i % 3 == 1 { accent } else { light };
        let _ = write!(
            svg,
            r#"<circle cx="{x:.0}" cy="{top:.0}" r="{head:.0}" fill="{fill}" opacity="0.75"/>"#
        );
        let _ = write!(
            svg,
            r#"<path d="M{:.0} {:.0} Q {x:.0} {:.0} {:.0} {:.0} L {:.0} 675 L {:.0} 675 Z" fill="{fill}" opacity="0.5"/>"#,
            x - 62.0 * scale,
            top + 150.0,
            top + 20.0,
            x + 62.0 * scale,
            top + 150.0,
            x + 70.0 * scale,
            x - 70.0 * scale
        );
    }
}

fn books(svg: &mut String, rng: &mut Rng, light: &str, accent: &str) {
    let _ = write!(
        svg,
        r#"<rect x="80" y="560" width="1040" height="18" fill="{light}" opacity="0.4"/>"#
    );
    let mut x = 120.0;
    while x < 1080.0 {
        let w = rng.range(34.0, 70.0);
        let h = rng.range(200.0, 330.0);
        let fill = if rng.range(0.0, 1.0) > 0.75 { accent } else { light };
        let op = rng.range(0.25, 0.6);
        let _ = write!(
            svg,
            r#"<rect x="{x:.0}" y="{:.0}" width="{w:.0}" height="{h:.0}" rx="4" fill="{fill}" opacity="{op:.2}"/>"#,
            560.0 - h
        );
        let _ = write!(
            svg,
            r#"<rect x="{:.0}" y="{:.0}" width="{:.0}" height="6" fill="{light}" opacity="0.5"/>"#,
            x + 6.0,
            600.0 - h,
            w - 12.0
        );
        x += w + rng.range(4.0, 14.0);
    }
}

fn network(svg: &mut String, rng: &mut Rng, light: &str, accent: &str) {
    let points: Vec<(f64, f64)> = (0..16)
        .map(|_| (rng.range(80.0, W - 80.0), rng.range(260.0, H - 60.0)))
        .collect();
    for (i, a) in points.iter().enumerate() {
        for b in points.iter().skip(i + 1) {
            if (a.0 - b.0).hypot(a.1 - b.1) < 260.0 {
                let _ = write!(
                    svg,
                    r#"<line x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}" stroke="{light}" stroke-width="2" opacity="0.35"/>"#,
                    a.0, a.1, b.0, b.1
                );
            }
        }
    }
    for (i, p) in points.iter().enumerate() {
        let fill = if i % 4 == 0 { accent } else { light };
        let _ = write!(
            svg,
            r#"<circle cx="{:.0}" cy="{:.0}" r="{:.0}" fill="{fill}" opacity="0.8"/>"#,
            p.0,
            p.1,
            rng.range(6.0, 14.0)
        );
    }
}

fn columns(svg: &mut String, rng: &mut Rng, light: &str, accent: &str) {
    let left = rng.range(220.0, 320.0);
    let right = W - left;
    let _ = write!(
        svg,
        r#"<path d="M{:.0} 250 L 600 140 L {:.0} 250 Z" fill="{light}" opacity="0.4"/>"#,
        left - 40.0,
        right + 40.0
    );
    let _ = write!(
        svg,
        r#"<rect x="{:.0}" y="250" width="{:.0}" height="26" fill="{light}" opacity="0.45"/>"#,
        left - 40.0,
        right - left + 80.0
    );
    let n = 6;
    for i in 0..n {
        let x = left + f64::from(i) * (right - left - 40.0) / f64::from(n - 1);
        let _ = write!(
            svg,
            r#"<rect x="{x:.0}" y="290" width="40" height="240" fill="{light}" opacity="0.35"/>"#
        );
    }
    let _ = write!(
        svg,
        r#"<rect x="{:.0}" y="530" width="{:.0}" height="30" fill="{light}" opacity="0.45"/>"#,
        left - 60.0,
        right - left + 120.0
    );
    let _ = write!(
        svg,
        r#"<circle cx="600" cy="205" r="18" fill="{accent}" opacity="0.9"/>"#
    );
}

fn chart(svg: &mut String, rng: &mut Rng, light: &str, accent: &str) {
    let mut h = rng.range(60.0, 120.0);
    let mut points = String::new();
    for i in 0..9 {
        let x = 140.0 + f64::from(i) * 110.0;
        h += rng.range(-10.0, 55.0);
        let _ = write!(
            svg,
            r#"<rect x="{x:.0}" y="{:.0}" width="70" height="{h:.0}" rx="6" fill="{light}" opacity="0.3"/>"#,
            580.0 - h
        );
        let _ = write!(points, "{:.0},{:.0} ", x + 35.0, 560.0 - h - 40.0);
    }
    let _ = write!(
        svg,
        r#"<polyline points="{points}" fill="none" stroke="{accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>"#
    );
    let _ = write!(
        svg,
        r#"<rect x="100" y="580" width="1000" height="6" fill="{light}" opacity="0.5"/>"#
    );
}

fn orbits(svg: &mut String, rng: &mut Rng, light: &str, accent: &str, globe: bool) {
    let (cx, cy) = (rng.range(380.0, 820.0), 400.0);
    if globe {
        let r = 200.0;
        let _ = write!(
            svg,
            r#"<circle cx="{cx:.0}" cy="{cy}" r="{r}" fill="{light}" opacity="0.15" stroke="{light}" stroke-width="3"/>"#
        );
        for k in [0.3, 0.65, 1.0] {
            let _ = write!(
                svg,
                r#"<ellipse cx="{cx:.0}" cy="{cy}" rx="{:.0}" ry="{r}" fill="none" stroke="{light}" stroke-width="2" opacity="0.5"/>"#,
                r * k
            );
            let _ = write!(
                svg,
                r#"<ellipse cx="{cx:.0}" cy="{cy}" rx="{r}" ry="{:.0}" fill="none" stroke="{light}" stroke-width="2" opacity="0.5"/>"#,
                r * k
            );
        }
        let _ = write!(
            svg,
            r#"<path d="M{:.0} {cy} q 60 -90 150 -40" stroke="{accent}" stroke-width="8" fill="none" stroke-linecap="round"/>"#,
            cx - 80.0
        );
    } else {
        for (i, angle) in [0.0, 60.0, 120.0].into_iter().enumerate() {
            let _ = write!(
                svg,
                r#"<ellipse cx="{cx:.0}" cy="{cy}" rx="260" ry="90" fill="none" stroke="{light}" stroke-width="4" opacity="{}" transform="rotate({angle} {cx:.0} {cy})"/>"#,
                0.6 - i as f64 * 0.12
            );
        }
        let _ = write!(svg, r#"<circle cx="{cx:.0}" cy="{cy}" r="38" fill="{accent}"/>"#);
        let _ = write!(
            svg,
            r#"<circle cx="{:.0}" cy="{cy}" r="14" fill="{light}"/>"#,
            cx + 260.0
        );
    }
}

fn waves(svg: &mut String, rng: &mut Rng, light: &str, accent: &str) {
    for (i, base) in [430.0, 500.0, 570.0].into_iter().enumerate() {
        hills(
            svg,
            rng,
            if i == 1 { accent } else { light },
            base,
            0.15 + i as f64 * 0.08,
        );
    }
    for _ in 0..5 {
        let _ = write!(
            svg,
            r#"<circle cx="{:.0}" cy="{:.0}" r="{:.0}" fill="none" stroke="{light}" stroke-width="3" opacity="0.4"/>"#,
            rng.range(100.0, 1100.0),
            rng.range(120.0, 360.0),
            rng.range(20.0, 70.0)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::draw;

    #[test]
    fn the_same_name_draws_the_same_picture_and_names_differ() {
        assert_eq!(draw("campus-library-hall"), draw("campus-library-hall"));
        assert_ne!(draw("campus-library-hall"), draw("campus-main-gate"));
    }

    #[test]
    fn every_motif_draws_a_closed_svg() {
        for motif in [
            "campus", "lecture", "people", "books", "city", "tech", "law", "art", "business", "sport", "science",
            "globe", "other",
        ] {
            let svg = draw(&format!("{motif}-test"));
            assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"), "{motif}");
            assert!(!svg.contains("NaN"), "{motif}");
        }
    }
}
