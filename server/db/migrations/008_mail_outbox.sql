-- Every email the product sends (server/mail/). Without SMTP_URL the outbox is the delivery:
-- owners read it at /config/outbox. With SMTP the row is written first, then delivered, and
-- delivered_at set. `dedupe_key` makes a send idempotent: a second send with the same key for
-- the same site writes nothing, so a retried job never mails anyone twice.
create table if not exists mail_outbox (
  id bigserial primary key,
  website_id text not null,
  dedupe_key text,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text
);
create unique index if not exists mail_outbox_dedupe on mail_outbox (website_id, dedupe_key);
create index if not exists mail_outbox_site_newest on mail_outbox (website_id, id desc);
