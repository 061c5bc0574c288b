/**
 * The site style's calls (issue 25), mounted at /api/owner/content/styles by content-routes.ts.
 * The style is the content document `style/site` (domain/site-style.ts): a whole-document save
 * is `PUT /api/owner/content/documents/style/site` like any document; this adds
 *
 * - `GET` → `SiteStyleView`: the draft (the default style before the first save), its
 *   revisions, and whether the aesthetics patch API feature is on for the site;
 * - `PATCH` `{ revision?, changes: { <dirty path>: value } }` → `{ revision }`: the patch
 *   variant (spec §4), only the changed paths laid over the draft, the result checked whole.
 *   A stale `revision` answers 409 as every content save; none creates the document.
 *
 * Visitors see the style once published, as every draft.
 */
import { Hono } from 'hono';
import {
  BETA_FEATURES,
  applyStylePatch,
  asSiteStyle,
  defaultSiteStyle,
  featureConfigOf,
  isFeatureEnabledOr,
  type ContentSaved,
  type SiteStyleView,
} from '../../domain';
import { readJson } from '../http';
import { allow, type OwnerEnv } from '../owner';
import { actorOf, type ContentRouteKit } from './content-route-kit';
import { StaleRevisionError, saveDraft } from './content-store';
import { checkSiteStyle, StylePatchBody } from './style-input';
import type { Json } from '../sites/types';

const KIND = 'style';
const KEY = 'site';

type Row = { revision: number; published_revision: number | null; draft: string | null };

export function styleRoutes(kit: ContentRouteKit) {
  const { auth, storeFor, orConflict } = kit;
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('content.read'), async (c) => {
      const site = c.get('site');
      const store = await storeFor(site);
      const [row] = await store.db.query<Row>(
        'select revision, published_revision, draft from content_documents where website_id = $1 and kind = $2 and key = $3',
        [site.id, KIND, KEY],
      );
      const draft = row?.draft ? asSiteStyle(JSON.parse(row.draft)) : undefined;
      return c.json<SiteStyleView>({
        style: draft ?? defaultSiteStyle(),
        revision: row?.draft ? Number(row.revision) : null,
        publishedRevision: row?.published_revision == null ? null : Number(row.published_revision),
        patchEnabled: isFeatureEnabledOr(
          featureConfigOf(site.featureFlags as Json),
          BETA_FEATURES.aestheticsPatchApi,
          false,
        ),
      });
    })
    .patch('/', auth, allow('content.write'), async (c) => {
      const { revision, changes } = await readJson(c, StylePatchBody);
      const site = c.get('site');
      const store = await storeFor(site);
      return orConflict(c, () =>
        store.withSite(site.id, async (tx) => {
          const [row] = await tx.query<Row>(
            'select revision, published_revision, draft from content_documents where website_id = $1 and kind = $2 and key = $3 for update',
            [site.id, KIND, KEY],
          );
          const current = row?.draft ? JSON.parse(row.draft) : null;
          // As a document save: no revision creates the style, and is stale once there is one.
          if (revision === undefined ? Boolean(row?.draft) : !row || Number(row.revision) !== revision)
            throw new StaleRevisionError(row ? Number(row.revision) : 0, current);
          const base = asSiteStyle(current) ?? defaultSiteStyle();
          const body = checkSiteStyle(applyStylePatch(base, changes), 'changes.');
          const saved = await saveDraft(tx, site.id, actorOf(c.get('owner')), {
            kind: KIND,
            key: KEY,
            body,
            expected: row ? Number(row.revision) : undefined,
            change: row ? 'update' : 'create',
          });
          return c.json<ContentSaved>({ revision: saved });
        }),
      );
    });
}
