-- Signed-in visitors' memberships join the watched writes of migration 470 (issue 28): each
-- process keeps the memberships a site user holds until subscriptions or memberships are written
-- (server/subscriptions/kept-memberships.ts), instead of a database round trip on every page of
-- a signed-in visitor of a site that sells memberships. A checkout writes both tables; a
-- cancellation, a renewal and a stopped renewal write subscriptions.
create trigger subscriptions_watched_write after insert or update or delete or truncate on subscriptions for each statement execute function notify_watched_write();
create trigger memberships_watched_write after insert or update or delete or truncate on memberships for each statement execute function notify_watched_write();
