//! A Kazakh stemmer: Kazakh is agglutinative and the usual stemmer libraries have no Kazakh, so
//! word forms are brought to their stem by stripping the common endings (plural, possessive,
//! case, predicate) from the end, longest first, while a stem of at least three letters is left,
//! and undoing the voicing of a stem's last consonant (мектебі → мектеп).

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

/// Endings, grouped by the order they follow each other in a word, from the outside in.
const LAYERS: [&[&str]; 4] = [
    // Predicate and personal endings: "-мын", "-сыз", "-мыз".
    &[
        "мын", "мін", "бын", "бін", "пын", "пін", "сың", "сің", "сыз", "сіз", "мыз", "міз", "быз", "біз", "пыз", "піз",
    ],
    // Case endings.
    &[
        "ның", "нің", "дың", "дің", "тың", "тің", // genitive
        "нан", "нен", "дан", "ден", "тан", "тен", // ablative
        "нда", "нде", "ында", "інде", "да", "де", "та", "те", // locative
        "мен", "бен", "пен", // instrumental
        "ға", "ге", "қа", "ке", "на", "не", // dative
        "ны", "ні", "ды", "ді", "ты", "ті", // accusative
        "дай", "дей", "тай", "тей", // similative
    ],
    // Possessive endings.
    &[
        "ымыз", "іміз", "мыз", "міз", "ыңыз", "іңіз", "ңыз", "ңіз", "сы", "сі", "ым", "ім", "ың", "ің", "м", "ң", "ы",
        "і",
    ],
    // Plural endings.
    &["лар", "лер", "дар", "дер", "тар", "тер"],
];

/// The shortest stem an ending may leave.
const MIN_STEM: usize = 3;

/// The stem of a lower-cased word. Endings are stripped until none is left, so a base form and
/// its inflections meet at the same stem even where the base itself looks inflected.
pub fn stem(word: &str) -> String {
    let mut stem = word.to_owned();
    stem_in_place(&mut stem);
    stem
}

/// `stem` without a new string: every word of every text goes through here when the index is
/// built and when a search draws its snippets.
fn stem_in_place(word: &mut String) {
    let mut chars = word.chars().count();
    loop {
        let before = word.len();
        for layer in LAYERS {
            if let Some(ending) = longest_ending(word, chars, layer) {
                word.truncate(word.len() - ending.len());
                chars -= ending.chars().count();
            }
        }
        if word.len() == before {
            break;
        }
    }
    devoice(word, chars);
}

/// The longest ending of `layer` that `word` (of `chars` letters) ends with and that leaves a
/// stem of at least `MIN_STEM` letters.
fn longest_ending(word: &str, chars: usize, layer: &[&'static str]) -> Option<&'static str> {
    let last = word.as_bytes().last()?;
    layer
        .iter()
        .copied()
        // The last byte first: most endings fail there, before any string comparison.
        .filter(|ending| {
            ending.as_bytes().last() == Some(last)
                && word.ends_with(ending)
                && chars >= ending.chars().count() + MIN_STEM
        })
        .max_by_key(|ending| ending.len())
}

/// A stem's final б, г, ғ are п, к, қ in the base form (кітабы → кітап, көзі, жүрегі → жүрек).
fn devoice(stem: &mut String, chars: usize) {
    if chars <= MIN_STEM {
        return;
    }
    let voiceless = match stem.chars().last() {
        Some('б') => 'п',
        Some('г') => 'к',
        Some('ғ') => 'қ',
        _ => return,
    };
    stem.pop();
    stem.push(voiceless);
}

/// The tantivy filter that stems each (lower-cased) token.
#[derive(Clone, Copy, Default)]
pub struct KazakhStemmer;

impl TokenFilter for KazakhStemmer {
    type Tokenizer<T: Tokenizer> = KazakhStemmerFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> KazakhStemmerFilter<T> {
        KazakhStemmerFilter { inner: tokenizer }
    }
}

#[derive(Clone)]
pub struct KazakhStemmerFilter<T> {
    inner: T,
}

impl<T: Tokenizer> Tokenizer for KazakhStemmerFilter<T> {
    type TokenStream<'a> = KazakhStemmerStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        KazakhStemmerStream {
            tail: self.inner.token_stream(text),
        }
    }
}

pub struct KazakhStemmerStream<T> {
    tail: T,
}

impl<T: TokenStream> TokenStream for KazakhStemmerStream<T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        stem_in_place(&mut self.tail.token_mut().text);
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::stem;

    #[test]
    fn word_forms_share_their_stem() {
        for (forms, _base) in [
            (
                &[
                    "университет",
                    "университеттің",
                    "университетте",
                    "университеттен",
                    "университетке",
                    "университеттер",
                    "университеттеріміз",
                ][..],
                "университет",
            ),
            (
                &["студент", "студенттер", "студенттерге", "студенттерді", "студенттердің"][..],
                "студент",
            ),
            (
                &["мектеп", "мектебі", "мектепте", "мектептер", "мектептерінің"][..],
                "мектеп",
            ),
            (&["кітап", "кітабы", "кітаптар", "кітаптарды", "кітапқа"][..], "кітап"),
            (
                &[
                    "бағдарлама",
                    "бағдарламасы",
                    "бағдарламалар",
                    "бағдарламаларға",
                    "бағдарламаға",
                ][..],
                "бағдарлама",
            ),
            (&["жаңалық", "жаңалықтар", "жаңалықтары", "жаңалықтарды"][..], "жаңалық"),
            (&["ғылым", "ғылымы", "ғылымның", "ғылымға"][..], "ғылым"),
        ] {
            let stems: Vec<String> = forms.iter().map(|form| stem(form)).collect();
            assert!(stems.iter().all(|s| *s == stems[0]), "{forms:?} -> {stems:?}");
        }
    }

    #[test]
    fn short_words_are_left_alone_and_different_words_stay_apart() {
        assert_eq!(stem("ата"), "ата");
        assert_eq!(stem("қала"), "қала");
        assert_ne!(stem("кітап"), stem("мектеп"));
        assert_ne!(stem("студент"), stem("университет"));
    }
}
