-- The cards of the programme list in each language, as an answer writes them (store/cards.rs):
-- derived by the write that changes what a card shows, and made again at every start.
ALTER TABLE programs ADD COLUMN card_kz TEXT;
ALTER TABLE programs ADD COLUMN card_ru TEXT;
ALTER TABLE programs ADD COLUMN card_en TEXT;
