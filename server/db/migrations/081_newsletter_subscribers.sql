-- A site's newsletter mailing list (issue 15): newsletter form sign-ups, one row per address
-- (kept lower-cased). Unsubscribing keeps the row with unsubscribed_at set, so an export and
-- a send both leave the address out; signing up again clears it.
create table if not exists newsletter_subscribers (
  id bigserial primary key,
  website_id text not null,
  email text not null,
  source text not null,
  created_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  unique (website_id, email)
);
create index if not exists newsletter_subscribers_by_site on newsletter_subscribers (website_id, id);
