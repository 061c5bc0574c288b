-- Whether an order holds something to ship (a physical product): what decides its fulfilment
-- state in the owner's Orders panel (server/orders/order-status.ts), not whether the checkout
-- was given an address, which a membership's, a download's or a service's checkout can carry
-- too. Written when the order is placed; orders placed before keep the old reading (an address
-- means something ships), as their lines' product types are not kept.
alter table orders add column if not exists ships boolean not null default false;
update orders set ships = true where coalesce(jsonb_typeof(shipping_address), 'null') <> 'null';
