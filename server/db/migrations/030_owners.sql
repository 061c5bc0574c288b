-- The owner side (issue 10). Owners sign in per site; their sessions and API keys are stored
-- only as SHA-256 hashes of the secret the browser or the script holds, so a copy of the
-- database signs nobody in. Every row carries website_id.
create table if not exists owners (
  website_id text not null,
  id text not null,
  email text not null,
  password_hash text not null,
  role integer not null,
  created_at timestamptz not null default now(),
  primary key (website_id, id),
  unique (website_id, email)
);

create table if not exists owner_sessions (
  token_hash text primary key,
  website_id text not null,
  owner_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  foreign key (website_id, owner_id) references owners (website_id, id) on delete cascade
);
create index if not exists owner_sessions_by_expiry on owner_sessions (expires_at);

create table if not exists api_keys (
  website_id text not null,
  id text not null,
  name text not null,
  role integer not null,
  prefix text not null,
  secret_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  primary key (website_id, id)
);

-- Inventory settings of the owner's inventory panel. Without a row the fixtures' merchandising
-- values stand; with one, the storefront derives scarcity from these and current stock.
create table if not exists inventory_settings (
  website_id text primary key,
  scarcity_on_product_page boolean not null,
  scarcity_in_blocks boolean not null,
  scarcity_threshold integer not null,
  restock_auto_send boolean not null,
  updated_at timestamptz not null default now()
);

-- A sign-up is notified once: notified_at is set in the transaction that writes its mail to
-- the outbox (keyed 'restock:<id>'). Signing up again after a notice starts a new sign-up id.
alter table restock_signups add column if not exists id text;
update restock_signups set id = md5(website_id || '/' || product_id || '/' || variant_id || '/' || email) where id is null;
alter table restock_signups alter column id set not null;
alter table restock_signups add column if not exists notified_at timestamptz;
create index if not exists restock_signups_pending on restock_signups (website_id, product_id, variant_id) where notified_at is null;
