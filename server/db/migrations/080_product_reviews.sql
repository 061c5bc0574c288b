-- Product reviews (issue 15): native reviews written through the signed review request page
-- (one per order and product), held until an owner approves them; imported reviews come from
-- the owner's CSV import, and the demo's from its fixtures (seed_key keeps seeding idempotent).
create table if not exists product_reviews (
  id bigserial primary key,
  website_id text not null,
  item_id text not null,
  source text not null check (source in ('native', 'imported')),
  status text not null default 'held' check (status in ('held', 'approved', 'rejected')),
  rating smallint not null check (rating between 1 and 5),
  author_name text not null,
  body text not null,
  order_id text,
  seed_key text,
  created_at timestamptz not null default now(),
  moderated_at timestamptz
);
create unique index if not exists product_reviews_one_per_order on product_reviews (website_id, order_id, item_id);
create unique index if not exists product_reviews_seed on product_reviews (website_id, seed_key);
create index if not exists product_reviews_shown on product_reviews (website_id, item_id, status, created_at desc);
create index if not exists product_reviews_by_status on product_reviews (website_id, status, id desc);
