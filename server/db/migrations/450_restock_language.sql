-- The language of the storefront page a visitor asked for a restock notice on (issue 25): the
-- locale of its prefix (/fr/shop/… → fr-FR), so the notice's subject is in that language, with
-- the owner's translation of it when there is one. Null: the site's own language.
alter table restock_signups add column if not exists language text;
