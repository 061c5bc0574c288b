-- Visitor tracking (spec §3, §6, §7): page views and other view events, named events (census
-- buttons, overlays, form renders, RecordEvent, client errors, the events service, commerce
-- events) and performance records. Written in batches by server/tracking/ingest.ts.
create table if not exists tracking_hits (
  id bigserial primary key,
  website_id text not null,
  event_type smallint not null,
  -- Null when the visitor's cookies are cleared by the restrictive policy (cookieless hit).
  visitor_id text,
  visit_id text,
  new_visit boolean not null default false,
  path text not null,
  title text,
  item_id text,
  collection_id text,
  record_type integer,
  page_type integer,
  locale text,
  user_agent text,
  viewport text,
  screen text,
  client_date text,
  created_at timestamptz not null default now()
);
create index if not exists tracking_hits_site_time on tracking_hits (website_id, created_at);

create table if not exists tracking_events (
  id bigserial primary key,
  website_id text not null,
  kind text not null,
  name text not null,
  visitor_id text,
  path text,
  data jsonb,
  created_at timestamptz not null default now()
);
create index if not exists tracking_events_site_kind_time on tracking_events (website_id, kind, created_at);

create table if not exists performance_records (
  id bigserial primary key,
  website_id text not null,
  page_load_id text not null,
  record_type text not null,
  name text not null,
  value double precision,
  data jsonb,
  created_at timestamptz not null default now()
);
create index if not exists performance_records_site_time on performance_records (website_id, created_at);
