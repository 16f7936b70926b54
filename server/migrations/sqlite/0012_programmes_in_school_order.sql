-- The programme list in its order without a sort: schools by their order (and id, so that two
-- schools given the same place keep their programmes together), each school's programmes by
-- theirs. With these indexes SQLite walks the schools, then each school's programmes, in that
-- order; without them it copied every card's columns into a sorter first (an eighth of an
-- uncached list's instructions).
CREATE INDEX schools_in_order ON schools (sort_order);
CREATE INDEX programs_by_school ON programs (school, sort_order);
