-- Refunds and cancellations of orders by their owners (issue 26). The order keeps the running
-- refunded total (checked against charged_cents under the order's row lock, so concurrent
-- refunds never give back more than was paid) and when it was cancelled; order_changes is its
-- history, one row per refund or cancellation, with the key the owner app sent so a double
-- click is answered with the first change instead of a second one.
alter table orders add column if not exists refunded_cents integer not null default 0;
alter table orders add column if not exists cancelled_at timestamptz;
alter table orders add column if not exists stock_returned_at timestamptz;
create table if not exists order_changes (
  website_id text not null,
  id text not null,
  order_id text not null,
  kind text not null check (kind in ('refund', 'cancel')),
  amount_cents integer not null default 0 check (amount_cents >= 0),
  stock_returned boolean not null default false,
  reason text not null default '',
  by_email text not null default '',
  request_key text not null,
  payment_id text,
  created timestamptz not null default now(),
  primary key (website_id, id),
  unique (website_id, order_id, request_key),
  foreign key (website_id, order_id) references orders (website_id, id) on delete cascade
);
create index if not exists order_changes_order on order_changes (website_id, order_id, created);
