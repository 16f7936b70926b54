//! Draws the demo documents as small, valid one-page PDFs, so every document link opens a file.

use std::fmt::Write;

/// A one-page A4 PDF with a heading and lines of text (in the PDF's standard Helvetica, so the
/// text is kept to printable ASCII).
pub fn document(heading: &str, lines: &[String]) -> Vec<u8> {
    let mut text = String::from("BT /F1 18 Tf 72 760 Td 22 TL ");
    let _ = write!(text, "({}) Tj T* /F1 11 Tf 16 TL T* ", escape(heading));
    for line in lines {
        let _ = write!(text, "({}) Tj T* ", escape(line));
    }
    text.push_str("ET");

    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R \
         /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_owned(),
        format!("<< /Length {} >>\nstream\n{text}\nendstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_owned(),
    ];
    let mut pdf = String::from("%PDF-1.4\n");
    let mut offsets = Vec::with_capacity(objects.len());
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        let _ = write!(pdf, "{} 0 obj\n{object}\nendobj\n", i + 1);
    }
    let xref = pdf.len();
    let _ = write!(pdf, "xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1);
    for offset in offsets {
        let _ = writeln!(pdf, "{offset:010} 00000 n ");
    }
    let _ = write!(
        pdf,
        "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1
    );
    pdf.into_bytes()
}

fn escape(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '(' | ')' | '\\' => format!("\\{c}"),
            '–' | '—' => "-".to_owned(),
            '«' | '»' | '“' | '”' => "\"".to_owned(),
            c if c == ' ' || c.is_ascii_graphic() => c.to_string(),
            _ => String::new(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::document;

    #[test]
    fn a_document_is_a_pdf_whose_cross_reference_points_at_its_objects() {
        let pdf = String::from_utf8(document("Annual report (2025)", &["Dala Business University".into()])).unwrap();
        assert!(pdf.starts_with("%PDF-1.4") && pdf.ends_with("%%EOF\n"));
        assert!(pdf.contains("(Annual report \\(2025\\)) Tj"));
        let startxref: usize = pdf
            .rsplit("startxref\n")
            .next()
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(pdf[startxref..].starts_with("xref"));
        let first_offset: usize = pdf[startxref..].lines().nth(3).unwrap()[..10].parse().unwrap();
        assert!(pdf[first_offset..].starts_with("1 0 obj"));
    }
}
