-- The ad pixel id a site's owner saved in /config (issue 16): one row per site, null id when
-- the owner cleared it. Read by server/ad-pixel/pixel-settings.ts.
create table if not exists ad_pixel_settings (
  website_id text primary key,
  pixel_id text,
  updated_at timestamptz not null default now()
);
