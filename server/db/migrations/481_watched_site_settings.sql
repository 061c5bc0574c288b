-- The per-site settings every page reads join the watched writes of migration 470 (issue 28):
-- the header and footer, the languages, the inventory settings and the ad pixel. Each process
-- keeps what it read of them until one of them is written (server/db/site-setting-store.ts),
-- by itself or, heard through NOTIFY `watched_write`, by any other process.
create trigger site_header_footer_watched_write after insert or update or delete or truncate on site_header_footer for each statement execute function notify_watched_write();
create trigger site_languages_watched_write after insert or update or delete or truncate on site_languages for each statement execute function notify_watched_write();
create trigger inventory_settings_watched_write after insert or update or delete or truncate on inventory_settings for each statement execute function notify_watched_write();
create trigger ad_pixel_settings_watched_write after insert or update or delete or truncate on ad_pixel_settings for each statement execute function notify_watched_write();
