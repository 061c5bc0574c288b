-- When the owner marked an order shipped, and the carrier and tracking they gave (issue 15:
-- the shipping notice email goes out then).
alter table orders add column if not exists shipped_at timestamptz;
alter table orders add column if not exists shipment jsonb;
