-- Refunds are asked of the payment provider outside any transaction (server/orders/change-order.ts):
-- a change is first recorded 'pending', holding its amount (and a cancellation's or a stock
-- return's mark) on the order so concurrent changes see it, then made 'done' after the provider
-- accepted, or removed with what it held when the provider refused.
alter table order_changes add column if not exists state text not null default 'done'
  check (state in ('pending', 'done'));
alter table order_changes add column if not exists reserved_stock boolean not null default false;
create index if not exists order_changes_pending on order_changes (website_id, order_id) where state = 'pending';
