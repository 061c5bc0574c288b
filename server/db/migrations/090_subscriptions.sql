-- Recurring subscriptions (issue 15): the plan is copied from the product at checkout and kept
-- with the order, so changing a product never changes what a buyer agreed to. The renewal
-- scheduler takes due rows with FOR UPDATE SKIP LOCKED, and every cycle is a row of
-- subscription_renewals whose primary key (subscription, cycle) makes a second renewal of
-- one period impossible, whatever number of processes run the scheduler.
create table if not exists subscriptions (
  website_id text not null,
  id text not null,
  order_id text not null,
  site_user_id text,
  email text not null,
  item_id text not null,
  sku text not null,
  product_name text not null,
  quantity integer not null,
  unit_price_cents integer not null,
  currency text not null,
  period_value integer not null,
  period_unit text not null check (period_unit in ('WEEK', 'MONTH', 'YEAR')),
  num_billing_cycles integer not null,
  cycles_paid integer not null default 1,
  started_at timestamptz not null,
  -- The end of the last period paid for; next_renewal_at is null once nothing will renew.
  paid_through timestamptz not null,
  next_renewal_at timestamptz,
  status text not null default 'active' check (status in ('active', 'cancelled', 'completed', 'stopped')),
  stop_reason text,
  payment_provider text not null,
  -- What the provider charges again: a real provider answers a reusable payment method here.
  payment_method text not null,
  cancelled_at timestamptz,
  primary key (website_id, id),
  unique (website_id, order_id)
);
create index if not exists subscriptions_due on subscriptions (next_renewal_at) where status = 'active';
create index if not exists subscriptions_site_user on subscriptions (website_id, site_user_id);

create table if not exists subscription_renewals (
  website_id text not null,
  subscription_id text not null,
  cycle integer not null,
  order_id text,
  outcome text not null,
  created_at timestamptz not null default now(),
  primary key (website_id, subscription_id, cycle),
  foreign key (website_id, subscription_id) references subscriptions (website_id, id) on delete cascade
);

-- Memberships: a paywall product (type 5) bought by a site user opens member areas. One
-- bought by subscription lasts while the subscription is paid.
create table if not exists memberships (
  website_id text not null,
  id text not null,
  site_user_id text not null,
  item_id text not null,
  order_id text not null,
  subscription_id text,
  created_at timestamptz not null default now(),
  primary key (website_id, id),
  unique (website_id, order_id, item_id)
);
create index if not exists memberships_user on memberships (website_id, site_user_id);

-- What an order is: a checkout, a subscription renewal or a donation.
alter table orders add column if not exists kind text not null default 'order';
