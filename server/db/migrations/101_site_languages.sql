-- The languages a site serves beside its own (issue 16, PUT /api/multilingual/languages), in
-- switcher order: a JSON array of locales. Without a row the fixture's
-- websiteSettings.multilingual.languages stand; an empty array turns the prefixes off.
create table if not exists site_languages (
  website_id text primary key,
  languages jsonb not null,
  updated_at timestamptz not null default now()
);
