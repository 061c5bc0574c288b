/**
 * The storefront's own calls beside the cart: restock sign-up, quick view and its hit count,
 * and the instalment information pages. Mounted before the page routes, whose POST handler
 * claims every path.
 *
 * @module
 */
import { Hono } from 'hono';
import { commentRoutes } from './comments';
import { instalmentRoutes } from './instalments';
import { quickViewRoutes } from './quick-view';
import { restockRoutes } from './restock';
import type { SiteCaptcha } from '../captcha';
import type { Sql } from '../db';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

export interface StorefrontRoutesOptions {
  /** Sign-ups and quick-view counts are stored here; without it those calls answer 503. */
  db?: Sql;
  env(): RenderEnv;
  /** Verifies restock sign-ups' captcha tokens. */
  captcha?: SiteCaptcha;
}

export function storefrontRoutes({ db, env, captcha }: StorefrontRoutesOptions): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/', restockRoutes(db, captcha))
    .route('/', commentRoutes(db))
    .route('/', quickViewRoutes(db, env))
    .route('/', instalmentRoutes());
}
