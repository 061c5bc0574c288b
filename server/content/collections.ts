/**
 * Collections through the content API: the list an owner picks from (every collection's
 * draft, with its item count and whether the navigation links to it), and a new collection
 * of a kind (page, blog, products, events, gallery) with the fields its templates read. A new
 * collection is a draft, in no navigation: `PUT /api/owner/content/navigation` adds it.
 */
import {
  EDITOR_MESSAGES,
  type ContentCollectionType,
  type ContentCollectionView,
  type ContentCreated,
} from '../../domain';
import { PayloadError } from '../http';
import { saveDraft, type Actor, type ContentStore } from './content-store';
import { draftOfKey, draftsOf, type Draft, type Json } from './content-drafts';
import { unusedSlug, urlSlugOf } from './url-slugs';

/**
 * First path parts the server answers itself (server/app.ts): a collection there would never
 * be reached. `checkout`, `cart` and the rest are refused as page URLs.
 */
const RESERVED_URLS = new Set([
  '__dev',
  'account',
  'api',
  'assets',
  'billing',
  'cart',
  'checkout',
  'commerce',
  'config',
  'donate',
  'feeds',
  'instalments',
  'media',
  'popup-overlay',
  'reviews',
  'search',
  'unlock',
]);

/** What each kind starts with: the fields fixtures give a collection of that kind (fixtures/README.md). */
const DEFAULTS: Record<ContentCollectionType, Json> = {
  page: { typeName: 'page', type: 10, description: '', body: '' },
  blog: { typeName: 'blog', type: 1, description: '', items: [] },
  events: { typeName: 'events', type: 1, description: '', items: [] },
  products: { typeName: 'products', type: 13, description: '', items: [] },
  gallery: { typeName: 'gallery', type: 15, description: '', items: [] },
};

/** The collection `key` (its document key, `shop`), or undefined. */
export function collectionDraft(store: ContentStore, siteId: string, key: string): Promise<Draft | undefined> {
  return draftOfKey(store.db, siteId, 'collection', key);
}

export const collectionTypeOf = (body: Json) => String(body.typeName ?? 'page');

export async function listCollections(store: ContentStore, siteId: string): Promise<ContentCollectionView[]> {
  const collections = await draftsOf(store.db, siteId, 'collection');
  const site = await draftOfKey(store.db, siteId, 'site', 'site');
  const linked = new Set(navigationOf(site?.body).map((link) => link.url));
  return collections.map((c) => {
    const urlId = String(c.body.urlId ?? c.key);
    return {
      key: c.key,
      id: String(c.body.id ?? urlId),
      urlId,
      title: String(c.body.title ?? urlId),
      type: collectionTypeOf(c.body),
      itemCount: Array.isArray(c.body.items) ? c.body.items.length : 0,
      revision: c.revision,
      publishedRevision: c.publishedRevision,
      inNavigation: linked.has(`/${urlId}`),
    };
  });
}

/** A site settings body's navigation links. */
export function navigationOf(site: Json | undefined): { title: string; url: string }[] {
  const links = site?.navigation;
  return Array.isArray(links) ? (links as { title: string; url: string }[]) : [];
}

/**
 * Adds a collection `{ title, type, urlSlug? }` as a draft; its URL is the `url-slug` of
 * `urlSlug` (else of the title), made unique among the site's collections. Answers its key
 * (which is its urlId) and revision.
 */
export function createCollection(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  input: { title: string; type: ContentCollectionType; urlSlug?: string | undefined },
): Promise<ContentCreated> {
  return store.withSite(siteId, async (tx) => {
    const base = urlSlugOf(input.urlSlug ?? input.title, input.type);
    if (RESERVED_URLS.has(base)) throw new PayloadError({ urlSlug: EDITOR_MESSAGES.notPageUrl(`/${base}`) });
    // Keys of documents the draft deletes stay taken: their revisions still name them.
    const rows = await tx.query<{ key: string; draft: string | null }>(
      `select key, draft from content_documents where website_id = $1 and kind = 'collection'`,
      [siteId],
    );
    const bodies = rows.map((r) => (r.draft ? (JSON.parse(r.draft) as Json) : {}));
    const taken = new Set([...rows.map((r) => r.key), ...bodies.map((b) => String(b.urlId ?? '')), ...RESERVED_URLS]);
    const urlId = unusedSlug(base, taken);
    const id = unusedSlug(`col-${urlId}`, new Set(bodies.map((b) => String(b.id ?? ''))));
    const body = { id, urlId, title: input.title, ...DEFAULTS[input.type] };
    const revision = await saveDraft(tx, siteId, actor, { kind: 'collection', key: urlId, body, change: 'create' });
    return { id: urlId, urlId, revision };
  });
}
