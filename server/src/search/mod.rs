//! Site search (tantivy): news, pages and their blocks, programmes, employees, grants, projects
//! and documents, in each language. Russian and English words are stemmed (Snowball), Kazakh
//! words by `kazakh::stem`; a word of five letters or more also matches with one typo. The index
//! lives in the data dir and is rebuilt when the content it was built from has changed.

pub mod kazakh;
mod sources;

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::Context;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use tantivy::collector::TopDocs;
use tantivy::indexer::NoMergePolicy;
use tantivy::query::{BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions, Value};
use tantivy::snippet::SnippetGenerator;
use tantivy::tokenizer::{Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, TextAnalyzer};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument, Term};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::db::Db;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam};
use crate::lang::Lang;
use crate::store::Changes;

/// Where the index lives in the data dir.
pub const INDEX_DIR: &str = "search";
/// The content version the index was built from, beside it.
const VERSION_FILE: &str = "content-version";
/// Results a search answers at most.
pub const MAX_RESULTS: usize = 20;
/// Words of this many letters or more also match with one typo.
const FUZZY_FROM: usize = 5;
const MAX_QUERY_CHARS: usize = 200;
/// Where in a text the snippet is looked for: its opening, then on to this many characters.
/// Tokenizing long texts for every result is what a search spends most of its time on, and most
/// matches are near the top, so the rest is read only when the opening has no match.
const SNIPPET_WINDOWS: [usize; 2] = [400, 2000];
/// The length of a snippet, in characters.
const SNIPPET_CHARS: usize = 200;
/// Memory the index writer may use while building.
const WRITER_MEMORY: usize = 64 * 1024 * 1024;

/// One thing a visitor can find.
pub struct SearchDoc {
    pub kind: &'static str,
    /// The site path without the language prefix.
    pub path: String,
    pub title: crate::lang::Tr,
    /// Plain text, in each language.
    pub body: crate::lang::Tr,
}

#[derive(Clone, Copy)]
struct LangFields {
    /// Stemmed, stored.
    title: Field,
    body: Field,
    /// The title's and the text's words as written (lower-cased): typos are matched against
    /// these, since a misspelt word does not stem like the word meant.
    title_words: Field,
    words: Field,
}

/// The analyzer of the `words` fields.
const WORDS: &str = "words";

fn words_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .build()
}

pub struct SearchIndex {
    index: Index,
    reader: IndexReader,
    kind: Field,
    path: Field,
    fields: [LangFields; 3],
    /// One rebuild at a time.
    writer: Mutex<()>,
    dir: PathBuf,
    /// The query analyzers, built once (a search clones one).
    stems: [TextAnalyzer; 3],
    written: TextAnalyzer,
}

fn fields_of(fields: &[LangFields; 3], lang: Lang) -> LangFields {
    match lang {
        Lang::Kz => fields[0],
        Lang::Ru => fields[1],
        Lang::En => fields[2],
    }
}

fn analyzer(lang: Lang) -> TextAnalyzer {
    let base = TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser);
    match lang {
        Lang::Kz => base.filter(kazakh::KazakhStemmer).build(),
        Lang::Ru => base.filter(Stemmer::new(Language::Russian)).build(),
        Lang::En => base.filter(Stemmer::new(Language::English)).build(),
    }
}

fn schema() -> (Schema, Field, Field, [LangFields; 3]) {
    let mut builder = Schema::builder();
    let kind = builder.add_text_field("kind", STRING | STORED);
    let path = builder.add_text_field("path", STORED);
    let fields = Lang::ALL.map(|lang| {
        let options = TextOptions::default().set_stored().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(lang.code())
                .set_index_option(IndexRecordOption::WithFreqsAndPositions),
        );
        let words = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(WORDS)
                .set_index_option(IndexRecordOption::WithFreqs),
        );
        LangFields {
            title: builder.add_text_field(&format!("title_{}", lang.code()), options.clone()),
            body: builder.add_text_field(&format!("body_{}", lang.code()), options),
            title_words: builder.add_text_field(&format!("title_words_{}", lang.code()), words.clone()),
            words: builder.add_text_field(&format!("words_{}", lang.code()), words),
        }
    });
    (builder.build(), kind, path, fields)
}

impl SearchIndex {
    /// Opens the index of `data_dir`, rebuilding it from the database when it is missing or was
    /// built from other content.
    pub async fn open(data_dir: &Path, db: &Db) -> anyhow::Result<SearchIndex> {
        let dir = data_dir.join(INDEX_DIR);
        let version = content_version(db).await?;
        let built_from = std::fs::read_to_string(dir.join(VERSION_FILE)).ok();
        let current = built_from.as_deref() == Some(version.as_str());
        let (schema, kind, path, fields) = schema();
        let index = match current.then(|| Index::open_in_dir(&dir)).and_then(Result::ok) {
            Some(index) => index,
            None => {
                if dir.exists() {
                    std::fs::remove_dir_all(&dir).with_context(|| format!("cannot clear {}", dir.display()))?;
                }
                std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
                Index::create_in_dir(&dir, schema)?
            }
        };
        for lang in Lang::ALL {
            index.tokenizers().register(lang.code(), analyzer(lang));
        }
        index.tokenizers().register(WORDS, words_analyzer());
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into()?;
        let search = SearchIndex {
            index,
            reader,
            kind,
            path,
            fields,
            writer: Mutex::new(()),
            dir,
            stems: Lang::ALL.map(analyzer),
            written: words_analyzer(),
        };
        if !current {
            tracing::info!("building the search index");
            search.rebuild(db).await?;
        }
        Ok(search)
    }

    /// Indexes the database's content anew, on the calling thread.
    pub async fn rebuild(&self, db: &Db) -> anyhow::Result<()> {
        let version = content_version(db).await?;
        let docs = sources::documents(&crate::store::Store::for_reads(db)).await?;
        self.index(&docs, &version)
    }

    /// Replaces the index's documents with `docs`, built from content `version`. Blocking.
    fn index(&self, docs: &[SearchDoc], version: &str) -> anyhow::Result<()> {
        let _one_at_a_time = self
            .writer
            .lock()
            .map_err(|_| anyhow::anyhow!("the index writer lock is poisoned"))?;
        let mut writer: IndexWriter = self.index.writer(WRITER_MEMORY)?;
        // The segments are merged into one below, not in the background as they are written.
        writer.set_merge_policy(Box::new(NoMergePolicy));
        writer.delete_all_documents()?;
        for doc in docs {
            let mut document = TantivyDocument::default();
            document.add_text(self.kind, doc.kind);
            document.add_text(self.path, &doc.path);
            for lang in Lang::ALL {
                let fields = fields_of(&self.fields, lang);
                document.add_text(fields.title, doc.title.get(lang));
                document.add_text(fields.body, doc.body.get(lang));
                document.add_text(fields.title_words, doc.title.get(lang));
                document.add_text(fields.words, doc.body.get(lang));
            }
            writer.add_document(document)?;
        }
        writer.commit()?;
        // One segment: a search then walks one term dictionary per field instead of one per
        // segment, which is most of what a typo-tolerant query costs on a large index.
        let segments = self.index.searchable_segment_ids()?;
        if segments.len() > 1 {
            writer.merge(&segments).wait()?;
        }
        writer.wait_merging_threads()?;
        self.reader.reload()?;
        std::fs::write(self.dir.join(VERSION_FILE), version).context("cannot record the index's version")?;
        tracing::info!(documents = docs.len(), "search index built");
        Ok(())
    }

    /// The best matches of `query` in `lang`, best first.
    pub fn search(&self, query: &str, lang: Lang, limit: usize) -> anyhow::Result<Vec<SearchResult>> {
        let fields = fields_of(&self.fields, lang);
        let Some(query) = self.parse(query, lang, fields) else {
            return Ok(Vec::new());
        };
        let searcher = self.reader.searcher();
        let top = searcher.search(&query, &TopDocs::with_limit(limit).order_by_score())?;
        let mut snippets = SnippetGenerator::create(&searcher, &query, fields.body)?;
        snippets.set_max_num_chars(SNIPPET_CHARS);
        let mut results = Vec::with_capacity(top.len());
        for (_score, address) in top {
            let doc: TantivyDocument = searcher.doc(address)?;
            let text = |field: Field| {
                doc.get_first(field)
                    .and_then(|v| v.as_str())
                    .unwrap_or_default()
                    .to_owned()
            };
            let body = text(fields.body);
            results.push(SearchResult {
                kind: text(self.kind),
                title: text(fields.title),
                snippet: snippet(&snippets, &body),
                path: text(self.path),
            });
        }
        Ok(results)
    }

    /// Every word of the query must match the title or the text (as stems), or, for a word of
    /// five letters or more, a written word with one typo.
    fn parse(&self, query: &str, lang: Lang, fields: LangFields) -> Option<Box<dyn Query>> {
        let mut stems = self.stems[Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)].clone();
        let mut written = self.written.clone();
        let mut stem_stream = stems.token_stream(query);
        let mut word_stream = written.token_stream(query);
        let mut words: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        while let (Some(stem), Some(word)) = (stem_stream.next(), word_stream.next()) {
            let mut alternatives: Vec<(Occur, Box<dyn Query>)> = Vec::new();
            for (field, boost) in [(fields.title, 3.0), (fields.body, 1.0)] {
                let term = Term::from_field_text(field, &stem.text);
                let exact = Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs));
                alternatives.push((Occur::Should, Box::new(BoostQuery::new(exact, boost))));
            }
            if word.text.chars().count() >= FUZZY_FROM {
                for (field, boost) in [(fields.title_words, 1.5), (fields.words, 0.5)] {
                    let typo = Box::new(FuzzyTermQuery::new(Term::from_field_text(field, &word.text), 1, true));
                    alternatives.push((Occur::Should, Box::new(BoostQuery::new(typo, boost))));
                }
            }
            words.push((Occur::Must, Box::new(BooleanQuery::new(alternatives))));
        }
        (!words.is_empty()).then(|| Box::new(BooleanQuery::new(words)) as Box<dyn Query>)
    }
}

/// The best piece of `body` around a match, the matched words in `<mark>`; the text's opening
/// when the match is in the title (or further on than the snippet is looked for).
fn snippet(generator: &SnippetGenerator, body: &str) -> String {
    let mut start = 0;
    for chars in SNIPPET_WINDOWS {
        let end = window_end(body, chars);
        let mut snippet = generator.snippet(&body[start..end]);
        if !snippet.is_empty() {
            snippet.set_snippet_prefix_postfix("<mark>", "</mark>");
            return snippet.to_html();
        }
        if end == body.len() {
            break;
        }
        start = end;
    }
    escape(&body[..window_end(body, SNIPPET_CHARS)])
}

/// The byte offset `chars` characters into `text`, moved on to the end of the word there so that
/// no word is cut in two.
fn window_end(text: &str, chars: usize) -> usize {
    let Some((offset, _)) = text.char_indices().nth(chars) else {
        return text.len();
    };
    text[offset..]
        .find(char::is_whitespace)
        .map_or(text.len(), |space| offset + space)
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Keeps the index in step with the content: every change marks it stale, and this task rebuilds
/// it away from the threads that answer requests. Changes that arrive during a build cost one more
/// build, not one each. Search answers cached meanwhile are forgotten once the new index is read.
pub fn follow(
    search: std::sync::Arc<SearchIndex>,
    db: Db,
    changes: &Changes,
    answers: crate::http::cache::AnswerCache,
) -> tokio::task::JoinHandle<()> {
    let stale = std::sync::Arc::new(tokio::sync::Notify::new());
    let mark = stale.clone();
    changes.listen(move |_| mark.notify_one());
    tokio::spawn(async move {
        loop {
            stale.notified().await;
            let store = crate::store::Store::for_reads(&db);
            let loaded = async { anyhow::Ok((store.content_version().await?, sources::documents(&store).await?)) };
            let built = match loaded.await {
                Ok((version, docs)) => {
                    let search = search.clone();
                    tokio::task::spawn_blocking(move || search.index(&docs, &version))
                        .await
                        .unwrap_or_else(|err| Err(anyhow::anyhow!("the index build panicked: {err}")))
                }
                Err(err) => Err(err),
            };
            match built {
                Ok(()) => answers.clear(),
                Err(err) => tracing::error!(error = format!("{err:#}"), "cannot update the search index"),
            }
        }
    })
}

/// The content's version: changed by every load of content (and, later, every edit).
pub async fn content_version(db: &Db) -> anyhow::Result<String> {
    Ok(crate::store::Store::for_reads(db).content_version().await?)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SearchResult {
    /// news, page, program, employee, grant, project or document.
    #[serde(rename = "type")]
    pub kind: String,
    pub title: String,
    /// A piece of the text around the match: the text escaped as HTML, the matched words in
    /// `<mark>`, and no other markup.
    pub snippet: String,
    /// The site path to open, without the language prefix.
    pub path: String,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// What the visitor typed (URL-encoded).
    #[param(max_length = 200)]
    pub query: Option<String>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(search))
}

/// Searches the site in the requested language; an empty query finds nothing.
#[utoipa::path(get, path = "/search/index", tag = "search", params(SearchQuery, LangParam),
    responses((status = 200, body = Vec<SearchResult>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn search(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<SearchQuery>,
    lang: Lang,
) -> ApiResult<Data<Vec<SearchResult>>> {
    let query = query.query.unwrap_or_default();
    if query.chars().count() > MAX_QUERY_CHARS {
        return Err(ApiError::field("query", "must be at most 200 characters"));
    }
    if query.trim().is_empty() {
        return Ok(lang.answer(Vec::new()));
    }
    let index = state.search.clone();
    let results = tokio::task::spawn_blocking(move || index.search(&query, lang, MAX_RESULTS))
        .await
        .map_err(anyhow::Error::from)??;
    Ok(lang.answer(results))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn generator(stem: &str) -> SnippetGenerator {
        let terms = BTreeMap::from([(stem.to_owned(), 1.0)]);
        SnippetGenerator::new(terms, analyzer(Lang::En), Field::from_field_id(0), SNIPPET_CHARS)
    }

    #[test]
    fn a_match_past_the_opening_is_found_and_marked() {
        let body = format!("{}The rector's grants are open.", "A line of the opening. ".repeat(60));
        let snippet = snippet(&generator("grant"), &body);
        assert!(snippet.contains("<mark>grants</mark> are open"), "{snippet}");
    }

    #[test]
    fn a_match_in_the_opening_is_marked() {
        let snippet = snippet(&generator("grant"), "Grants for first-year students & more.");
        assert!(
            snippet.starts_with("<mark>Grants</mark> for first-year students &amp; more"),
            "{snippet}"
        );
    }

    #[test]
    fn without_a_match_the_opening_stands_in_without_cutting_a_word() {
        let body = "Қабылдау & оқу ақысы. ".repeat(40);
        let snippet = snippet(&generator("grant"), &body);
        assert!(snippet.starts_with("Қабылдау &amp; оқу"), "{snippet}");
        assert!(
            snippet.ends_with("Қабылдау") || snippet.ends_with('&') || snippet.ends_with("ақысы."),
            "{snippet}"
        );
        assert!(snippet.replace("&amp;", "&").chars().count() < SNIPPET_CHARS + 20);
    }

    #[test]
    fn markup_in_the_text_is_escaped_and_only_the_match_is_marked() {
        let body = r#"Grants <img src=x onerror="alert(1)"> and <script>alert(2)</script> grant"#;
        let snippet = snippet(&generator("grant"), body);
        assert!(snippet.contains("<mark>Grants</mark>"), "{snippet}");
        assert!(snippet.contains("&lt;img src=x onerror="), "{snippet}");
        assert!(snippet.contains("&lt;script&gt;alert(2)&lt;/script&gt;"), "{snippet}");
        assert!(
            !snippet.replace("<mark>", "").replace("</mark>", "").contains('<'),
            "{snippet}"
        );
    }

    #[test]
    fn a_window_ends_after_a_whole_word() {
        assert_eq!(window_end("short", 200), 5);
        let text = "мектеп мектептер";
        assert_eq!(&text[..window_end(text, 8)], "мектеп мектептер");
        assert_eq!(&text[..window_end(text, 3)], "мектеп");
    }
}
