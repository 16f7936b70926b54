-- A department (an item of the departments handbook) is more than a vacancy's tag: the
-- development office lists the departments with what each does, its head and how to reach it.
-- Other handbooks leave these empty.
ALTER TABLE handbook_items ADD COLUMN "desc" TEXT NOT NULL DEFAULT '{"kz":""}';
ALTER TABLE handbook_items ADD COLUMN head TEXT NOT NULL DEFAULT '{"kz":""}';
ALTER TABLE handbook_items ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE handbook_items ADD COLUMN phone TEXT NOT NULL DEFAULT '';

-- The organisations a research project works with (a project page's partners section), edited
-- with their project like its activities.
CREATE TABLE project_partners (
    id         INTEGER PRIMARY KEY,
    project    INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    sort_order INTEGER NOT NULL,
    title      TEXT NOT NULL,
    role       TEXT NOT NULL,   -- what the partner brings to the project
    country    TEXT NOT NULL,
    logo       TEXT,
    url        TEXT NOT NULL
);
CREATE INDEX project_partners_by_project ON project_partners (project, sort_order);
