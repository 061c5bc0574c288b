/**
 * The owner's review moderation calls (issue 15, permission `moderation`): the site's reviews
 * by status, approving or rejecting one, and importing reviews from CSV. Approving or rejecting
 * drops the site's cached pages, so the product page shows the change at once.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { REVIEW_MESSAGES } from '../../domain';
import type {
  OwnerReview,
  OwnerReviewsPage,
  ReviewImportRefused,
  ReviewModerated,
  ReviewsImported,
  StoredReview,
} from '../../domain';
import { validate } from '../commerce/payload-error';
import { HttpError } from '../http-error';
import { readJson, safeString } from '../http';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { listReviews, moderateReview, saveImportedReviews } from './review-store';
import { readReviewCsv } from './csv-import';
import type { Context, MiddlewareHandler } from 'hono';
import type { PageCache } from '../render/page-cache';
import type { Site } from '../sites/types';

const ListQuery = v.object({
  status: v.optional(
    v.picklist(['held', 'approved', 'rejected'], 'The status must be held, approved or rejected.'),
    'held',
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});
const ImportBody = v.object({
  csv: v.pipe(safeString('Give the CSV text as csv.'), v.minLength(1, 'The CSV file is empty.')),
});

/**
 * `/import` beside `/:id/approve` is a fixed segment beside a parameter one, which Hono's
 * RegExpRouter refuses, and one refused route puts the whole app on its slower TrieRouter
 * (server/app-router.test.ts). So the import is registered as `/:id` and typed as `/import`.
 */
const IMPORT_PATH = '/:id' as string as '/import';
const isImport = (c: Context<OwnerEnv>) => c.req.path.endsWith('/import');

/** `handler` on the import only; any other `:id` skips it. */
function forImport(handler: MiddlewareHandler<OwnerEnv>): MiddlewareHandler<OwnerEnv> {
  return (c, next) => (isImport(c) ? handler(c, next) : next());
}

function withProduct(site: Site, review: StoredReview): OwnerReview {
  const product = [...site.collections.values()].flatMap((c) => c.items).find((item) => item.id === review.itemId);
  return { ...review, productTitle: product?.title ?? review.itemId, productUrl: product?.fullUrl ?? null };
}

export function ownerReviewRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>, cache?: PageCache) {
  const moderate = (status: 'approved' | 'rejected') => async (c: Parameters<MiddlewareHandler<OwnerEnv>>[0]) => {
    const site = c.get('site');
    const review = await moderateReview(db(), site.id, c.req.param('id') ?? '', status);
    if (!review) throw new HttpError(404, REVIEW_MESSAGES.unknownReview);
    cache?.drop(site);
    return c.json<ReviewModerated>({ review: withProduct(site, review) });
  };
  return (
    new Hono<OwnerEnv>()
      .get('/', auth, allow('moderation'), async (c) => {
        const query = validate(ListQuery, c.req.query());
        const page = await listReviews(db(), c.get('site').id, query.status, query.cursor);
        return c.json<OwnerReviewsPage>({ ...page, reviews: page.reviews.map((r) => withProduct(c.get('site'), r)) });
      })
      // The owner app calls POST /import (the type); the route registered is `/:id`, answering
      // `import` only, any other id going on to the routes after it as when nothing matched it.
      .post(IMPORT_PATH, forImport(auth), forImport(allow('moderation')), async (c, next) => {
        if (!isImport(c)) return next();
        const { csv } = await readJson(c, ImportBody);
        const site = c.get('site');
        const result = readReviewCsv(site, csv);
        if (!result.ok) return c.json<ReviewImportRefused>({ error: result.error, rowErrors: result.rowErrors }, 400);
        const imported = await saveImportedReviews(db(), site.id, result.reviews);
        cache?.drop(site);
        return c.json<ReviewsImported>({ imported }, 201);
      })
      .post('/:id/approve', auth, allow('moderation'), moderate('approved'))
      .post('/:id/reject', auth, allow('moderation'), moderate('rejected'))
  );
}
