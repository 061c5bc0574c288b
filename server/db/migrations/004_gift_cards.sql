-- Gift cards issued by orders and redeemed at checkout; a balance never goes negative.
create table if not exists gift_cards (
  website_id text not null,
  code text not null,
  initial_cents integer not null check (initial_cents > 0),
  balance_cents integer not null check (balance_cents >= 0),
  currency text not null,
  order_id text not null,
  created timestamptz not null default now(),
  primary key (website_id, code)
);
