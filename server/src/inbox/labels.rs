//! What staff read of a submission: the names of the forms and the labels of their fields in
//! Kazakh, Russian and English, and the statuses.

use crate::lang::Lang;

/// One text in the three languages: Kazakh, Russian, English.
type Texts = [&'static str; 3];

fn pick(texts: &Texts, lang: Lang) -> &'static str {
    match lang {
        Lang::Kz => texts[0],
        Lang::Ru => texts[1],
        Lang::En => texts[2],
    }
}

const FORMS: &[(&str, Texts)] = &[
    ("consultation", ["Кеңес алу", "Консультация", "Consultation request"]),
    (
        "registration",
        ["Қабылдауға жазылу", "Запись на приём", "Reception registration"],
    ),
    ("book", ["Кітапқа тапсырыс", "Заказ книги", "Book request"]),
    (
        "archive-info",
        ["Мұрағат анықтамасы", "Архивная справка", "Archive certificate"],
    ),
    (
        "meeting",
        ["Түлектер кездесуі", "Встреча выпускников", "Alumni meeting"],
    ),
    ("success-story", ["Табыс тарихы", "История успеха", "Success story"]),
    ("transcript", ["Транскрипт", "Транскрипт", "Transcript"]),
    (
        "question",
        ["Ректорға сұрақ", "Вопрос ректору", "Question to the president"],
    ),
    (
        "vacancy",
        ["Бос орынға өтініш", "Отклик на вакансию", "Vacancy response"],
    ),
    ("school", ["Мектепке өтінім", "Заявка в школу", "School application"]),
    ("summer-school", ["Жазғы мектеп", "Летняя школа", "Summer school"]),
    (
        "service",
        ["Қызмет көрсету орталығы", "Центр обслуживания", "Service centre"],
    ),
];

const FIELDS: &[(&str, Texts)] = &[
    ("fio", ["Аты-жөні", "ФИО", "Name"]),
    (
        "student_id",
        [
            "Аты-жөні немесе студенттік нөмір",
            "ФИО или студенческий номер",
            "Name or student number",
        ],
    ),
    ("email", ["Электрондық пошта", "Электронная почта", "E-mail"]),
    ("email_from", ["Электрондық пошта", "Электронная почта", "E-mail"]),
    ("phone", ["Телефон", "Телефон", "Phone"]),
    ("message", ["Хабарлама", "Сообщение", "Message"]),
    ("page_type", ["Бет түрі", "Тип страницы", "Page type"]),
    ("page_slug", ["Бет", "Страница", "Page"]),
    ("tags", ["UTM белгілері", "UTM-метки", "UTM tags"]),
    ("date", ["Күні", "Дата", "Date"]),
    ("time", ["Уақыты", "Время", "Time"]),
    ("issue_id", ["Мәселе", "Вопрос", "Issue"]),
    ("file", ["Файл", "Файл", "File"]),
    ("school_id", ["Мектеп", "Школа", "School"]),
    ("method_id", ["Алу тәсілі", "Способ получения", "How to receive"]),
    ("address", ["Мекенжай", "Адрес", "Address"]),
    ("book_id", ["Кітап", "Книга", "Book"]),
    (
        "year_admission",
        ["Түскен жылы", "Год поступления", "Year of admission"],
    ),
    ("year_release", ["Бітірген жылы", "Год выпуска", "Year of graduation"]),
    ("specialty", ["Мамандық", "Специальность", "Specialty"]),
    ("department_id", ["Бөлім", "Отдел", "Department"]),
    ("type_id", ["Анықтама түрі", "Тип справки", "Certificate type"]),
    ("language_id", ["Тілі", "Язык", "Language"]),
    ("city", ["Қала", "Город", "City"]),
    ("documents", ["Құжаттар", "Документы", "Documents"]),
    ("email_to", ["Кімге", "Кому", "To"]),
    ("vacancy", ["Бос орын", "Вакансия", "Vacancy"]),
    (
        "academic_degree",
        ["Ғылыми дәрежесі", "Учёная степень", "Academic degree"],
    ),
    ("schools", ["Мектептер", "Школы", "Schools"]),
    (
        "courses",
        [
            "Оқыта алатын курстары",
            "Курсы, которые может вести",
            "Courses they can teach",
        ],
    ),
    ("resume", ["Түйіндеме", "Резюме", "CV"]),
    ("company", ["Ұйым", "Организация", "Organisation"]),
    ("post", ["Лауазымы", "Должность", "Position"]),
    ("program", ["Бағдарлама", "Программа", "Programme"]),
    ("year", ["Жылы", "Год", "Year"]),
    ("room_plan", ["Тұру", "Проживание", "Accommodation"]),
    ("direction", ["Бағыт", "Направление", "Area"]),
    ("service", ["Қызмет", "Услуга", "Service"]),
];

const STATUSES: &[(&str, Texts)] = &[
    ("new", ["Жаңа", "Новая", "New"]),
    ("in_progress", ["Жұмыста", "В работе", "In progress"]),
    ("done", ["Орындалды", "Выполнена", "Done"]),
    ("spam", ["Спам", "Спам", "Spam"]),
];

fn find(table: &[(&str, Texts)], key: &str, lang: Lang) -> Option<&'static str> {
    table
        .iter()
        .find(|(name, _)| *name == key)
        .map(|(_, texts)| pick(texts, lang))
}

/// The name of form `kind` (its type when there is none).
pub fn form(kind: &str, lang: Lang) -> String {
    find(FORMS, kind, lang).map_or_else(|| kind.to_owned(), str::to_owned)
}

/// The label of a field: its last name part (`data.city` is a city), a UTM tag as itself.
pub fn field(path: &str, lang: Lang) -> String {
    let name = path.rsplit('.').next().unwrap_or(path);
    if name.to_lowercase().starts_with("utm_") {
        return name.to_uppercase();
    }
    find(FIELDS, name, lang).map_or_else(|| name.replace('_', " "), str::to_owned)
}

/// Where a field comes among a submission's fields: in the order of `FIELDS` (who, how to reach
/// them, what they wrote, then the rest), a nested field by its last part.
pub fn rank(path: &str) -> usize {
    let name = path.rsplit('.').next().unwrap_or(path);
    FIELDS
        .iter()
        .position(|(field, _)| *field == name)
        .unwrap_or(FIELDS.len())
}

/// A chosen value as staff read it (an academic degree), or None for a value that is itself.
pub fn value(path: &str, value: &str, lang: Lang) -> Option<&'static str> {
    match path {
        "academic_degree" => find(DEGREES, value, lang),
        _ => None,
    }
}

const DEGREES: &[(&str, Texts)] = &[
    ("none", ["Жоқ", "Нет", "None"]),
    ("master", ["Магистр", "Магистр", "Master"]),
    (
        "candidate",
        ["Ғылым кандидаты", "Кандидат наук", "Candidate of sciences"],
    ),
    ("phd", ["PhD", "PhD", "PhD"]),
    ("doctor", ["Ғылым докторы", "Доктор наук", "Doctor of sciences"]),
];

pub fn status(status: &str, lang: Lang) -> String {
    find(STATUSES, status, lang).map_or_else(|| status.to_owned(), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_and_status_is_named_in_three_languages() {
        for kind in crate::forms::export::KINDS {
            for lang in Lang::ALL {
                assert_ne!(form(kind, lang), kind, "{kind} has no name in {lang:?}");
            }
        }
        for status in super::super::STATUSES {
            assert!(find(STATUSES, status, Lang::Ru).is_some(), "{status}");
        }
        assert_eq!(field("data.city", Lang::En), "City");
        assert_eq!(field("tags.utm_source", Lang::Kz), "UTM_SOURCE");
        for degree in crate::forms::applications::ACADEMIC_DEGREES {
            assert!(value("academic_degree", degree, Lang::Kz).is_some(), "{degree}");
        }
        assert!(rank("fio") < rank("email") && rank("email") < rank("message"));
    }
}
