-- Short order numbers, sequential per site from 1001, shown to owners and buyers instead of
-- the order's UUID. The counter row is taken at the end of the checkout transaction (after
-- the stock rows), so concurrent checkouts of one site wait only for each other's commit.
create table if not exists order_counters (
  website_id text primary key,
  last_number integer not null
);
alter table orders add column if not exists order_number integer;
update orders set order_number = numbered.n + 1000
  from (select website_id, id, row_number() over (partition by website_id order by created, id) as n from orders) as numbered
  where orders.website_id = numbered.website_id and orders.id = numbered.id and orders.order_number is null;
insert into order_counters (website_id, last_number)
  select website_id, max(order_number) from orders group by website_id
  on conflict (website_id) do nothing;
create unique index if not exists orders_site_number on orders (website_id, order_number);
