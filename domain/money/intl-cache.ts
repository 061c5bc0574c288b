/** Where money and number formatting keep their Intl objects, which are costly to build. */
import { FORMAT_CACHE_SIZE } from '../enums/constants';
import { LruCache } from '../lru-cache';

/** The render's format cache inside the engine (spec §9: 100 entries, least recently used evicted). */
export type IntlCache = LruCache<string, unknown>;

/** The cache of callers outside a render: islands, server pages, mails. */
export const defaultIntlCache: IntlCache = new LruCache(FORMAT_CACHE_SIZE);
