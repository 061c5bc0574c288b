/** What page rendering needs from the app: stock from the database, the bundle, dev mode, the log. */
import { readManifest } from '../islands';
import { inventorySettingsStore } from './inventory/inventory-settings';
import { adPixelSettingsStore } from './ad-pixel/pixel-settings';
import { socialReader } from './render/social-reader';
import { headerFooterStore, languagesStore } from './site-settings';
import { stockReader } from './render/stock-reader';
import { reviewReader } from './render/review-reader';
import type { Sql } from './db';
import type { RenderEnv, SiteSettingsReader } from './render/page-renderer';
import type { Logger } from './logger';

export interface RenderEnvOptions {
  db?: Sql;
  dev: boolean;
  log: Logger;
  /** RenderEnv.reuseRenders: the app's pages with the page cache off. @default false */
  reuseRenders?: boolean;
}

/** What pages read from one database: made once per database, so what a reader keeps is shared by every request. */
type DatabaseReaders = Pick<Required<RenderEnv>, 'stock' | 'social' | 'reviews' | 'siteSettings'>;

const byDatabase = new WeakMap<Sql, DatabaseReaders>();

function readersOf(db: Sql): DatabaseReaders {
  let readers = byDatabase.get(db);
  if (!readers) {
    readers = {
      stock: stockReader(db),
      social: socialReader(db),
      reviews: reviewReader(db),
      siteSettings: siteSettingsReader(db),
    };
    byDatabase.set(db, readers);
  }
  return readers;
}

/** The owner's header and footer, languages and ad pixel, from the stores the owner calls save through. */
function siteSettingsReader(db: Sql): SiteSettingsReader {
  const headerFooter = headerFooterStore(db);
  const languages = languagesStore(db);
  const adPixel = adPixelSettingsStore(db);
  return {
    headerFooter: (siteId) => headerFooter.saved(siteId),
    peekHeaderFooter: (siteId) => headerFooter.peek(siteId),
    languages: (siteId) => languages.saved(siteId),
    adPixelId: async (siteId) => (await adPixel.get(siteId)).pixelId,
  };
}

/** The last environment made per database: a request takes it again while nothing in it changed. */
const lastByDatabase = new WeakMap<Sql, RenderEnv>();

/**
 * Called per request: the manifest is re-read after a rebuild in dev (it caches until cleared).
 * The environment is the same object while the database, the manifest, dev and the log are
 * (issue 28: building it anew cost an object spread and two closures per request); renders
 * only read it.
 */
export function renderEnv({ db, dev, log, reuseRenders = false }: RenderEnvOptions): RenderEnv {
  const bundle = readManifest();
  const last = db && lastByDatabase.get(db);
  if (last && last.bundle === bundle && last.dev === dev && last.log === log && last.reuseRenders === reuseRenders)
    return last;
  const settings = db && inventorySettingsStore(db);
  const env: RenderEnv = Object.assign(db ? { ...readersOf(db) } : {}, {
    inventorySettings: settings && ((siteId: string) => settings.saved(siteId)),
    bundle,
    dev,
    log,
    reuseRenders,
  });
  if (db) lastByDatabase.set(db, env);
  return env;
}
