-- Token buckets of the rate and guess limits (server/buckets/postgres-buckets.ts), shared by
-- every server process on this database. A key names a limit and a visitor, address or
-- account (`visitor:crumb:…`, `guess:address:…`), not a site: a crumb or an address is the
-- same visitor whichever site they reach. Unlogged: losing buckets in a crash only refills
-- them, and skipping the write-ahead log keeps each request's update cheap. Rows whose bucket
-- is full again (full_at_ms past) are deleted now and then.
create unlogged table if not exists rate_buckets (
  key text primary key,
  tokens double precision not null,
  at_ms bigint not null,
  full_at_ms bigint not null
);
create index if not exists rate_buckets_full_at on rate_buckets (full_at_ms);

-- The key that signs cookies and form submission keys when COOKIE_SECRET is not set
-- (server/secret.ts): made once by the first process, read by every other, so all sign alike.
create table if not exists server_secret (
  id boolean primary key default true check (id),
  secret text not null
);
