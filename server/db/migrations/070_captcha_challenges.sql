-- The built-in local captcha (issue 13, server/captcha/local-challenge.ts): its challenges are
-- signed and carry no state, so each one that was used up (a submission it vouched for, or a
-- wrong answer) is remembered here until it expires, and cannot be used again.
create table if not exists captcha_spent_challenges (
  nonce text primary key,
  expires_at timestamptz not null
);
create index if not exists captcha_spent_by_expiry on captcha_spent_challenges (expires_at);
