//! Lists that pages show beside their blocks: the development office's departments, a project's
//! partners, a school's administration and teachers, a level's programmes.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::spawn_app;

fn items(list: &Value) -> &Vec<Value> {
    list.as_array().unwrap_or_else(|| panic!("not a list: {list}"))
}

#[tokio::test]
async fn the_departments_say_what_they_do_who_heads_them_and_how_many_vacancies_they_have() {
    let app = spawn_app().await;
    let handbook = app.data("/handbooks/departments").await;
    for lang in ["kz", "ru", "en"] {
        let departments = app.data(&format!("/vacancies/departments?lang={lang}")).await;
        let departments = items(&departments);
        // Every department of the handbook, in its order, not only those hiring.
        let ids: Vec<_> = departments.iter().map(|d| d["id"].clone()).collect();
        let handbook_ids: Vec<_> = items(&handbook).iter().map(|d| d["id"].clone()).collect();
        assert_eq!(ids, handbook_ids, "{lang}");
        for department in departments {
            for field in ["title", "desc", "head", "email", "phone"] {
                assert!(
                    !department[field].as_str().unwrap_or_default().is_empty(),
                    "{lang}: {field} of {department}"
                );
            }
        }
    }
    // The counts are the vacancies the list shows for each department.
    let departments = app.data("/vacancies/departments").await;
    let mut total = 0;
    for department in items(&departments) {
        let id = department["id"].as_i64().unwrap();
        let listed = app.data(&format!("/vacancies?department={id}")).await;
        assert_eq!(department["vacancies"], listed["meta"]["total"], "department {id}");
        total += department["vacancies"].as_i64().unwrap();
    }
    assert_eq!(total, app.data("/vacancies").await["meta"]["total"].as_i64().unwrap());
    assert!(total > 0);
}

#[tokio::test]
async fn every_project_names_its_partners_in_three_languages() {
    let app = spawn_app().await;
    let projects = app.data("/projects").await;
    for project in items(&projects) {
        let slug = project["slug"].as_str().unwrap();
        let en = app.data(&format!("/projects/{slug}/partners?lang=en")).await;
        let kz = app.data(&format!("/projects/{slug}/partners")).await;
        assert!(!items(&en).is_empty(), "{slug} has partners");
        for (en, kz) in items(&en).iter().zip(items(&kz)) {
            assert_eq!(en["id"], kz["id"]);
            for field in ["title", "role", "country"] {
                assert!(!en[field].as_str().unwrap().is_empty(), "{slug}: {field}");
            }
            assert_ne!(en["role"], kz["role"], "{slug}: the role is translated");
            assert!(en["url"].as_str().unwrap().starts_with("https://"), "{en}");
            assert!(en["logo"].as_str().unwrap().starts_with("/assets/media/"), "{en}");
        }
    }
    // By id as well as by slug (in any case), as the activities are.
    let first = &items(&projects)[0];
    let by_id = app.data(&format!("/projects/{}/partners", first["id"])).await;
    let slug = first["slug"].as_str().unwrap().to_uppercase();
    assert_eq!(by_id, app.data(&format!("/projects/{slug}/partners")).await);
    let (status, body) = app.api("/projects/no-such-project/partners").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
}

#[tokio::test]
async fn a_school_lists_its_own_administration_and_teachers() {
    let app = spawn_app().await;
    let schools = app.data("/schools").await;
    for kind in ["school-administration", "teaching-staff"] {
        let mut shown = 0;
        for school in items(&schools) {
            let id = school["id"].as_i64().unwrap();
            let staff = app.data(&format!("/employees/{kind}?school={id}")).await;
            let people = items(&staff["data"]);
            assert!(!people.is_empty(), "school {id} has {kind}");
            assert!(people.iter().all(|p| p["school"] == id && p["type"] == kind), "{staff}");
            shown += people.len();
        }
        // Everyone of a school is on its page; the rest are the university's (management page).
        let mut of_schools = 0;
        for page in 1.. {
            let all = app.data(&format!("/employees/{kind}?page={page}")).await;
            of_schools += items(&all["data"]).iter().filter(|p| !p["school"].is_null()).count();
            if all["meta"]["last_page"] == page {
                break;
            }
        }
        assert_eq!(shown, of_schools, "{kind}");
    }
    let (status, body) = app.api("/employees/teaching-staff?school=first").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["school"].is_array(), "{body}");
}

#[tokio::test]
async fn a_programme_list_leaves_the_descriptions_to_each_programme_s_own_answer() {
    let app = spawn_app().await;
    let list = app.data("/school-programs?education=bachelor&lang=ru").await;
    let programmes = items(&list);
    assert!(programmes.len() >= 10, "{list}");
    for programme in programmes {
        assert!(
            programme.get("desc").is_none(),
            "a card has no description: {programme}"
        );
        assert!(
            programme["title"].as_str().is_some_and(|t| !t.is_empty()),
            "{programme}"
        );
        assert!(
            programme["language"].is_array(),
            "a card has its filter values: {programme}"
        );
    }
    let slug = programmes[0]["slug"].as_str().unwrap();
    let one = app.data(&format!("/school-programs/{slug}?lang=ru")).await;
    assert_eq!(one["title"], programmes[0]["title"]);
    assert_eq!(one["language"], programmes[0]["language"]);
    assert!(
        one["desc"].as_str().is_some_and(|d| d.len() > 100),
        "the page has the description: {one}"
    );
}

#[tokio::test]
async fn programmes_come_school_by_school_even_when_schools_share_their_place() {
    let app = spawn_app().await;
    // Every school in the same place, the programmes' own places spread across schools.
    for school in app.ids_in("schools").await {
        app.edit("schools", school, |school| {
            school.insert("sort_order".into(), 1.into());
        })
        .await;
    }
    let mut places = std::collections::HashMap::new();
    for programme in app.ids_in("programs").await {
        app.edit("programs", programme, |fields| {
            fields.insert("sort_order".into(), (programme % 3).into());
        })
        .await;
        places.insert(programme, programme % 3);
    }
    let list = app.data("/school-programs?lang=en").await;
    let mut seen = Vec::new();
    let mut last: Option<(i64, i64)> = None;
    for programme in items(&list) {
        let school = programme["school"].as_i64().unwrap();
        let place = places[&programme["id"].as_i64().unwrap()];
        if last.map(|(s, _)| s) != Some(school) {
            assert!(
                !seen.contains(&school),
                "school {school}'s programmes are split: {seen:?}"
            );
            assert!(
                seen.last().is_none_or(|&s| s < school),
                "schools in the same place by id: {seen:?}"
            );
            seen.push(school);
        } else {
            assert!(
                last.unwrap().1 <= place,
                "a school's programmes in their order: {programme}"
            );
        }
        last = Some((school, place));
    }
    assert!(seen.len() >= 2, "{list}");
}

#[tokio::test]
async fn programme_filters_narrow_the_list_together() {
    let app = spawn_app().await;
    let bachelor = app.data("/school-programs?education=bachelor").await;
    let first = &items(&bachelor)[0];
    let school = first["school"].as_i64().unwrap();
    let language = first["language"][0]["id"].as_i64().unwrap();
    let form = first["form"][0]["id"].as_i64().unwrap();
    let has = |programme: &Value, dimension: &str, id: i64| {
        items(&programme[dimension]).iter().any(|value| value["id"] == id)
    };

    let narrowed = app
        .data(&format!(
            "/school-programs?education=bachelor&school={school}&language={language}&form={form}"
        ))
        .await;
    let narrowed = items(&narrowed);
    assert!(narrowed.iter().any(|p| p["id"] == first["id"]), "{narrowed:?}");
    for programme in narrowed {
        assert_eq!(programme["education"], "bachelor", "{programme}");
        assert_eq!(programme["school"], school, "{programme}");
        assert!(
            has(programme, "language", language) && has(programme, "form", form),
            "{programme}"
        );
    }
    // Exactly the bachelor programmes of the school with both values, in the same order.
    let expected: Vec<&Value> = items(&bachelor)
        .iter()
        .filter(|p| p["school"] == school && has(p, "language", language) && has(p, "form", form))
        .collect();
    assert_eq!(narrowed.iter().collect::<Vec<_>>(), expected);

    let masters = app
        .data(&format!("/school-programs?education=master&school={school}"))
        .await;
    assert!(
        items(&masters)
            .iter()
            .all(|p| p["education"] == "master" && p["school"] == school)
    );
    assert!(items(&masters).iter().all(|p| p["id"] != first["id"]));
}
