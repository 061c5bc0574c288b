/**
 * The upsell paths (spec §2): /settings/billing/upgrade (trial upgrade) and
 * /settings/billing/subscriptions/website (regular upgrade). A signed-in owner of this site
 * whose role has `billing` gets the site's plan page; a signed-in owner without it a 403 page;
 * anyone else (no session, or a session of another site) the sign-in of /config, which comes
 * back here afterwards.
 */
import { Hono } from 'hono';
import { roleCan, roleName, sitePlan } from '../../domain';
import { ownerCookie } from '../owner/owner-cookie';
import { sessionOwner } from '../owner/sessions';
import { planPage, type UpsellKind } from './plan-page';
import { plainPage } from './plain-page';
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

export const UPSELL_PATHS: Record<UpsellKind, string> = {
  trial: '/settings/billing/upgrade',
  regular: '/settings/billing/subscriptions/website',
};

/** Where an owner signs in before seeing `path`. */
export function signInPath(path: string): string {
  return `/config?next=${encodeURIComponent(path)}`;
}

export function billingPageRoutes({ db }: { db?: Sql }): Hono<AppEnv> {
  const answer = async (c: Context<AppEnv>, kind: UpsellKind) => {
    const site = c.get('site');
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!db)
      return c.html(
        plainPage('Billing is unavailable', 'This server runs without a database, so no one can sign in.'),
        503,
      );
    const token = ownerCookie(c);
    const owner = token ? await sessionOwner(db, token) : undefined;
    if (!owner || owner.siteId !== site.id) return c.redirect(signInPath(UPSELL_PATHS[kind]), 302);
    const role = roleName(owner.role);
    if (!role || !roleCan(role, 'billing'))
      return c.html(
        plainPage('Your role does not allow this.', 'Ask an administrator of this site to change its plan.'),
        403,
      );
    return c.html(planPage(String(site.website.siteTitle ?? site.id), sitePlan(site.website.plan), kind));
  };
  return new Hono<AppEnv>()
    .get(UPSELL_PATHS.trial, (c) => answer(c, 'trial'))
    .get(UPSELL_PATHS.regular, (c) => answer(c, 'regular'));
}
