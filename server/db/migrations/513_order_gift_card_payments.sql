-- Which gift card paid how much of an order: gift_cards.order_id names only the order that
-- issued a card, so the owner's order view could tell that a gift card paid, not which one.
-- Written in the checkout transaction that takes the card's balance. Orders placed before have
-- no rows here and keep only orders.gift_card_cents.
create table if not exists order_gift_card_payments (
  website_id text not null,
  order_id text not null,
  code text not null,
  cents integer not null check (cents > 0),
  primary key (website_id, order_id, code),
  foreign key (website_id, order_id) references orders (website_id, id) on delete cascade,
  foreign key (website_id, code) references gift_cards (website_id, code)
);
