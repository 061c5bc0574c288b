-- Quick-view opens per item (POST /api/census/RecordQuickView/{id}), counted per site.
create table if not exists quick_view_hits (
  website_id text not null,
  item_id text not null,
  hits integer not null default 0,
  primary key (website_id, item_id)
);
