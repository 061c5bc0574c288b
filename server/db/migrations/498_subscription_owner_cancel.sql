-- Owners manage subscriptions at /config/subscriptions: a cancellation at the end of the paid
-- period keeps the membership it grants open until `access_until` (the period's end); one made
-- at once, or by cancelling or fully refunding the order that started it, leaves it null, and
-- the membership closes. `cancelled_by` names who cancelled (an owner's email, 'API key', or
-- null for the buyer on their account page). The panel lists a site's subscriptions newest first.
alter table subscriptions add column if not exists access_until timestamptz;
alter table subscriptions add column if not exists cancelled_by text;
create index if not exists subscriptions_site_started on subscriptions (website_id, started_at desc, id desc);
