/**
 * The content scheduler: publishes Scheduled items (spec §4) at their time. It runs inside
 * every server process, and however many run against one database, each item is published
 * once. One publish is one transaction that claims the due document row (`publish_at`, the
 * column migrations/210 derives from the published body; FOR UPDATE SKIP LOCKED, so another
 * process skips it rather than wait), turns its status to `published` (in the published body,
 * and in the draft when the draft is the same scheduled item, so the next site publish keeps
 * it public), writes the revision and audit entries, counts a publish of the site and sends
 * NOTIFY `content_published` at commit, as an owner's publish does: every process reloads it.
 * Once committed, the body says `published`, `publish_at` is null and no scheduler sees the
 * item again.
 *
 * Time comes from an injected clock, so tests move it forward instead of waiting.
 *
 * @module
 */
import { addRevision, audit, published as countPublish } from '../content/content-store';
import type { Database, Sql } from '../db';
import { PeriodicJob } from '../periodic-job';
import type { Logger } from '../logger';

/** Who the revision log and audit name for these publishes. */
export const SCHEDULER_ACTOR = 'scheduler';

export interface ScheduledPublisherDeps {
  db: Database;
  /** The sites this process serves; only their items are published. */
  sites: { all(): readonly { id: string }[] };
  /** @default () => new Date() */
  clock?: () => Date;
  log?: Logger;
}

export interface ScheduledPublish {
  siteId: string;
  /** The item document's key, `<collection>/<item id>`. */
  key: string;
  /** The revision of the draft after the publish. */
  revision: number;
}

/** At most this many publishes per run, so one run never holds a process for long. */
const MAX_PER_RUN = 500;

type DueRow = {
  website_id: string;
  key: string;
  revision: number;
  draft: string | null;
  published: string;
  published_revision: number | null;
};

export class ScheduledPublisher {
  readonly #deps: ScheduledPublisherDeps;
  readonly #job: PeriodicJob;

  constructor(deps: ScheduledPublisherDeps) {
    this.#deps = deps;
    this.#job = new PeriodicJob(() => this.runOnce(), 'scheduled publishing', deps.log);
  }

  /** Publishes every item due by the clock's now; answers what it published. */
  async runOnce(): Promise<ScheduledPublish[]> {
    const now = (this.#deps.clock ?? (() => new Date()))();
    const siteIds = this.#deps.sites.all().map((s) => s.id);
    const done: ScheduledPublish[] = [];
    if (siteIds.length === 0) return done;
    while (done.length < MAX_PER_RUN) {
      const next = await this.#deps.db.transaction((tx) => publishNextDue(tx, now, siteIds));
      if (!next) break;
      done.push(next);
    }
    for (const p of done) this.#deps.log?.info(`Scheduled item '${p.key}' of site '${p.siteId}' is published.`);
    return done;
  }

  /** Runs every `intervalMs` (unref'd: it never keeps the process alive); one run at a time (server/periodic-job.ts). */
  start(intervalMs = 15_000): void {
    this.#job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}

/** Claims and publishes one due item in `tx`; undefined when none is due (or all due ones are claimed elsewhere). */
async function publishNextDue(tx: Sql, now: Date, siteIds: string[]): Promise<ScheduledPublish | undefined> {
  const [row] = await tx.query<DueRow>(
    `select website_id, key, revision, draft, published, published_revision from content_documents
     where publish_at <= $1 and website_id = any($2)
     order by publish_at, website_id, key limit 1 for update skip locked`,
    [now, siteIds],
  );
  if (!row) return undefined;
  const siteId = row.website_id;
  const revision = Number(row.revision);
  const wasPublished = row.published_revision !== null && Number(row.published_revision) === revision;
  const after = JSON.stringify(asPublished(JSON.parse(row.published)));
  // The draft follows when it is still this scheduled item, due by now: the owner's other
  // pending edits (another status, a later time) stay the owner's, for their next publish.
  const draft = row.draft === null ? null : (JSON.parse(row.draft) as Record<string, unknown>);
  const draftDue = draft !== null && draft.status === 'scheduled' && Number(draft.publishOn) <= now.getTime();
  const nextRevision = draftDue ? revision + 1 : revision;
  const draftText = draftDue ? JSON.stringify(asPublished(draft)) : row.draft;
  await tx.query(
    `update content_documents set published = $4, draft = $5, revision = $6,
       published_revision = case when $7 then $6 else published_revision end,
       updated_at = now(), updated_by = $8
     where website_id = $1 and kind = $2 and key = $3`,
    [siteId, 'item', row.key, after, draftText, nextRevision, wasPublished && draftDue, SCHEDULER_ACTOR],
  );
  if (draftDue)
    await addRevision(tx, siteId, 'item', row.key, nextRevision, draftText, 'scheduled publish', SCHEDULER_ACTOR);
  await audit(tx, siteId, SCHEDULER_ACTOR, 'scheduled publish', 'item', row.key, row.published, after);
  await countPublish(tx, siteId);
  return { siteId, key: row.key, revision: nextRevision };
}

/** The item with its status turned to `published` (the key stays where it was, so key order survives). */
function asPublished(item: unknown): Record<string, unknown> {
  return { ...(item as Record<string, unknown>), status: 'published' };
}
