-- Orders and their lines, written in the transaction that takes the stock.
create table if not exists orders (
  website_id text not null,
  id text not null,
  cart_id text not null,
  email text not null,
  shipping_address jsonb,
  shipping_option_id text,
  coupon_codes jsonb not null default '[]',
  currency text not null,
  subtotal_cents integer not null,
  discount_cents integer not null,
  shipping_cents integer not null,
  tax_cents integer not null,
  grand_total_cents integer not null,
  gift_card_cents integer not null default 0,
  charged_cents integer not null,
  payment_provider text not null,
  payment_id text,
  test_mode boolean not null,
  is_subscription boolean not null default false,
  created timestamptz not null default now(),
  primary key (website_id, id),
  unique (website_id, cart_id)
);

create table if not exists order_lines (
  website_id text not null,
  order_id text not null,
  line_no integer not null,
  item_id text not null,
  sku text not null,
  product_name text not null,
  quantity integer not null,
  unit_price_cents integer not null,
  additional_fields jsonb,
  primary key (website_id, order_id, line_no),
  foreign key (website_id, order_id) references orders (website_id, id) on delete cascade
);
