-- Carts and their entries. A cart is found by a random token (the HttpOnly cart cookie, or
-- the cartToken of a subscription cart); its id is what answers show. Every row carries
-- website_id, and every query filters by it.
create table if not exists carts (
  website_id text not null,
  id text not null,
  token text not null,
  kind text not null default 'regular' check (kind in ('regular', 'subscription')),
  created timestamptz not null default now(),
  is_purchased boolean not null default false,
  order_id text,
  shipping_location jsonb,
  selected_shipping_option_id text,
  coupon_codes jsonb not null default '[]',
  primary key (website_id, id),
  unique (website_id, token)
);

-- fields_key is the canonical JSON of the additional fields, so the same item, variant and
-- identical fields merge into one entry through the unique key.
create table if not exists cart_entries (
  website_id text not null,
  cart_id text not null,
  id text not null,
  item_id text not null,
  sku text not null,
  quantity integer not null check (quantity between 1 and 9999),
  fields_key text not null default '',
  last_seq bigint,
  created timestamptz not null default clock_timestamp(),
  primary key (website_id, id),
  unique (website_id, cart_id, item_id, sku, fields_key),
  foreign key (website_id, cart_id) references carts (website_id, id) on delete cascade
);

-- A retried or double-clicked add answers the first result. scope is the visitor (their
-- crumb): a double click may arrive before the first answer's cart cookie; cart_id is the
-- cart the first add wrote to.
create table if not exists idempotency_keys (
  website_id text not null,
  scope text not null,
  key text not null,
  cart_id text,
  status integer,
  answer jsonb,
  created timestamptz not null default now(),
  primary key (website_id, scope, key)
);
