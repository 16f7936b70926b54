//! Site search (tantivy): news, pages and their blocks, programmes, employees, grants, projects
//! and documents, in each language. Russian and English words are stemmed (Snowball), Kazakh
//! words by `kazakh::stem`; a word of five letters or more also matches with one typo. The index
//! lives in the data dir and is rebuilt when the content it was built from has changed; while the
//! server runs, a saved item's documents are replaced alone.

pub mod kazakh;
mod sources;

use sources::Scope;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

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

use crate::html::escape;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam};
use crate::lang::Lang;
use crate::store::Changes;
use crate::store::Store;

/// Where the index lives in the data dir.
pub const INDEX_DIR: &str = "search";
/// The content version the index was built from, beside it.
const VERSION_FILE: &str = "content-version";
/// Written before the content version: a change of the index's fields bumps it, so an index built
/// by an older server is rebuilt rather than read with the wrong fields.
const INDEX_FORMAT: &str = "2";
/// Segments an index may have before they are merged into one: each save adds one.
const MAX_SEGMENTS: usize = 4;
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
/// Memory the index writer may use while building (tantivy's least is 15 MB per thread).
const WRITER_MEMORY: usize = 32 * 1024 * 1024;

/// What a read of the content hands the index writer, in order: the scope whose documents go,
/// the documents that replace them, a batch at a time, and the end.
enum Step {
    Clear(Scope),
    Add(Vec<SearchDoc>),
    Done,
}

fn writer_stopped(_: tokio::sync::mpsc::error::SendError<Step>) -> anyhow::Error {
    anyhow::anyhow!("the index writer stopped")
}

/// One thing a visitor can find.
pub struct SearchDoc {
    pub kind: &'static str,
    /// The item it comes from (`sources::source`): what a save of the item replaces.
    pub source: String,
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
    source: Field,
    path: Field,
    fields: [LangFields; 3],
    /// The one writer, kept for the process's life (one rebuild at a time): a writer made per
    /// rebuild starts threads of its own each time, and every new thread's allocations stay
    /// behind in the process (over 100 MB after a few dozen saves).
    writer: Mutex<IndexWriter>,
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

struct Fields {
    kind: Field,
    source: Field,
    path: Field,
    langs: [LangFields; 3],
}

fn schema() -> (Schema, Fields) {
    let mut builder = Schema::builder();
    let kind = builder.add_text_field("kind", STRING | STORED);
    let source = builder.add_text_field("source", STRING);
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
    (
        builder.build(),
        Fields {
            kind,
            source,
            path,
            langs: fields,
        },
    )
}

impl SearchIndex {
    /// Opens the index of `data_dir`, rebuilding it from the database when it is missing or was
    /// built from other content.
    pub async fn open(data_dir: &Path, store: &Store) -> anyhow::Result<Arc<SearchIndex>> {
        let dir = data_dir.join(INDEX_DIR);
        let version = content_version(store).await?;
        let built_from = std::fs::read_to_string(dir.join(VERSION_FILE)).ok();
        let current = built_from.as_deref() == Some(version.as_str());
        let (schema, fields) = schema();
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
        // One indexing thread: a rebuild leaves the other core to the readers.
        let writer: IndexWriter = index.writer_with_num_threads(1, WRITER_MEMORY)?;
        // The segments are merged into one by `index`, not in the background as they are written.
        writer.set_merge_policy(Box::new(NoMergePolicy));
        let search = Arc::new(SearchIndex {
            index,
            reader,
            kind: fields.kind,
            source: fields.source,
            path: fields.path,
            fields: fields.langs,
            writer: Mutex::new(writer),
            dir,
            stems: Lang::ALL.map(analyzer),
            written: words_analyzer(),
        });
        if !current {
            tracing::info!("building the search index");
            search.rebuild(store).await?;
        }
        Ok(search)
    }

    /// Indexes the database's content anew.
    pub async fn rebuild(self: &Arc<Self>, store: &Store) -> anyhow::Result<()> {
        self.update(store, &[Scope::All]).await
    }

    /// Replaces the documents of each scope (all of them, or an item's) with those the content
    /// has now. They are read a batch at a time and written as they are read, on a blocking
    /// thread, so a rebuild holds a few batches of texts rather than every text of the site;
    /// searches see none of it until all is written, and a read that fails leaves the index as it
    /// was.
    async fn update(self: &Arc<Self>, store: &Store, scopes: &[Scope]) -> anyhow::Result<()> {
        let version = content_version(store).await?;
        let (steps, received) = tokio::sync::mpsc::channel(1);
        let search = self.clone();
        let writing = tokio::task::spawn_blocking(move || search.write(received, &version));
        let read = async {
            for &scope in scopes {
                steps.send(Step::Clear(scope)).await.map_err(writer_stopped)?;
                sources::read(store, scope, |docs| {
                    let steps = steps.clone();
                    async move { steps.send(Step::Add(docs)).await.map_err(writer_stopped) }
                })
                .await?;
            }
            steps.send(Step::Done).await.map_err(writer_stopped)
        }
        .await;
        drop(steps);
        // The writer's own failure first: a read that stopped because of it says only that.
        writing
            .await
            .unwrap_or_else(|err| Err(anyhow::anyhow!("the index update panicked: {err}")))?;
        read
    }

    /// Takes the steps of an update from `steps` and commits them when the last has come. Blocking.
    fn write(&self, mut steps: tokio::sync::mpsc::Receiver<Step>, version: &str) -> anyhow::Result<()> {
        let mut writer = self
            .writer
            .lock()
            .map_err(|_| anyhow::anyhow!("the index writer lock is poisoned"))?;
        let written = self.apply(&mut writer, &mut steps, version);
        if !matches!(written, Ok(true)) {
            // Nothing of an update half done is kept for the next one to commit.
            writer.rollback()?;
        }
        written.map(|_| ())
    }

    /// Applies `steps` to the index; true when they came to the end and were committed, false
    /// when the read stopped before.
    fn apply(
        &self,
        writer: &mut IndexWriter,
        steps: &mut tokio::sync::mpsc::Receiver<Step>,
        version: &str,
    ) -> anyhow::Result<bool> {
        let (mut scopes, mut added, mut rebuilt) = (0, 0, false);
        while let Some(step) = steps.blocking_recv() {
            match step {
                Step::Clear(Scope::All) => {
                    writer.delete_all_documents()?;
                    (scopes, rebuilt) = (scopes + 1, true);
                }
                Step::Clear(Scope::Item(kind, id)) => {
                    writer.delete_term(Term::from_field_text(self.source, &sources::source(kind, id)));
                    scopes += 1;
                }
                Step::Add(docs) => {
                    for doc in &docs {
                        writer.add_document(self.document(doc))?;
                    }
                    added += docs.len();
                }
                Step::Done => {
                    writer.commit()?;
                    // Few segments: a search walks one term dictionary per field and segment,
                    // which is most of what a typo-tolerant query costs on a large index. A
                    // rebuild leaves one.
                    let segments = self.index.searchable_segment_ids()?;
                    if segments.len() > MAX_SEGMENTS || (rebuilt && segments.len() > 1) {
                        writer.merge(&segments).wait()?;
                    }
                    self.reader.reload()?;
                    std::fs::write(self.dir.join(VERSION_FILE), version)
                        .context("cannot record the index's version")?;
                    tracing::info!(updates = scopes, documents = added, "search index updated");
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    fn document(&self, doc: &SearchDoc) -> TantivyDocument {
        let mut document = TantivyDocument::default();
        document.add_text(self.kind, doc.kind);
        document.add_text(self.source, &doc.source);
        document.add_text(self.path, &doc.path);
        for lang in Lang::ALL {
            let fields = fields_of(&self.fields, lang);
            document.add_text(fields.title, doc.title.get(lang));
            document.add_text(fields.body, doc.body.get(lang));
            document.add_text(fields.title_words, doc.title.get(lang));
            document.add_text(fields.words, doc.body.get(lang));
        }
        document
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

/// Keeps the index in step with the content: a change of what it reads is noted, and this task
/// replaces the changed items' documents (or rebuilds the index after a change of something many
/// documents read) away from the threads that answer requests. Changes that arrive meanwhile are
/// taken together on the next turn. Search answers cached meanwhile are forgotten once the index
/// has the change.
pub fn follow(
    search: Arc<SearchIndex>,
    store: Store,
    changes: &Changes,
    answers: crate::http::cache::AnswerCache,
) -> tokio::task::JoinHandle<()> {
    let pending = Arc::new(Mutex::new(Pending::default()));
    let stale = Arc::new(tokio::sync::Notify::new());
    let (note, mark) = (pending.clone(), stale.clone());
    changes.listen(move |change| {
        if let Some(scope) = Scope::after(change) {
            note.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).add(scope);
            mark.notify_one();
        }
    });
    tokio::spawn(async move {
        loop {
            stale.notified().await;
            let scopes = std::mem::take(&mut *pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner())).scopes();
            match search.update(&store, &scopes).await {
                Ok(()) => answers.clear(),
                Err(err) => tracing::error!(error = format!("{err:#}"), "cannot update the search index"),
            }
        }
    })
}

/// The changes the index has not taken yet.
#[derive(Default)]
struct Pending {
    everything: bool,
    items: std::collections::BTreeSet<(&'static str, i64)>,
}

impl Pending {
    fn add(&mut self, scope: Scope) {
        match scope {
            Scope::All => self.everything = true,
            Scope::Item(kind, id) => {
                self.items.insert((kind, id));
            }
        }
    }

    /// What to read and write: everything once, or each changed item.
    fn scopes(self) -> Vec<Scope> {
        if self.everything {
            return vec![Scope::All];
        }
        self.items.into_iter().map(|(kind, id)| Scope::Item(kind, id)).collect()
    }
}

/// The version an index of the content now in `store` records: the index's format and the
/// content's version (changed by every write of content).
pub async fn content_version(store: &Store) -> anyhow::Result<String> {
    let content = store.content_version().await?;
    Ok(format!("{INDEX_FORMAT}/{content}"))
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
