/**
 * POST /api/site-users/account/notifications/restock (spec §3 "Restock sign-up payload", §8
 * "Restock"): stores a visitor's wish to hear when a variant is back. Failures answer
 * `{ message }`, which the restock box shows as it is.
 *
 * @module
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { isEmail, RESTOCK_MESSAGES } from '../../domain';
import { siteCaptchaConfig } from '../captcha/site-captcha';
import { findProduct } from '../commerce/catalog';
import { saveRestockSignUp } from './restock-store';
import { callLanguage } from '../translations/page-language';
import { readJsonBody, safeString } from '../http';
import type { SiteCaptcha } from '../captcha/site-captcha';
import type { Sql } from '../db';
import type { AppEnv } from '../types';
import type { RestockSignedUp } from '../../domain';

export const RESTOCK_ROUTE_MESSAGES = Object.freeze({
  invalid: 'Please check your email address and try again.',
  unknownVariant: 'This item is not sold in this store.',
  noStore: 'Sign-ups are not available right now. Please try again later.',
});

const text = (max: number) => v.pipe(safeString(), v.trim(), v.minLength(1), v.maxLength(max));

const SignUpBody = v.object({
  productId: text(200),
  variantId: text(200),
  siteVisitorEmail: v.pipe(
    safeString(RESTOCK_MESSAGES.emailBlank),
    v.trim(),
    v.minLength(1, RESTOCK_MESSAGES.emailBlank),
    v.check((email: string) => isEmail(email), RESTOCK_MESSAGES.emailInvalid),
  ),
  isJoinMailingList: v.optional(v.boolean(), false),
  captchaToken: v.optional(v.pipe(safeString(), v.maxLength(4000))),
});

/** `captcha` verifies the token of sites that show a captcha; without it those sign-ups are refused. */
/** Where restock calls answer: the visitor's sign-up (POST) and the owner's calls below it. */
export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

/** Mounted at RESTOCK_PATH. */
export function restockRoutes(db: Sql | undefined, captcha?: SiteCaptcha) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const site = c.get('site');
    const body = await readJsonBody(c).catch(() => undefined);
    const parsed = v.safeParse(SignUpBody, body);
    if (!parsed.success) {
      const email = parsed.issues.find((issue) => issue.path?.[0]?.key === 'siteVisitorEmail');
      return c.json({ message: email?.message ?? RESTOCK_ROUTE_MESSAGES.invalid }, 400);
    }
    const signUp = parsed.output;
    const product = findProduct(site, signUp.productId);
    if (!product?.variants.some((variant) => variant.id === signUp.variantId))
      return c.json({ message: RESTOCK_ROUTE_MESSAGES.unknownVariant }, 404);
    if (!db) return c.json({ message: RESTOCK_ROUTE_MESSAGES.noStore }, 503);
    // Last before storing: a token is spent when verified, so nothing else may refuse after it.
    if (siteCaptchaConfig(site) && !(signUp.captchaToken && (await captcha?.verify(site, signUp.captchaToken)))) {
      return c.json({ message: RESTOCK_MESSAGES.captcha }, 400);
    }
    // The page's language, so the notice's subject is in it (issue 25).
    const language = await callLanguage(c, db);
    await saveRestockSignUp(db, site.id, signUp, language?.locale);
    return c.json<RestockSignedUp>({ productId: signUp.productId, variantId: signUp.variantId });
  });
}
