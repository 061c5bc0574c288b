-- A site's content as versioned documents (issue 23, server/content/). One row per document
-- (site settings, a collection, an item, a form, a translation, places, a template or asset
-- file) with its draft and its published body; visitors only ever see `published`. Bodies are
-- JSON text, not jsonb, so key order (which templates render in) survives the round trip.
create table if not exists content_sites (
  website_id text primary key,
  imported_at timestamptz not null default now(),
  published_at timestamptz,
  -- Bumped by every publish: processes compare it to know their copy is current.
  publish_count bigint not null default 0,
  -- A hash of the fixture folder last imported, so a start can tell the folder changed since.
  folder_hash text
);

create table if not exists content_documents (
  website_id text not null,
  kind text not null,
  key text not null,
  -- The revision the draft is at; every save adds one (content_revisions keeps each).
  revision integer not null,
  -- JSON text; null when the draft deletes the document.
  draft text,
  -- JSON text; null while nothing of it is published.
  published text,
  published_revision integer,
  updated_at timestamptz not null default now(),
  updated_by text not null,
  primary key (website_id, kind, key)
);

-- Each save of a document: who, when, which document, the body it saved and what kind of change.
create table if not exists content_revisions (
  website_id text not null,
  kind text not null,
  key text not null,
  revision integer not null,
  body text,
  change text not null,
  actor text not null,
  created_at timestamptz not null default now(),
  primary key (website_id, kind, key, revision)
);

-- Every write, readable by admins: before and after of the document.
create table if not exists content_audit (
  id bigserial primary key,
  website_id text not null,
  actor text not null,
  at timestamptz not null default now(),
  action text not null,
  kind text not null,
  key text not null,
  before text,
  after text
);
create index if not exists content_audit_site on content_audit (website_id, id);
