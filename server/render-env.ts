/** What page rendering needs from the app: stock from the database, the bundle, dev mode, the log. */
import { readManifest } from '../islands';
import { inventorySettingsStore } from './owner/inventory-settings';
import { socialReader } from './render/social-reader';
import { headerFooterStore, languagesStore } from './site-settings';
import { stockReader } from './render/stock-reader';
import { reviewReader } from './render/review-reader';
import type { SocialReader } from './render/apply-social';
import type { Sql } from './db';
import type { StockReader } from './render/apply-stock';
import type { RenderEnv, SiteSettingsReader } from './render/page-renderer';
import type { Logger } from './logger';
import type { ReviewReader } from './reviews/shown-reviews';

export interface RenderEnvOptions {
  db?: Sql;
  dev: boolean;
  log: Logger;
}

// One reader per database, so what it has read is shared by every request.
const readers = new WeakMap<Sql, StockReader>();
const socialReaders = new WeakMap<Sql, SocialReader>();
const settingsReaders = new WeakMap<Sql, SiteSettingsReader>();
const reviewReaders = new WeakMap<Sql, ReviewReader>();

/** The owner's header and footer and languages, from the stores the owner calls save through. */
function siteSettingsReader(db: Sql): SiteSettingsReader {
  let reader = settingsReaders.get(db);
  if (!reader) {
    const headerFooter = headerFooterStore(db);
    const languages = languagesStore(db);
    reader = {
      headerFooter: (siteId) => headerFooter.saved(siteId),
      peekHeaderFooter: (siteId) => headerFooter.peek(siteId),
      languages: (siteId) => languages.saved(siteId),
    };
    settingsReaders.set(db, reader);
  }
  return reader;
}

/** Called per request: the manifest is re-read after a rebuild in dev (it caches until cleared). */
export function renderEnv({ db, dev, log }: RenderEnvOptions): RenderEnv {
  let stock = db && readers.get(db);
  if (db && !stock) readers.set(db, (stock = stockReader(db)));
  const settings = db && inventorySettingsStore(db);
  let social = db && socialReaders.get(db);
  if (db && !social) socialReaders.set(db, (social = socialReader(db)));
  let reviews = db && reviewReaders.get(db);
  if (db && !reviews) reviewReaders.set(db, (reviews = reviewReader(db)));
  return {
    stock,
    social,
    reviews,
    inventorySettings: settings && ((siteId) => settings.saved(siteId)),
    siteSettings: db && siteSettingsReader(db),
    bundle: readManifest(),
    dev,
    log,
  };
}
