-- The language a cart was filled in and its order placed in (issue 25): the locale of the
-- storefront page its last product was added from (/fr/shop/… → fr-FR), so the order's e-mails
-- (subjects included) go out in that language. Null: the site's own language.
alter table carts add column if not exists language text;
alter table orders add column if not exists language text;
