-- Site users: the visitor accounts of one site (issue 11). The email is stored trimmed and
-- lower-cased, so one address is one account per site; the password is scrypt
-- (server/lock/password.ts).
create table if not exists site_users (
  website_id text not null,
  id text not null,
  email text not null,
  password_hash text not null,
  created_at timestamptz not null default now(),
  primary key (website_id, id),
  unique (website_id, email)
);

-- Sessions live here, not in a process, so every server process sees a sign-in and a sign-out.
-- token_hash is the SHA-256 of the session cookie's value; the cookie alone opens the session.
create table if not exists site_user_sessions (
  token_hash text primary key,
  website_id text not null,
  site_user_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  foreign key (website_id, site_user_id) references site_users (website_id, id) on delete cascade
);
create index if not exists site_user_sessions_user on site_user_sessions (website_id, site_user_id);

-- One-time password reset links: the SHA-256 of the token in the emailed link, its expiry,
-- and when it was used (a used link never works again).
create table if not exists site_user_password_resets (
  token_hash text primary key,
  website_id text not null,
  site_user_id text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  foreign key (website_id, site_user_id) references site_users (website_id, id) on delete cascade
);

-- A signed-in user's cart: the cart their account holds, the same in every browser they use.
alter table carts add column if not exists site_user_id text;
create index if not exists carts_site_user on carts (website_id, site_user_id) where site_user_id is not null;
