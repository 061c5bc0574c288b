-- Form submissions (newsletter sign-ups included, by their form id), stored before the visitor
-- gets an answer; and the submission keys already spent, so each key is used once.
create table if not exists form_submissions (
  website_id text not null,
  id text not null,
  form_id text not null,
  data jsonb not null,
  page_id text not null default '',
  page_title text not null default '',
  page_path text not null default '',
  content_source text not null default '',
  created timestamptz not null default now(),
  primary key (website_id, id)
);
create index if not exists form_submissions_by_form on form_submissions (website_id, form_id, created);
create table if not exists form_submission_keys (
  website_id text not null,
  key text not null,
  expires timestamptz not null,
  primary key (website_id, key)
);
create index if not exists form_submission_keys_by_expiry on form_submission_keys (expires);
