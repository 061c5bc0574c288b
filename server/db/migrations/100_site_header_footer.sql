-- The site's header and footer as its owner saved them (issue 16, PUT /api/site-header-footer).
-- Without a row the site shows its fixture's navigation, footer links and social accounts.
create table if not exists site_header_footer (
  website_id text primary key,
  header jsonb not null,
  footer jsonb not null,
  updated_at timestamptz not null default now()
);
