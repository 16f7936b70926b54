//! The rules of the visitor forms (spec/visitor-forms.md section 5), stated once: typed values
//! whose constructors hold a rule, and a checker that collects one message per bad field in the
//! visitor's language.

use std::sync::LazyLock;

use regex::Regex;

use crate::http::{ApiError, FieldErrors};
use crate::lang::Lang;

/// What went wrong with a field; its text exists in the three languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    Required,
    Email,
    Phone,
    Date,
    PastDate,
    Time,
    Year,
    Choice,
    Upload,
    TooLong,
    FileTooLarge,
    FileType,
    /// The form's invisible checks (proof of work, fill time) did not pass.
    Unverified,
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
        }
    }
}

/// The longest text a field takes.
pub const MAX_TEXT: usize = 5000;

/// An e-mail: no spaces, an @, a dot, and a final part of 2 to 10 lower-case letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(input: &str) -> Result<Email, Problem> {
        static RULE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[^\s@]+@[^\s@]+\.[a-z]{2,10}$").unwrap());
        let input = input.trim();
        if input.is_empty() {
            Err(Problem::Required)
        } else if input.len() <= 254 && RULE.is_match(input) {
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
        static RULE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$").unwrap());
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
        let input = input.trim();
        if input.is_empty() {
            Err(Problem::Required)
        } else if input.chars().count() > MAX_TEXT {
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

    /// 422 naming every bad field, if there is one.
    pub fn finish(self) -> Result<(), ApiError> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(ApiError::Unprocessable(self.errors))
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
        assert_eq!(Text::parse(" Айгерім "), Ok(Text("Айгерім".into())));
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
