/**
 * The reviews request page (page type 209, issue 15): `GET /reviews/request?order=&item=&sig=`
 * opens for the signed link of one product of one order (server/reviews/review-link.ts) and
 * `POST /reviews/request` stores the buyer's review, held for moderation. The form works without
 * JavaScript; a JSON post answers JSON. A link that is not this site's signature, or names an
 * order or product that does not exist, is the not-found page: it can neither be forged nor
 * used to learn about orders.
 *
 * @module
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { PAGE_TYPES, REVIEW_LIMITS, REVIEW_MESSAGES } from '../../domain';
import { HttpError } from '../http-error';
import { PayloadError, readForm, readJsonBody } from '../http';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { hasReviewed, saveNativeReview } from './review-store';
import { verifyReviewLink, type ReviewTarget } from './review-link';
import { cartToken } from '../commerce/cart-cookies';
import { requestUrl } from '../http/request-url';
import { sendPage } from '../http/send-page';
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { RenderEnv } from '../render/page-renderer';
import type { Item } from '../sites/types';
import type { AppEnv } from '../types';

export interface ReviewRoutesOptions {
  db?: Sql;
  secret: string;
  env(): RenderEnv;
}

const NOT_FOUND = 'This review link is not valid. Please use the link in your order email.';

interface RequestPage {
  target: ReviewTarget;
  sig: string;
  product: Item;
  buyerName: string;
}

interface Draft {
  name: string;
  rating: string;
  body: string;
  errors?: Record<string, string>;
  problem?: string;
  done?: boolean;
  message?: string;
}

const Review = v.object({
  rating: v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x)),
    v.number(REVIEW_MESSAGES.rating),
    v.integer(REVIEW_MESSAGES.rating),
    v.minValue(1, REVIEW_MESSAGES.rating),
    v.maxValue(5, REVIEW_MESSAGES.rating),
  ),
  name: v.pipe(
    v.string(REVIEW_MESSAGES.name),
    v.trim(),
    v.minLength(1, REVIEW_MESSAGES.name),
    v.maxLength(REVIEW_LIMITS.nameMax, REVIEW_MESSAGES.name),
  ),
  body: v.pipe(
    v.string(REVIEW_MESSAGES.body),
    v.trim(),
    v.minLength(REVIEW_LIMITS.bodyMin, REVIEW_MESSAGES.body),
    v.maxLength(REVIEW_LIMITS.bodyMax, REVIEW_MESSAGES.body),
  ),
});

export function reviewRoutes({ db, secret, env }: ReviewRoutesOptions): Hono<AppEnv> {
  /** The page the link opens, or the not-found error. */
  const open = async (c: Context<AppEnv>, order: unknown, item: unknown, sig: unknown): Promise<RequestPage> => {
    const site = c.get('site');
    const target = verifyReviewLink(secret, site.id, order, item, sig);
    if (!target || !db) throw new HttpError(404, NOT_FOUND);
    const [line] = await db.query<{ shipping_address: unknown }>(
      `select o.shipping_address from orders o join order_lines l on l.website_id = o.website_id and l.order_id = o.id
       where o.website_id = $1 and o.id = $2 and l.item_id = $3 limit 1`,
      [site.id, target.orderId, target.itemId],
    );
    const product = [...site.collections.values()].flatMap((col) => col.items).find((x) => x.id === target.itemId);
    if (!line || !product) throw new HttpError(404, NOT_FOUND);
    const address =
      typeof line.shipping_address === 'string' ? JSON.parse(line.shipping_address) : line.shipping_address;
    const buyerName =
      address && typeof address === 'object' && typeof (address as { name?: unknown }).name === 'string'
        ? String((address as { name: string }).name)
        : '';
    return { target, sig: String(sig), product, buyerName };
  };

  const render = (c: Context<AppEnv>, page: RequestPage, draft: Draft, status = 200) => {
    const site = c.get('site');
    const pageType = PAGE_TYPES.reviewsRequest;
    const rating = draft.rating;
    const reviewRequest = {
      productTitle: page.product.title,
      productUrl: page.product.fullUrl,
      order: page.target.orderId,
      item: page.target.itemId,
      sig: page.sig,
      ratingChoices: [5, 4, 3, 2, 1].map((n) => ({
        value: String(n),
        label: `${'★'.repeat(n)} ${n === 1 ? '1 star' : `${n} stars`}`,
        checked: rating === String(n),
      })),
      ...draft,
    };
    const title = `Review ${page.product.title} — ${String(site.website.siteTitle ?? site.id)}`;
    const result = renderShopPage(
      {
        site,
        url: requestUrl(c),
        crumb: c.get('crumb'),
        pageType,
        template: 'pages/reviews-request.html',
        status,
        extra: { reviewRequest, pageTitle: title },
        cart: pageCart({ site, pageType, cartPresent: cartToken(c) !== undefined }),
      },
      env(),
    );
    if (!result) throw new HttpError(500, 'This page could not be shown.');
    c.header('Cache-Control', 'no-store');
    // The link's signature is in the URL: keep it out of Referer headers to other sites.
    c.header('Referrer-Policy', 'no-referrer');
    return sendPage(c, result);
  };

  return new Hono<AppEnv>()
    .get('/request', async (c) => {
      const page = await open(c, c.req.query('order'), c.req.query('item'), c.req.query('sig'));
      const done = await hasReviewed(db!, c.get('site').id, page.target.orderId, page.target.itemId);
      return render(c, page, {
        name: page.buyerName,
        rating: '',
        body: '',
        ...(done ? { done: true, message: REVIEW_MESSAGES.alreadyReviewed } : {}),
      });
    })
    .post('/request', async (c) => {
      const json = /^application\/json/i.test(c.req.header('Content-Type') ?? '');
      const fields = json ? await jsonFields(c) : await readForm(c);
      const page = await open(c, fields.get('order'), fields.get('item'), fields.get('sig'));
      const input = {
        rating: fields.get('rating') ?? '',
        name: fields.get('name') ?? '',
        body: fields.get('body') ?? '',
      };
      const parsed = v.safeParse(Review, 'raw' in fields ? { ...input, rating: fields.raw('rating') } : input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.issues) {
          const key = issue.path?.[0]?.key;
          if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
        }
        if (json) throw new PayloadError(errors);
        return render(c, page, { ...stringDraft(input), errors, problem: 'Please check your review.' }, 400);
      }
      const saved = await saveNativeReview(db!, c.get('site').id, page.target.orderId, {
        itemId: page.target.itemId,
        rating: parsed.output.rating,
        authorName: parsed.output.name,
        body: parsed.output.body,
      });
      const message = saved ? REVIEW_MESSAGES.thanks : REVIEW_MESSAGES.alreadyReviewed;
      if (json) return c.json({ saved, message }, saved ? 201 : 409);
      return render(c, page, { name: '', rating: '', body: '', done: true, message }, saved ? 200 : 409);
    });
}

function stringDraft(input: { rating: string; name: string; body: string }): Draft {
  return {
    rating: input.rating,
    name: input.name.slice(0, 200),
    body: input.body.slice(0, REVIEW_LIMITS.bodyMax + 100),
  };
}

/** A JSON body read like a form: text fields by name, the rating as sent. */
async function jsonFields(c: Context): Promise<{ get(name: string): string | undefined; raw(name: string): unknown }> {
  const body = await readJsonBody(c);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new PayloadError({}, 'Send the review as a JSON object.');
  const record = body as Record<string, unknown>;
  return {
    get: (name) =>
      typeof record[name] === 'string' ? (record[name] as string) : record[name] === undefined ? undefined : '',
    raw: (name) => record[name],
  };
}
