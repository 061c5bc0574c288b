-- The media library (issue 23, server/media/): images, audio and files owners upload, per site.
-- `id` is a hash of the stored bytes, so a media URL names one content forever and is served
-- as immutable. One row per upload in `media`; its bytes (the original and, for images, each
-- width made from it) in `media_files`, kept apart so listing the library never reads bytes
-- and so an object store can later hold them instead (README.md "Media library").
create table if not exists media (
  website_id text not null,
  id text not null,
  -- image, audio or file
  kind text not null,
  content_type text not null,
  filename text not null,
  byte_size integer not null,
  -- Images: 'WIDTHxHEIGHT' as displayed (EXIF orientation applied), the widths made
  -- ('100w,300w'), the five colour averages as JSON text, the focal point.
  original_size text,
  variants text not null default '',
  color_data text,
  focal_x double precision not null default 0.5,
  focal_y double precision not null default 0.5,
  alt_text text not null default '',
  title text not null default '',
  created_at timestamptz not null default now(),
  created_by text not null,
  primary key (website_id, id)
);
create index if not exists media_site_created on media (website_id, created_at desc, id desc);

create table if not exists media_files (
  website_id text not null,
  media_id text not null,
  -- 'original', or a width of the spec's ladder ('500w')
  variant text not null,
  content_type text not null,
  bytes bytea not null,
  primary key (website_id, media_id, variant),
  foreign key (website_id, media_id) references media (website_id, id) on delete cascade
);
