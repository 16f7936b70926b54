//! Site content: settings, menus, pages with their blocks, schools.

pub mod blocks;
pub mod handbooks;
pub mod history;
pub mod menus;
pub mod pages;
pub mod schools;
pub mod settings;

/// The text of sanitized HTML: tags dropped, the entities the sanitizer writes decoded, white
/// space folded.
pub fn plain_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    let decoded = out
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    decoded.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn plain_text_drops_tags_and_decodes_entities() {
        assert_eq!(super::plain_text("<p>A &amp; B</p>\n<p>C&nbsp;D</p>"), "A & B C D");
    }
}
