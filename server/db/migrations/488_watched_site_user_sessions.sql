-- Signed-in visitors' sessions join the watched writes of migration 470 (issue 28): each
-- process keeps the sessions it found until one is written (server/site-users/kept-sessions.ts),
-- instead of a database round trip on every page of a signed-in visitor. A sign-in, a sign-out
-- or a password change writes site_user_sessions; an email change writes site_users.
create trigger site_user_sessions_watched_write after insert or update or delete or truncate on site_user_sessions for each statement execute function notify_watched_write();
create trigger site_users_watched_write after insert or update or delete or truncate on site_users for each statement execute function notify_watched_write();
-- A session comes with its user's open cart. Carts are written far too often to be watched, so
-- only the changes that may make another cart the account's open one tell: a cart claimed for
-- an account, an account's cart bought (or its kind or owner changed), an account's cart
-- deleted. Per row, to test the owner; PostgreSQL sends one notification per transaction all
-- the same, as it folds identical ones. This process's own such writes move a mark of their own
-- (server/site-users/account-cart-writes.ts).
create trigger carts_owner_watched_write after update of site_user_id, is_purchased, kind on carts for each row when (old.site_user_id is not null or new.site_user_id is not null) execute function notify_watched_write();
create trigger carts_owner_deleted_watched_write after delete on carts for each row when (old.site_user_id is not null) execute function notify_watched_write();
