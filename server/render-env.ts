/** What page rendering needs from the app: stock from the database, the bundle, dev mode, the log. */
import { getStocks } from './db/stock';
import { readManifest } from '../islands/manifest';
import type { Sql } from './db';
import type { RenderEnv } from './render/page-renderer';
import type { Logger } from './logger';

export interface RenderEnvOptions {
  db?: Sql;
  dev: boolean;
  log: Logger;
}

/** Called per request: the manifest is re-read after a rebuild in dev (it caches until cleared). */
export function renderEnv({ db, dev, log }: RenderEnvOptions): RenderEnv {
  return {
    stock: db && ((siteId, itemIds) => getStocks(db, siteId, itemIds)),
    bundle: readManifest(),
    dev,
    log,
  };
}
