-- Stock per variant. The fixtures seed it; from then on the database owns it.
-- Every row carries website_id: no query for one site can reach another's rows.
create table if not exists stock (
  website_id text not null,
  item_id text not null,
  sku text not null,
  unlimited boolean not null default false,
  qty_in_stock integer not null default 0 check (qty_in_stock >= 0),
  primary key (website_id, item_id, sku)
);
