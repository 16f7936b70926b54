//! The rules of the visitor forms (spec/visitor-forms.md section 5) and of the staff's content,
//! stated once, below the store that checks content with them: typed values
//! whose constructors hold a rule, and a checker that collects one message per bad field in the
//! visitor's language.

use std::sync::LazyLock;

use regex::Regex;
use utoipa::openapi::schema::{ArrayBuilder, KnownFormat, ObjectBuilder, SchemaFormat, Type};

use crate::lang::Lang;

/// The problems of a request, per field: each field's messages in the caller's language.
pub type FieldErrors = std::collections::BTreeMap<String, Vec<String>>;

/// What went wrong with a field; its text exists in the three languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    Required,
    Email,
    Phone,
    Date,
    PastDate,
    /// The end of a range of days before its start.
    DateOrder,
    Time,
    Year,
    Choice,
    Upload,
    TooLong,
    FileTooLarge,
    FileType,
    /// The form's invisible checks (proof of work, fill time) did not pass.
    Unverified,
    /// An idempotency key already used by another form's submission.
    KeyReused,
    /// The staff's content checks, beside the visitors' ones above.
    Slug,
    SlugTaken,
    Reference,
    Url,
    Color,
    DateTime,
    Number,
    Password,
    EmailTaken,
    Role,
    /// A change an admin may not make to their own account (demote, disable, delete).
    OwnAccount,
    /// A change that would leave the site without an enabled admin.
    LastAdmin,
}

impl Problem {
    pub fn text(self, lang: Lang) -> &'static str {
        use Problem::*;
        match (self, lang) {
            (Required, Lang::Kz) => "Бұл өрісті толтырыңыз",
            (Required, Lang::Ru) => "Заполните это поле",
            (Required, Lang::En) => "Please fill in this field",
            (Email, Lang::Kz) => "Электрондық поштаны дұрыс енгізіңіз, мысалы name@mail.kz",
            (Email, Lang::Ru) => "Введите правильный e-mail, например name@mail.kz",
            (Email, Lang::En) => "Enter a valid e-mail, e.g. name@mail.kz",
            (Phone, Lang::Kz) => "Телефон нөмірін толық енгізіңіз: +7 (___) ___-__-__",
            (Phone, Lang::Ru) => "Введите номер полностью: +7 (___) ___-__-__",
            (Phone, Lang::En) => "Enter the full number: +7 (___) ___-__-__",
            (Date, Lang::Kz) => "Күнді ЖЖЖЖ-АА-КК түрінде енгізіңіз",
            (Date, Lang::Ru) => "Введите дату в виде ГГГГ-ММ-ДД",
            (Date, Lang::En) => "Enter the date as YYYY-MM-DD",
            (PastDate, Lang::Kz) => "Бүгінгі немесе келесі күнді таңдаңыз",
            (PastDate, Lang::Ru) => "Выберите сегодняшнюю или более позднюю дату",
            (PastDate, Lang::En) => "Choose today or a later date",
            (DateOrder, Lang::Kz) => "Соңғы күн бастапқы күннен ерте болмауы керек",
            (DateOrder, Lang::Ru) => "Конечная дата не может быть раньше начальной",
            (DateOrder, Lang::En) => "The last day cannot come before the first",
            (Time, Lang::Kz) => "Уақытты СС:ММ түрінде енгізіңіз",
            (Time, Lang::Ru) => "Введите время в виде ЧЧ:ММ",
            (Time, Lang::En) => "Enter the time as HH:MM",
            (Year, Lang::Kz) => "Жылды төрт цифрмен енгізіңіз",
            (Year, Lang::Ru) => "Введите год четырьмя цифрами",
            (Year, Lang::En) => "Enter the year in four digits",
            (Choice, Lang::Kz) => "Тізімнен таңдаңыз",
            (Choice, Lang::Ru) => "Выберите значение из списка",
            (Choice, Lang::En) => "Choose one of the options",
            (Upload, Lang::Kz) => "Файлды қайта жүктеңіз",
            (Upload, Lang::Ru) => "Загрузите файл заново",
            (Upload, Lang::En) => "Please upload the file again",
            (TooLong, Lang::Kz) => "Мәтін тым ұзын",
            (TooLong, Lang::Ru) => "Слишком длинный текст",
            (TooLong, Lang::En) => "The text is too long",
            (FileTooLarge, Lang::Kz) => "Файл тым үлкен",
            (FileTooLarge, Lang::Ru) => "Файл слишком большой",
            (FileTooLarge, Lang::En) => "The file is too large",
            (FileType, Lang::Kz) => "PDF, JPG, PNG немесе WebP файлын тіркеңіз",
            (FileType, Lang::Ru) => "Прикрепите файл PDF, JPG, PNG или WebP",
            (FileType, Lang::En) => "Attach a PDF, JPG, PNG or WebP file",
            (Unverified, Lang::Kz) => "Форманы тексеру мүмкін болмады. Қайта жіберіп көріңіз",
            (Unverified, Lang::Ru) => "Не удалось проверить форму. Попробуйте отправить ещё раз",
            (Unverified, Lang::En) => "The form could not be verified. Please try sending it again",
            (KeyReused, Lang::Kz) => "Бұл кілт басқа өтінімге пайдаланылған: жаңасын жіберіңіз",
            (KeyReused, Lang::Ru) => "Этот ключ уже использован для другой заявки: отправьте новый",
            (KeyReused, Lang::En) => "This key was used for another request: send a new one",
            (Slug, Lang::Kz) => "Тек кіші латын әріптері, цифрлар және сызықша (мысалы, new-campus)",
            (Slug, Lang::Ru) => "Только строчные латинские буквы, цифры и дефис (например, new-campus)",
            (Slug, Lang::En) => "Only lower-case Latin letters, digits and hyphens (e.g. new-campus)",
            (SlugTaken, Lang::Kz) => "Бұл адрес басқа жазбада бар: басқасын таңдаңыз",
            (SlugTaken, Lang::Ru) => "Этот адрес уже занят другой записью: выберите другой",
            (SlugTaken, Lang::En) => "Another item already has this address: choose another",
            (Reference, Lang::Kz) => "Мұндай жазба жоқ: тізімнен таңдаңыз",
            (Reference, Lang::Ru) => "Такой записи нет: выберите из списка",
            (Reference, Lang::En) => "There is no such item: choose one from the list",
            (Url, Lang::Kz) => "Сайт жолын (/about) немесе толық адресті (https://…) енгізіңіз",
            (Url, Lang::Ru) => "Введите путь на сайте (/about) или полный адрес (https://…)",
            (Url, Lang::En) => "Enter a site path (/about) or a full address (https://…)",
            (Color, Lang::Kz) => "Түсті #rrggbb түрінде енгізіңіз",
            (Color, Lang::Ru) => "Введите цвет в виде #rrggbb",
            (Color, Lang::En) => "Enter the colour as #rrggbb",
            (DateTime, Lang::Kz) => "Күн мен уақытты ЖЖЖЖ-АА-ККTСС:ММ түрінде енгізіңіз",
            (DateTime, Lang::Ru) => "Введите дату и время в виде ГГГГ-ММ-ДДTЧЧ:ММ",
            (DateTime, Lang::En) => "Enter the date and time as YYYY-MM-DDTHH:MM",
            (Number, Lang::Kz) => "Рұқсат етілген ауқымдағы санды енгізіңіз",
            (Number, Lang::Ru) => "Введите число в допустимых пределах",
            (Number, Lang::En) => "Enter a number within the allowed range",
            (Password, Lang::Kz) => "Құпиясөз кемінде 10 таңбадан тұруы керек",
            (Password, Lang::Ru) => "Пароль должен содержать не менее 10 символов",
            (Password, Lang::En) => "The password must have at least 10 characters",
            (EmailTaken, Lang::Kz) => "Бұл поштамен аккаунт бар",
            (EmailTaken, Lang::Ru) => "Аккаунт с этим e-mail уже есть",
            (EmailTaken, Lang::En) => "An account with this e-mail already exists",
            (Role, Lang::Kz) => "Рөлді таңдаңыз: admin, editor немесе manager",
            (Role, Lang::Ru) => "Выберите роль: admin, editor или manager",
            (Role, Lang::En) => "Choose a role: admin, editor or manager",
            (OwnAccount, Lang::Kz) => "Өз аккаунтыңызды өзгерте алмайсыз: мұны басқа әкімші жасайды",
            (OwnAccount, Lang::Ru) => "Свой аккаунт так изменить нельзя: это делает другой администратор",
            (OwnAccount, Lang::En) => "You cannot do this to your own account: another admin can",
            (LastAdmin, Lang::Kz) => "Бұл жалғыз белсенді әкімші: алдымен басқа әкімші қосыңыз",
            (LastAdmin, Lang::Ru) => "Это единственный активный администратор: сначала добавьте другого",
            (LastAdmin, Lang::En) => "This is the only active admin: add another one first",
        }
    }
}

/// The longest text a field takes, counted in characters as sent.
pub const MAX_TEXT: usize = 5000;
/// The longest e-mail, counted in characters as sent.
pub const MAX_EMAIL: usize = 254;

/// The characters a value is trimmed of (`char::is_whitespace`, Unicode White_Space), spelt out
/// for the document's patterns: `\s` means other sets in JavaScript and Python.
const SPACE: &str = r"\t\n\x0B\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// The document's pattern for a value the server trims and then matches with `core`.
fn padded(core: &str) -> String {
    format!("^[{SPACE}]*{core}[{SPACE}]*$")
}

/// The document's patterns, in the syntax Rust, JavaScript and Python share; the tests below
/// hold them to the parsers.
pub fn email_pattern() -> String {
    padded(&format!("[^{SPACE}@]+@[^{SPACE}@]+\\.[a-z]{{2,10}}"))
}
pub fn phone_pattern() -> String {
    padded(r"\+7 \([0-9]{3}\) [0-9]{3}-[0-9]{2}-[0-9]{2}")
}
pub fn date_pattern() -> String {
    padded("[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])")
}
pub fn time_pattern() -> String {
    padded("([01][0-9]|2[0-3]):[0-5][0-9]")
}
pub fn year_pattern() -> String {
    padded("[0-9]{4}")
}
/// A text with something besides spaces.
pub fn filled_pattern() -> String {
    format!("[^{SPACE}]")
}
/// The text of an id, as a select sends it.
pub fn id_text_pattern() -> String {
    padded("[+-]?[0-9]+")
}

fn string(description: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
}

/// Schemas of the form fields (`#[schema(schema_with = ...)]`): each says what its parser takes.
pub mod schema {
    use super::*;
    use utoipa::openapi::schema::Object;

    pub fn text() -> Object {
        string("Trimmed; not empty.")
            .min_length(Some(1))
            .max_length(Some(MAX_TEXT))
            .pattern(Some(filled_pattern()))
            .build()
    }
    pub fn optional_text() -> Object {
        string("Trimmed; may be left empty.").max_length(Some(MAX_TEXT)).build()
    }
    pub fn email() -> Object {
        string("An e-mail, e.g. name@mail.kz.")
            .min_length(Some(1))
            .max_length(Some(MAX_EMAIL))
            .pattern(Some(email_pattern()))
            .build()
    }
    pub fn phone() -> Object {
        string("The form's mask, `+7 (707) 123-45-67`.")
            .min_length(Some(1))
            .pattern(Some(phone_pattern()))
            .build()
    }
    pub fn date() -> Object {
        string("`YYYY-MM-DD`, a real date.")
            .min_length(Some(1))
            .pattern(Some(date_pattern()))
            .build()
    }
    pub fn upcoming_date() -> Object {
        string("`YYYY-MM-DD`, a real date, today or later at the university.")
            .min_length(Some(1))
            .pattern(Some(date_pattern()))
            .build()
    }
    pub fn time() -> Object {
        string("`HH:MM`.")
            .min_length(Some(1))
            .pattern(Some(time_pattern()))
            .build()
    }
    pub fn year() -> Object {
        string("`YYYY`, from 1950 to ten years ahead.")
            .min_length(Some(1))
            .pattern(Some(year_pattern()))
            .build()
    }
    /// The reference POST /file/store answered, not yet used by a submission.
    pub fn upload() -> Object {
        string("An `upload:` reference from POST /file/store that no submission has used yet.")
            .min_length(Some(1))
            .pattern(Some(padded("upload:[0-9a-f]+")))
            .build()
    }
    /// An id sent as a multipart text.
    pub fn id_text() -> Object {
        string("An id.").pattern(Some(id_text_pattern())).build()
    }
    /// A file part.
    pub fn file() -> Object {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary)))
            .description(Some("A pdf, jpeg, png or webp file."))
            .build()
    }
    pub fn files(max: usize) -> utoipa::openapi::schema::Array {
        ArrayBuilder::new().items(file()).max_items(Some(max)).build()
    }
}

/// An e-mail: no spaces, an @, a dot, and a final part of 2 to 10 lower-case letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(input: &str) -> Result<Email, Problem> {
        static RULE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[^\s@]+@[^\s@]+\.[a-z]{2,10}$").unwrap());
        let raw = input;
        let input = input.trim();
        if input.is_empty() {
            Err(Problem::Required)
        } else if raw.chars().count() <= MAX_EMAIL && RULE.is_match(input) {
            Ok(Email(input.to_owned()))
        } else {
            Err(Problem::Email)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A Kazakhstan phone number as the form's mask writes it: `+7 (707) 123-45-67`, 18 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn parse(input: &str) -> Result<Phone, Problem> {
        static RULE: LazyLock<Regex> =
            LazyLock::new(|| Regex::new(r"^\+7 \([0-9]{3}\) [0-9]{3}-[0-9]{2}-[0-9]{2}$").unwrap());
        let input = input.trim();
        if input.is_empty() {
            Err(Problem::Required)
        } else if RULE.is_match(input) {
            Ok(Phone(input.to_owned()))
        } else {
            Err(Problem::Phone)
        }
    }
}

/// A required text (a name, an address, a message), trimmed, not empty, not huge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text(String);

impl Text {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn parse(input: &str) -> Result<Text, Problem> {
        let too_long = input.chars().count() > MAX_TEXT;
        let input = input.trim();
        if input.is_empty() {
            Err(Problem::Required)
        } else if too_long {
            Err(Problem::TooLong)
        } else {
            Ok(Text(input.to_owned()))
        }
    }
}

/// A calendar date `YYYY-MM-DD` (10 characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Day(time::Date);

impl Day {
    pub fn parse(input: &str) -> Result<Day, Problem> {
        let input = input.trim();
        if input.is_empty() {
            return Err(Problem::Required);
        }
        time::Date::parse(input, time::macros::format_description!("[year]-[month]-[day]"))
            .map(Day)
            .map_err(|_| Problem::Date)
    }

    /// A date that is today or later at the university.
    pub fn parse_upcoming(input: &str) -> Result<Day, Problem> {
        let day = Day::parse(input)?;
        if day.0 < crate::campus::local_today() {
            Err(Problem::PastDate)
        } else {
            Ok(day)
        }
    }
}

/// A time of day `HH:MM` (5 characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockTime(time::Time);

impl ClockTime {
    pub fn parse(input: &str) -> Result<ClockTime, Problem> {
        let input = input.trim();
        if input.is_empty() {
            return Err(Problem::Required);
        }
        time::Time::parse(input, time::macros::format_description!("[hour]:[minute]"))
            .map(ClockTime)
            .map_err(|_| Problem::Time)
    }
}

/// A year in four digits, from 1950 to ten years ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Year(i32);

impl Year {
    pub fn parse(input: &str) -> Result<Year, Problem> {
        let input = input.trim();
        if input.is_empty() {
            return Err(Problem::Required);
        }
        let latest = crate::campus::local_today().year() + 10;
        match input.parse::<i32>() {
            Ok(year) if input.len() == 4 && (1950..=latest).contains(&year) => Ok(Year(year)),
            _ => Err(Problem::Year),
        }
    }
}

/// Collects the problems of a form, one entry per bad field, in the visitor's language.
pub struct Check {
    lang: Lang,
    errors: FieldErrors,
}

impl Check {
    pub fn new(lang: Lang) -> Self {
        Check {
            lang,
            errors: FieldErrors::new(),
        }
    }

    /// The field's parsed value, or `None` with its problem noted.
    pub fn field<T>(&mut self, name: &str, parsed: Result<T, Problem>) -> Option<T> {
        match parsed {
            Ok(value) => Some(value),
            Err(problem) => {
                self.fail(name, problem);
                None
            }
        }
    }

    pub fn fail(&mut self, name: &str, problem: Problem) {
        self.errors
            .entry(name.to_owned())
            .or_default()
            .push(problem.text(self.lang).to_owned());
    }

    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }

    /// Every bad field's problems, if there is one (answered as 422: `From<FieldErrors> for
    /// ApiError`).
    pub fn finish(self) -> Result<(), FieldErrors> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(self.errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_follow_the_spec() {
        for good in ["a@b.kz", "name.surname@dbu.edu.kz", "x+y@mail.community"] {
            assert!(Email::parse(good).is_ok(), "{good}");
        }
        for (bad, problem) in [
            ("", Problem::Required),
            ("  ", Problem::Required),
            ("name@mail", Problem::Email),
            ("name mail@mail.kz", Problem::Email),
            ("name@mail.KZ", Problem::Email),
            ("name@mail.k", Problem::Email),
            ("name@mail.abcdefghijk", Problem::Email),
            ("namemail.kz", Problem::Email),
            ("name@mail.k2", Problem::Email),
        ] {
            assert_eq!(Email::parse(bad), Err(problem), "{bad}");
        }
    }

    #[test]
    fn phones_are_the_full_mask() {
        assert!(Phone::parse("+7 (707) 123-45-67").is_ok());
        assert_eq!(Phone::parse("+7 (707) 123-45-6"), Err(Problem::Phone));
        assert_eq!(Phone::parse("87071234567"), Err(Problem::Phone));
        assert_eq!(Phone::parse("+7 (٧٠٧) 123-45-67"), Err(Problem::Phone));
        assert_eq!(Phone::parse(""), Err(Problem::Required));
    }

    #[test]
    fn dates_times_and_years_are_real() {
        assert!(Day::parse("2027-02-28").is_ok());
        assert_eq!(Day::parse("2027-02-30"), Err(Problem::Date));
        assert_eq!(Day::parse("28.02.2027"), Err(Problem::Date));
        assert_eq!(Day::parse_upcoming("2001-01-01"), Err(Problem::PastDate));
        assert!(ClockTime::parse("09:30").is_ok());
        assert_eq!(ClockTime::parse("25:00"), Err(Problem::Time));
        assert_eq!(ClockTime::parse("9:30"), Err(Problem::Time));
        assert!(Year::parse("2015").is_ok());
        assert_eq!(Year::parse("215"), Err(Problem::Year));
        assert_eq!(Year::parse("1800"), Err(Problem::Year));
    }

    #[test]
    fn texts_are_trimmed_and_required() {
        assert_eq!(Text::parse("  "), Err(Problem::Required));
        assert_eq!(Text::parse(&"я".repeat(MAX_TEXT + 1)), Err(Problem::TooLong));
        // Counted as sent, as the document's maxLength counts.
        assert_eq!(
            Text::parse(&format!(" {}", "я".repeat(MAX_TEXT))),
            Err(Problem::TooLong)
        );
        assert_eq!(Text::parse(" Айгерім "), Ok(Text("Айгерім".into())));
    }

    #[test]
    fn the_documents_spaces_are_the_ones_trimmed() {
        let space = Regex::new(&format!("^[{SPACE}]$")).unwrap();
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            assert_eq!(space.is_match(c.encode_utf8(&mut [0; 4])), c.is_whitespace(), "{c:?}");
        }
    }

    #[test]
    fn the_documents_patterns_take_what_the_parsers_take() {
        let matches = |pattern: String, input: &str| Regex::new(&pattern).unwrap().is_match(input);
        for input in [
            "a@b.kz",
            " a@b.kz\u{3000}",
            "name@mail.KZ",
            "a b@c.kz",
            "a@@b.kz",
            "x+y@mail.community",
            "",
        ] {
            assert_eq!(
                matches(email_pattern(), input),
                Email::parse(input).is_ok(),
                "{input:?}"
            );
        }
        for input in [
            "+7 (707) 123-45-67",
            " +7 (707) 123-45-67 ",
            "+7 (707) 123-45-6",
            "+7 (٧٠٧) 123-45-67",
        ] {
            assert_eq!(
                matches(phone_pattern(), input),
                Phone::parse(input).is_ok(),
                "{input:?}"
            );
        }
        for input in [
            "2027-02-28",
            " 2027-12-31 ",
            "2027-13-01",
            "2027-00-10",
            "2027-01-32",
            "27-01-01",
        ] {
            assert_eq!(matches(date_pattern(), input), Day::parse(input).is_ok(), "{input:?}");
        }
        for input in ["00:00", "23:59", " 09:30 ", "24:00", "12:60", "9:30"] {
            assert_eq!(
                matches(time_pattern(), input),
                ClockTime::parse(input).is_ok(),
                "{input:?}"
            );
        }
        // The range (1950 to ten years ahead) moves with the calendar: only the description says it.
        for input in ["2015", " 1950 ", "215", "20155", "+201", "2O15"] {
            assert_eq!(matches(year_pattern(), input), Year::parse(input).is_ok(), "{input:?}");
        }
        for input in ["a", " a ", "", " \t\u{2028}", "\u{1c}"] {
            assert_eq!(
                matches(filled_pattern(), input),
                Text::parse(input).is_ok(),
                "{input:?}"
            );
        }
    }

    #[test]
    fn every_problem_is_said_in_three_languages() {
        use Problem::*;
        for problem in [
            Required,
            Email,
            Phone,
            Date,
            PastDate,
            DateOrder,
            Time,
            Year,
            Choice,
            Upload,
            TooLong,
            FileTooLarge,
            FileType,
        ] {
            let texts: Vec<_> = Lang::ALL.iter().map(|l| problem.text(*l)).collect();
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{problem:?}");
        }
    }
}
