-- The lists of the content API (spec/content-browsing.md sections 3 and 7).
-- Columns are named as the API's fields; translatable ones hold {"kz","ru","en"} JSON text.

CREATE TABLE handbook_items (
    id         INTEGER PRIMARY KEY,
    handbook   TEXT NOT NULL,   -- grant-types, direction, service, ... (the thirteen lookups)
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    parent     INTEGER REFERENCES handbook_items (id)  -- a service's direction
);
CREATE INDEX handbook_items_by_handbook ON handbook_items (handbook, sort_order);

CREATE TABLE employees (
    id         INTEGER PRIMARY KEY,
    type       TEXT NOT NULL,   -- teaching-staff, school-administration, council-member, ...
    sort_order INTEGER NOT NULL,
    name       TEXT NOT NULL,
    position   TEXT NOT NULL,   -- the job title
    degree     TEXT NOT NULL,
    photo      TEXT,
    email      TEXT NOT NULL,
    phone      TEXT NOT NULL,
    bio        TEXT NOT NULL,
    school     INTEGER REFERENCES schools (id),
    "group"    INTEGER REFERENCES handbook_items (id)  -- an employee-groups item
);
CREATE INDEX employees_by_type ON employees (type, sort_order);
CREATE INDEX employees_by_group ON employees ("group", sort_order);

ALTER TABLE dual_programs ADD COLUMN school INTEGER REFERENCES schools (id);
ALTER TABLE dual_programs ADD COLUMN degree TEXT NOT NULL DEFAULT '{"kz":""}';
ALTER TABLE dual_programs ADD COLUMN duration TEXT NOT NULL DEFAULT '{"kz":""}';
ALTER TABLE dual_programs ADD COLUMN languages TEXT NOT NULL DEFAULT '{"kz":""}';

-- The programme filters: teaching language, period of study, entrance subjects, form of study.
CREATE TABLE program_filter_values (
    id         INTEGER PRIMARY KEY,
    dimension  TEXT NOT NULL,   -- language, period, subject, form
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL
);

CREATE TABLE programs (
    id         INTEGER PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    education  TEXT NOT NULL,   -- bachelor, master, doctoral
    school     INTEGER NOT NULL REFERENCES schools (id),
    sort_order INTEGER NOT NULL,
    code       TEXT NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    image      TEXT,
    credits    INTEGER NOT NULL,
    price      TEXT NOT NULL
);
CREATE INDEX programs_by_education ON programs (education, school, sort_order);

CREATE TABLE program_filters (
    program INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    value   INTEGER NOT NULL REFERENCES program_filter_values (id),
    PRIMARY KEY (program, value)
);
CREATE INDEX program_filters_by_value ON program_filters (value, program);

CREATE TABLE question_categories (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL
);

CREATE TABLE questions (
    id         INTEGER PRIMARY KEY,
    category   INTEGER NOT NULL REFERENCES question_categories (id),
    sort_order INTEGER NOT NULL,
    question   TEXT NOT NULL,
    answer     TEXT NOT NULL
);
CREATE INDEX questions_by_category ON questions (category, sort_order);

CREATE TABLE grants (
    id         INTEGER PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    type       INTEGER NOT NULL REFERENCES handbook_items (id),  -- a grant-types item
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    amount     TEXT NOT NULL,
    deadline   TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE universities (
    id           INTEGER PRIMARY KEY,
    sort_order   INTEGER NOT NULL,
    title        TEXT NOT NULL,
    country      TEXT NOT NULL,
    country_code TEXT NOT NULL,
    city         TEXT NOT NULL,
    "group"      INTEGER REFERENCES handbook_items (id),  -- a university-groups item
    logo         TEXT,
    url          TEXT NOT NULL,
    programs     TEXT NOT NULL
);

CREATE TABLE partners (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    logo       TEXT,
    url        TEXT NOT NULL
);

CREATE TABLE ratings (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    year       INTEGER NOT NULL,
    place      TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE events (
    id        INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title     TEXT NOT NULL,
    "desc"    TEXT NOT NULL,
    place     TEXT NOT NULL,
    starts_at TEXT NOT NULL,   -- 'YYYY-MM-DDTHH:MM:SS', local time of the university
    image     TEXT
);
CREATE INDEX events_by_start ON events (starts_at);

CREATE TABLE graduates (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    name       TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    school     INTEGER REFERENCES schools (id),
    year       INTEGER NOT NULL,
    photo      TEXT,
    video_link TEXT
);

CREATE TABLE student_lives (
    id         INTEGER PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE organizations (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    logo       TEXT,
    leader     TEXT NOT NULL,
    email      TEXT NOT NULL
);

CREATE TABLE awards (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    year       INTEGER NOT NULL,
    image      TEXT
);

CREATE TABLE sports_clubs (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    schedule   TEXT NOT NULL,
    coach      TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE volunteers (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    name       TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    "group"    INTEGER REFERENCES handbook_items (id),  -- a volunteer-groups item
    photo      TEXT
);

CREATE TABLE vacancies (
    id           INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    department   INTEGER NOT NULL REFERENCES handbook_items (id),  -- a departments item
    title        TEXT NOT NULL,
    "desc"       TEXT NOT NULL,
    employment   TEXT NOT NULL,
    salary       TEXT NOT NULL,
    published_at TEXT NOT NULL
);
CREATE INDEX vacancies_by_date ON vacancies (published_at DESC);

CREATE TABLE books (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    author     TEXT NOT NULL,
    year       INTEGER NOT NULL,
    isbn       TEXT NOT NULL,
    cover      TEXT,
    "desc"     TEXT NOT NULL
);

CREATE TABLE webinars (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    topic      INTEGER REFERENCES handbook_items (id),  -- a webinar-topics item
    title      TEXT NOT NULL,
    speaker    TEXT NOT NULL,
    date       TEXT NOT NULL,
    video_link TEXT,
    image      TEXT
);

CREATE TABLE document_lists (
    id    INTEGER PRIMARY KEY,
    title TEXT NOT NULL
);

CREATE TABLE documents (
    id         INTEGER PRIMARY KEY,
    list       INTEGER NOT NULL REFERENCES document_lists (id),
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    date       TEXT NOT NULL,
    file       TEXT NOT NULL,   -- a public path of the PDF
    size       INTEGER NOT NULL -- bytes
);
CREATE INDEX documents_by_list ON documents (list, sort_order);

CREATE TABLE faqs (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL,   -- certificates, purchases, documents
    sort_order INTEGER NOT NULL,
    year       INTEGER,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL
);
CREATE INDEX faqs_by_kind ON faqs (kind, year, sort_order);

CREATE TABLE projects (
    id         INTEGER PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    image      TEXT,
    years      TEXT NOT NULL
);

CREATE TABLE project_activities (
    id         INTEGER PRIMARY KEY,
    project    INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    slug       TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    date       TEXT NOT NULL,
    image      TEXT,
    UNIQUE (project, slug)
);

CREATE TABLE science_grants (
    id         INTEGER PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    funder     TEXT NOT NULL,
    years      TEXT NOT NULL,
    amount     TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE scientists (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    name       TEXT NOT NULL,
    degree     TEXT NOT NULL,
    position   TEXT NOT NULL,
    photo      TEXT,
    h_index    INTEGER NOT NULL
);

CREATE TABLE scientist_projects (
    scientist INTEGER NOT NULL REFERENCES scientists (id) ON DELETE CASCADE,
    project   INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    PRIMARY KEY (scientist, project)
);

CREATE TABLE scientist_grants (
    scientist INTEGER NOT NULL REFERENCES scientists (id) ON DELETE CASCADE,
    science_grant INTEGER NOT NULL REFERENCES science_grants (id) ON DELETE CASCADE,
    PRIMARY KEY (scientist, science_grant)
);

CREATE TABLE research_teams (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    leader     TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    email      TEXT NOT NULL,
    phone      TEXT NOT NULL
);

CREATE TABLE international_projects (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    leader     TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    email      TEXT NOT NULL,
    phone      TEXT NOT NULL,
    partner    TEXT NOT NULL,
    years      TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE rg_gold_projects (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    leader     TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    email      TEXT NOT NULL,
    phone      TEXT NOT NULL,
    partner    TEXT NOT NULL,
    years      TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE publications (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    authors    TEXT NOT NULL,
    journal    TEXT NOT NULL,
    year       INTEGER NOT NULL,
    url        TEXT NOT NULL
);

CREATE TABLE olympiad_results (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    student    TEXT NOT NULL,
    place      TEXT NOT NULL,
    year       INTEGER NOT NULL
);

CREATE TABLE providers (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    logo       TEXT,
    url        TEXT NOT NULL,
    project    INTEGER REFERENCES projects (id)
);

CREATE TABLE sdgs (
    id     INTEGER PRIMARY KEY,  -- the goal's number, 1 to 17
    sort_order INTEGER NOT NULL,
    slug   TEXT NOT NULL UNIQUE,
    title  TEXT NOT NULL,
    "desc" TEXT NOT NULL,
    color  TEXT NOT NULL
);

CREATE TABLE history_timelines (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    year       INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    image      TEXT
);

CREATE TABLE admission_stages (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    "desc"     TEXT NOT NULL,
    starts     TEXT NOT NULL,
    ends       TEXT NOT NULL
);

CREATE TABLE announcements (
    id         INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    candidate  TEXT NOT NULL,
    specialty  TEXT NOT NULL,
    defense_at TEXT NOT NULL,
    body       TEXT NOT NULL
);
