-- Form submission keys join the idempotency keys (issue 21): a retry whose answer was lost posts
-- the same key and body again and is answered as the first time was, not refused. request_hash
-- is the SHA-256 of the normalised request, so a used key with another body stays refused;
-- expires is when a row may be purged (form keys; cart and checkout keys have none).
alter table idempotency_keys add column if not exists request_hash text;
alter table idempotency_keys add column if not exists expires timestamptz;
create index if not exists idempotency_keys_by_expiry on idempotency_keys (expires) where expires is not null;
-- Keys spent before this migration stay spent. Their answer is unknown, so they are refused as before.
insert into idempotency_keys (website_id, scope, key, expires)
  select website_id, 'form-submission', key, expires from form_submission_keys
  on conflict do nothing;
drop table if exists form_submission_keys;
