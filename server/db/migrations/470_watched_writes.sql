-- Writes other processes must hear of (issue 28): pages keep what they read of these tables in
-- memory, and on a PostgreSQL server every process LISTENs on `watched_write` to drop it when
-- another process commits a change (server/db/write-watch.ts). A statement-level trigger sends
-- the table's name; PostgreSQL sends it at commit, once per transaction and table, and never
-- for a transaction rolled back. The tables are those of WATCHED_TABLES (watched-tables.ts).
create or replace function notify_watched_write() returns trigger language plpgsql as $$ begin perform pg_notify('watched_write', tg_table_name); return null; end $$;
create trigger stock_watched_write after insert or update or delete or truncate on stock for each statement execute function notify_watched_write();
create trigger product_reviews_watched_write after insert or update or delete or truncate on product_reviews for each statement execute function notify_watched_write();
create trigger comments_watched_write after insert or update or delete or truncate on comments for each statement execute function notify_watched_write();
create trigger likes_watched_write after insert or update or delete or truncate on likes for each statement execute function notify_watched_write();
