/**
 * The shared per-visitor rate limit (server/middleware/rate-limit.ts) with the forms' own
 * refusal: spec §8's 429 message, as JSON for scripts or as a page for plain form posts.
 */
import { rateLimit } from '../middleware/rate-limit';
import { plainPage } from '../pages/plain-page';
import { FORM_MESSAGES } from '../../domain';
import type { MiddlewareHandler } from 'hono';
import type { RateLimitOptions } from '../middleware/rate-limit';

/** @default 10 submissions at once, then one every 6 seconds */
export function formRateLimit(options: RateLimitOptions = {}): MiddlewareHandler {
  const limit = rateLimit({ name: 'form-submission', capacity: 10, refillPerSecond: 1 / 6, ...options });
  return async function formRateLimit(c, next) {
    let passed = false;
    // The shared limiter sets Retry-After on the context before answering; its answer is replaced.
    await limit(c, async () => {
      passed = true;
    });
    if (!passed) {
      const html = /^application\/x-www-form-urlencoded/i.test(c.req.header('Content-Type') ?? '');
      return html
        ? c.html(plainPage('Unable to submit form', FORM_MESSAGES.rateLimited), 429)
        : c.json({ error: FORM_MESSAGES.rateLimited }, 429);
    }
    await next();
  };
}
