-- Scheduled items (issue 23, server/content-schedule/): an item whose published body has the
-- status 'scheduled' goes public at its publishOn (epoch ms). The column is derived from the
-- published body by the database itself, so every write path (saves, publishes, imports)
-- keeps it right, and the schedulers of every process find due items through one index.
-- Nested CASEs decide in order: only item bodies are parsed, and a publishOn that is not a
-- number of a plausible size (at most year 5138) schedules nothing rather than failing a save.
alter table content_documents add column if not exists publish_at timestamptz generated always as (
  case
    when kind <> 'item' or published is null then null
    when position('"scheduled"' in published) = 0 then null
    else case
      when (published::jsonb) ->> 'status' is distinct from 'scheduled' then null
      when jsonb_typeof((published::jsonb) -> 'publishOn') is distinct from 'number' then null
      when abs(((published::jsonb) ->> 'publishOn')::double precision) >= 1e14 then null
      else to_timestamp(((published::jsonb) ->> 'publishOn')::double precision / 1000)
    end
  end
) stored;

create index if not exists content_documents_publish_at on content_documents (publish_at)
  where publish_at is not null;
