-- Restock sign-ups (spec §3 "Restock sign-up payload"): one row per site, product, variant and
-- email; signing up again only updates the mailing-list choice.
create table if not exists restock_signups (
  website_id text not null,
  product_id text not null,
  variant_id text not null,
  email text not null,
  join_mailing_list boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (website_id, product_id, variant_id, email)
);
