/**
 * Fixture folders in and out of the content store (`npm run sites -- import|export`): an
 * import replaces the site's content with the folder's, published; an export writes the
 * published documents back in the fixture layout. The server imports a fixture site the first
 * time it sees it, and again when its folder changed while no owner edited it (`importFixtureSites`).
 */
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createHash } from 'node:crypto';
import { exportMediaFolder, importMediaFolder } from '../media/media-folder';
import { readSiteFolder, writeSiteFolder, type ContentDocument } from './site-folder';
import type { Actor, ContentStore } from './content-store';

export interface ImportOptions {
  /** @default the folder's name */
  siteId?: string;
  /** @default 'import' */
  actor?: Actor;
}

/** Imports one site folder, its media library (`media/`) included: answers how many documents changed. */
export async function importSiteFolder(store: ContentStore, dir: string, options: ImportOptions = {}): Promise<number> {
  const documents = await readSiteFolder(dir);
  if (!documents.some((d) => d.kind === 'site')) throw new Error(`${dir} has no site.json: it is not a site folder.`);
  const siteId = options.siteId ?? basename(dir);
  const actor = options.actor ?? 'import';
  // The library first: a folder whose media are refused changes nothing of the site.
  await importMediaFolder(store.db, siteId, dir, actor);
  return store.replaceAll(siteId, actor, documents, folderHash(documents));
}

const folderHash = (documents: readonly ContentDocument[]) =>
  createHash('sha256').update(JSON.stringify(documents)).digest('hex');

/** Writes the site's published content and its media library into `dir`; answers the files written. */
export async function exportSiteFolder(store: ContentStore, siteId: string, dir: string): Promise<string[]> {
  if (!(await store.hasSite(siteId))) throw new Error(`No site '${siteId}' in the content store.`);
  const written = await writeSiteFolder(dir, await store.published(siteId));
  return [...written, ...(await exportMediaFolder(store.db, siteId, dir))].sort();
}

export interface FixtureImport {
  imported: string[];
  /** Sites whose folder changed since their import but which owners have edited: left as they are. */
  kept: string[];
}

/**
 * Imports each site folder of `fixturesDir` the store has never seen, and again each whose
 * folder changed since it was imported while no owner has edited it (a designer's change to
 * the fixtures reaches `npm start`; an owner's work is never overwritten without asking).
 */
export async function importFixtureSites(store: ContentStore, fixturesDir: string): Promise<FixtureImport> {
  const entries = await readdir(fixturesDir, { withFileTypes: true });
  const result: FixtureImport = { imported: [], kept: [] };
  for (const id of entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    const dir = join(fixturesDir, id);
    const state = await store.importState(id);
    if (state) {
      const documents = await readSiteFolder(dir);
      if (state.folderHash === folderHash(documents)) continue;
      if (state.ownerEdited) {
        result.kept.push(id);
        continue;
      }
    }
    await importSiteFolder(store, dir);
    result.imported.push(id);
  }
  return result;
}
