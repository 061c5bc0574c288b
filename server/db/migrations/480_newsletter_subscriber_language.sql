-- The language of the storefront page a reader signed up for the newsletter on (issue 25): the
-- locale of its prefix (/fr → fr-FR), so every letter's unsubscribe link leads to the
-- unsubscribe page in that language. Null: the site's own language.
alter table newsletter_subscribers add column if not exists language text;
