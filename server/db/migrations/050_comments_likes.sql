-- Visitor comments on blog posts (issue 13 item 7): stored pending, shown once the owner approves
-- them (server/comments/moderation.ts), never when rejected. `visitor` is a hash of the
-- visitor's crumb, for the spam limit; no address or cookie is kept in clear.
create table if not exists comments (
  id uuid primary key,
  website_id text not null,
  item_id text not null,
  author_name text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  visitor text not null,
  created_at timestamptz not null default now()
);
create index if not exists comments_by_item on comments (website_id, item_id, status, created_at);
create index if not exists comments_by_visitor on comments (website_id, visitor, created_at);

-- Likes (spec §2 "like button"): one per visitor (crumb hash) per item.
create table if not exists likes (
  website_id text not null,
  item_id text not null,
  visitor text not null,
  created_at timestamptz not null default now(),
  primary key (website_id, item_id, visitor)
);
