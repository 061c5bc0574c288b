/**
 * The engine's bounded cache is the domain's one (`domain/lru-cache.ts`), re-exported here for
 * the engine's modules and its public API.
 */
export { FORMAT_CACHE_SIZE, LruCache } from '../domain';
