/**
 * The signed review request link emailed after an order: it names one order and one product,
 * and carries an HMAC of the site, order and product under the server's secret, so a buyer
 * cannot turn their link into one for another order or product (nor can anyone else make one).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const REVIEW_REQUEST_PATH = '/reviews/request';

export interface ReviewTarget {
  orderId: string;
  itemId: string;
}

function signature(secret: string, siteId: string, { orderId, itemId }: ReviewTarget): string {
  return createHmac('sha256', secret).update(`review-request\0${siteId}\0${orderId}\0${itemId}`).digest('base64url');
}

/** The path and query of the request page for one product of one order. */
export function reviewRequestPath(secret: string, siteId: string, target: ReviewTarget): string {
  const query = new URLSearchParams({
    order: target.orderId,
    item: target.itemId,
    sig: signature(secret, siteId, target),
  });
  return `${REVIEW_REQUEST_PATH}?${query}`;
}

/** The target when `sig` is this site's signature of it; undefined for anything else. */
export function verifyReviewLink(
  secret: string,
  siteId: string,
  order: unknown,
  item: unknown,
  sig: unknown,
): ReviewTarget | undefined {
  if (typeof order !== 'string' || typeof item !== 'string' || typeof sig !== 'string') return undefined;
  if (!/^[\w-]{1,64}$/.test(order) || item.length === 0 || item.length > 200 || item.includes('\0')) return undefined;
  const target = { orderId: order, itemId: item };
  const sent = Buffer.from(sig);
  const expected = Buffer.from(signature(secret, siteId, target));
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? target : undefined;
}
