-- The history and management pages live at /history-{short} and /management-{short}, built from
-- the short-name setting; their slugs no longer carry the short name. A database filled before
-- that keeps its pages and its menu links under the new slugs.
UPDATE pages SET slug = 'history'
 WHERE slug = 'history-dbu' AND NOT EXISTS (SELECT 1 FROM pages WHERE slug = 'history');
UPDATE pages SET slug = 'management'
 WHERE slug = 'management-dbu' AND NOT EXISTS (SELECT 1 FROM pages WHERE slug = 'management');
UPDATE menu_items SET url = '/history' WHERE url = '/history-dbu';
UPDATE menu_items SET url = '/management' WHERE url = '/management-dbu';
