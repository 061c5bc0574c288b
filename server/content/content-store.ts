/**
 * The content store's SQL (tables of migrations/200_content.sql): documents with a draft and a
 * published body, a revision per save, an audit entry per write, and an atomic publish per
 * site. A publish sends NOTIFY `content_published` with the site id in the same transaction,
 * so every process hears of it once it is committed, and never of a publish rolled back.
 */
import type {
  ContentAuditEntry,
  ContentDocumentRef,
  ContentDocumentView,
  ContentKind,
  ContentRevisionView,
} from '../../domain';
import type { Database, Sql } from '../db';
import type { ContentDocument } from './site-folder';

export const PUBLISHED_CHANNEL = 'content_published';

/** Who wrote: `owner:<id>`, `apiKey:<id>`, `import` or `cli`. */
export type Actor = string;

/** An edit started from a revision that is no longer the document's. */
export class StaleRevisionError extends Error {
  constructor(
    readonly revision: number,
    readonly current: unknown,
  ) {
    super('This was changed by someone else since you opened it. Reload to see the current version.');
  }
}

type DocumentRow = {
  kind: ContentKind;
  key: string;
  revision: number;
  draft: string | null;
  published: string | null;
  published_revision: number | null;
  updated_at: Date | string;
  updated_by: string;
};

export interface SaveRequest {
  kind: ContentKind;
  key: string;
  /** The new draft body; null deletes the document in the draft. */
  body: unknown;
  /** The revision the edit started from; undefined for a document the caller creates. */
  expected?: number;
  /** What kind of change, for the revision log: create, update, delete, restore. */
  change: string;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
const iso = (at: Date | string) => (at instanceof Date ? at.toISOString() : new Date(at).toISOString());

export class ContentStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  get db(): Database {
    return this.#db;
  }

  async siteIds(): Promise<string[]> {
    const rows = await this.#db.query<{ website_id: string }>(
      'select website_id from content_sites order by website_id',
    );
    return rows.map((r) => r.website_id);
  }

  /** The hash of the folder last imported, and whether an owner has saved anything since the site came in. */
  async importState(siteId: string): Promise<{ folderHash: string | null; ownerEdited: boolean } | undefined> {
    const [row] = await this.#db.query<{ folder_hash: string | null; edited: boolean }>(
      `select folder_hash, exists (select 1 from content_revisions r where r.website_id = s.website_id
         and (r.actor like 'owner:%' or r.actor like 'apiKey:%')) as edited
       from content_sites s where website_id = $1`,
      [siteId],
    );
    return row && { folderHash: row.folder_hash, ownerEdited: row.edited };
  }

  async hasSite(siteId: string): Promise<boolean> {
    return (await this.#db.query('select 1 from content_sites where website_id = $1', [siteId])).length > 0;
  }

  /** What visitors see: every published document of the site, read in one statement (one snapshot). */
  async published(siteId: string): Promise<ContentDocument[]> {
    const rows = await this.#db.query<{ kind: ContentKind; key: string; published: string }>(
      'select kind, key, published from content_documents where website_id = $1 and published is not null order by kind, key',
      [siteId],
    );
    return rows.map((r) => ({ kind: r.kind, key: r.key, body: JSON.parse(r.published) }));
  }

  /** Every site's publish count: a site whose count moved has new published content. */
  async publishCounts(): Promise<Map<string, number>> {
    const rows = await this.#db.query<{ website_id: string; publish_count: string | number }>(
      'select website_id, publish_count from content_sites',
    );
    return new Map(rows.map((r) => [r.website_id, Number(r.publish_count)]));
  }

  async publishCount(siteId: string): Promise<number> {
    const rows = await this.#db.query<{ publish_count: string | number }>(
      'select publish_count from content_sites where website_id = $1',
      [siteId],
    );
    return rows[0] ? Number(rows[0].publish_count) : 0;
  }

  async document(
    siteId: string,
    kind: ContentKind,
    key: string,
    sql: Sql = this.#db,
  ): Promise<ContentDocumentView | undefined> {
    const [row] = await sql.query<DocumentRow>(
      'select * from content_documents where website_id = $1 and kind = $2 and key = $3',
      [siteId, kind, key],
    );
    return row && view(row);
  }

  async list(siteId: string, kind: ContentKind): Promise<ContentDocumentView[]> {
    const rows = await this.#db.query<DocumentRow>(
      'select * from content_documents where website_id = $1 and kind = $2 and (draft is not null or published is not null) order by key',
      [siteId, kind],
    );
    return rows.map(view);
  }

  /** Saves drafts in one transaction; throws StaleRevisionError (and saves none) when one started from an old revision. */
  save(siteId: string, actor: Actor, requests: readonly SaveRequest[]): Promise<number[]> {
    return this.#db.transaction(async (tx) => {
      await ensureSite(tx, siteId);
      const revisions: number[] = [];
      for (const request of requests) revisions.push(await saveDraft(tx, siteId, actor, request));
      return revisions;
    });
  }

  /** Runs `work` in a transaction with the site's row locked, so writes that read then write see each other. */
  withSite<T>(siteId: string, work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.#db.transaction(async (tx) => {
      await ensureSite(tx, siteId);
      await tx.query('select 1 from content_sites where website_id = $1 for update', [siteId]);
      return work(tx);
    });
  }

  /**
   * Makes every draft of the site the published body, in one statement of one transaction: a
   * visitor (whose site is read in one statement) sees all of it or none of it. Drafts of the
   * documents `hold` picks stay drafts, named in `held` (site code a caller without
   * `code.write` may not send live: content-routes.ts). The publish is counted and told
   * (`published`) whatever it sent live, as every process reloads the site on it.
   */
  publish(
    siteId: string,
    actor: Actor,
    hold: (kind: ContentKind, key: string) => boolean = () => false,
  ): Promise<{ published: number; publishCount: number; held: ContentDocumentRef[] }> {
    return this.#db.transaction(async (tx) => {
      await ensureSite(tx, siteId);
      // Locked, so a racing publish waits and then finds them published.
      const pending = await tx.query<{ kind: ContentKind; key: string }>(
        `select kind, key from content_documents
         where website_id = $1 and published_revision is distinct from revision order by kind, key for update`,
        [siteId],
      );
      const held = pending.filter((d) => hold(d.kind, d.key));
      const going = pending.filter((d) => !hold(d.kind, d.key));
      const changed = await tx.query<{ kind: ContentKind; key: string; before: string | null; after: string | null }>(
        `with changed as (
           select d.kind, d.key, d.published as before from content_documents d
           join unnest($2::text[], $3::text[]) as g(kind, key) on g.kind = d.kind and g.key = d.key
           where d.website_id = $1)
         update content_documents d set published = d.draft, published_revision = d.revision
         from changed c where d.website_id = $1 and d.kind = c.kind and d.key = c.key
         returning d.kind, d.key, c.before, d.published as after`,
        [siteId, going.map((d) => d.kind), going.map((d) => d.key)],
      );
      for (const row of changed) await audit(tx, siteId, actor, 'publish', row.kind, row.key, row.before, row.after);
      return { published: changed.length, publishCount: await published(tx, siteId), held };
    });
  }

  /**
   * Replaces the site's content with `documents`, published at once (a fixture folder is a
   * published site). Unchanged documents keep their revision; documents the folder no longer
   * has are deleted. Answers how many documents changed.
   */
  replaceAll(
    siteId: string,
    actor: Actor,
    documents: readonly ContentDocument[],
    folderHash: string | null = null,
  ): Promise<number> {
    return this.#db.transaction(async (tx) => {
      await ensureSite(tx, siteId);
      await tx.query('select 1 from content_sites where website_id = $1 for update', [siteId]);
      const rows = await tx.query<DocumentRow>('select * from content_documents where website_id = $1', [siteId]);
      const existing = new Map(rows.map((r) => [`${r.kind}\n${r.key}`, r]));
      let changed = 0;
      const write = async (kind: ContentKind, key: string, text: string | null, change: string) => {
        const row = existing.get(`${kind}\n${key}`);
        if (row && row.draft === text && row.published === text) return;
        const revision = (row?.revision ?? 0) + 1;
        await tx.query(
          `insert into content_documents (website_id, kind, key, revision, draft, published, published_revision, updated_by)
           values ($1, $2, $3, $4, $5, $5, $4, $6)
           on conflict (website_id, kind, key) do update set revision = $4, draft = $5, published = $5,
             published_revision = $4, updated_at = now(), updated_by = $6`,
          [siteId, kind, key, revision, text, actor],
        );
        await addRevision(tx, siteId, kind, key, revision, text, change, actor);
        await audit(tx, siteId, actor, change, kind, key, row?.published ?? null, text);
        changed++;
      };
      const seen = new Set<string>();
      for (const d of documents) {
        seen.add(`${d.kind}\n${d.key}`);
        await write(d.kind, d.key, JSON.stringify(d.body), 'import');
      }
      for (const row of rows) {
        if (!seen.has(`${row.kind}\n${row.key}`) && (row.draft !== null || row.published !== null))
          await write(row.kind, row.key, null, 'delete');
      }
      if (changed > 0) await published(tx, siteId);
      await tx.query('update content_sites set folder_hash = $2 where website_id = $1', [siteId, folderHash]);
      return changed;
    });
  }

  /** The document's revisions, newest first (at most 100). */
  async revisions(siteId: string, kind: ContentKind, key: string): Promise<ContentRevisionView[]> {
    const rows = await this.#db.query<{ revision: number; change: string; actor: string; created_at: Date | string }>(
      `select revision, change, actor, created_at from content_revisions
       where website_id = $1 and kind = $2 and key = $3 order by revision desc limit 100`,
      [siteId, kind, key],
    );
    return rows.map((r) => ({ revision: Number(r.revision), change: r.change, actor: r.actor, at: iso(r.created_at) }));
  }

  /**
   * An earlier revision's body (null for a revision that deleted the document), or undefined
   * when the document has no such revision. Restoring it is a save of that body (the route
   * checks it as it checks every save: rules written since may refuse it).
   */
  async revisionBody(
    siteId: string,
    kind: ContentKind,
    key: string,
    revision: number,
  ): Promise<{ body: unknown } | undefined> {
    const [old] = await this.#db.query<{ body: string | null }>(
      'select body from content_revisions where website_id = $1 and kind = $2 and key = $3 and revision = $4',
      [siteId, kind, key, revision],
    );
    return old && { body: parse(old.body) };
  }

  /** Removes the site and all its content, revisions and audit entries (tests clean up with it). */
  deleteSite(siteId: string): Promise<void> {
    return this.#db.transaction(async (tx) => {
      for (const table of ['content_documents', 'content_revisions', 'content_audit', 'content_sites'])
        await tx.query(`delete from ${table} where website_id = $1`, [siteId]);
    });
  }

  /** The newest audit entries first. */
  async audit(siteId: string, limit: number, before?: string): Promise<ContentAuditEntry[]> {
    const rows = await this.#db.query<{
      id: string | number;
      actor: string;
      at: Date | string;
      action: string;
      kind: ContentKind;
      key: string;
      before: string | null;
      after: string | null;
    }>(
      `select * from content_audit where website_id = $1 and ($2::bigint is null or id < $2::bigint)
       order by id desc limit $3`,
      [siteId, before ?? null, limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      actor: r.actor,
      at: iso(r.at),
      action: r.action,
      kind: r.kind,
      key: r.key,
      before: parse(r.before),
      after: parse(r.after),
    }));
  }
}

function view(row: DocumentRow): ContentDocumentView {
  return {
    kind: row.kind,
    key: row.key,
    revision: Number(row.revision),
    publishedRevision: row.published_revision === null ? null : Number(row.published_revision),
    draft: parse(row.draft),
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
  };
}

async function ensureSite(tx: Sql, siteId: string): Promise<void> {
  await tx.query('insert into content_sites (website_id) values ($1) on conflict do nothing', [siteId]);
}

/** Counts the publish and tells every process (delivered at commit). */
export async function published(tx: Sql, siteId: string): Promise<number> {
  const [row] = await tx.query<{ publish_count: string | number }>(
    `update content_sites set publish_count = publish_count + 1, published_at = now()
     where website_id = $1 returning publish_count`,
    [siteId],
  );
  await tx.query('select pg_notify($1, $2)', [PUBLISHED_CHANNEL, siteId]);
  return Number(row!.publish_count);
}

export async function saveDraft(tx: Sql, siteId: string, actor: Actor, request: SaveRequest): Promise<number> {
  const { kind, key, body, expected, change } = request;
  const [row] = await tx.query<DocumentRow>(
    'select * from content_documents where website_id = $1 and kind = $2 and key = $3 for update',
    [siteId, kind, key],
  );
  const live = row && (row.draft !== null || row.published !== null);
  if (expected !== undefined ? !row || Number(row.revision) !== expected : live)
    throw new StaleRevisionError(row ? Number(row.revision) : 0, row ? parse(row.draft) : null);
  const revision = (row ? Number(row.revision) : 0) + 1;
  const text = body === null ? null : JSON.stringify(body);
  await tx.query(
    `insert into content_documents (website_id, kind, key, revision, draft, updated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (website_id, kind, key) do update set revision = $4, draft = $5, updated_at = now(), updated_by = $6`,
    [siteId, kind, key, revision, text, actor],
  );
  await addRevision(tx, siteId, kind, key, revision, text, change, actor);
  await audit(tx, siteId, actor, change, kind, key, row?.draft ?? null, text);
  return revision;
}

export async function addRevision(
  tx: Sql,
  siteId: string,
  kind: ContentKind,
  key: string,
  revision: number,
  body: string | null,
  change: string,
  actor: Actor,
): Promise<void> {
  await tx.query(
    `insert into content_revisions (website_id, kind, key, revision, body, change, actor)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [siteId, kind, key, revision, body, change, actor],
  );
}

export async function audit(
  tx: Sql,
  siteId: string,
  actor: Actor,
  action: string,
  kind: ContentKind,
  key: string,
  before: string | null,
  after: string | null,
): Promise<void> {
  await tx.query(
    'insert into content_audit (website_id, actor, action, kind, key, before, after) values ($1, $2, $3, $4, $5, $6, $7)',
    [siteId, actor, action, kind, key, before, after],
  );
}
