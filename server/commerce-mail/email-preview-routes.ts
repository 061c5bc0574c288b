/**
 * The commerce email preview (page type 301, issue 15): `GET /commerce/email-preview` lists the
 * email kinds, `GET /commerce/email-preview/{kind}` shows one rendered from the site's current
 * template with sample data, as the designer edits it. Only an owner of this site signed in
 * (any role) sees it; everyone else gets 403.
 *
 * @module
 */
import { Hono } from 'hono';
import { PAGE_TYPES } from '../../domain';
import { escapeHtml } from '../../engine';
import { EMAIL_KINDS, renderEmail, type EmailKind } from './render-email';
import { sampleContext } from './sample-data';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from '../owner/messages';
import { ownerCookie } from '../owner/owner-cookie';
import { sessionOwner } from '../owner/sessions';
import { PAGE_TYPE_HEADER } from '../http/send-page';
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

export const EMAIL_PREVIEW_PATH = '/commerce/email-preview';

const LABELS: Record<EmailKind, string> = {
  'order-confirmation': 'Order confirmation',
  'shipping-notice': 'Shipping notice',
  'order-update': 'Refund or cancellation',
  'gift-card-delivery': 'Gift card delivery',
  'subscription-renewal': 'Subscription renewal notice',
  newsletter: 'Newsletter',
};

export function emailPreviewRoutes({ db }: { db?: Sql }): Hono<AppEnv> {
  const ownerOnly = async (c: Context<AppEnv>) => {
    const token = ownerCookie(c);
    const owner = token && db ? await sessionOwner(db, token) : undefined;
    if (!owner || owner.siteId !== c.get('site').id) throw new HttpError(403, OWNER_MESSAGES.forbidden);
  };
  const send = (c: Context<AppEnv>, html: string) => {
    c.header(PAGE_TYPE_HEADER, String(PAGE_TYPES.commerceEmailPreview));
    c.header('Cache-Control', 'no-store');
    return c.html(html);
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      await ownerOnly(c);
      const links = EMAIL_KINDS.map(
        (kind) => `<li><a href="${EMAIL_PREVIEW_PATH}/${kind}">${escapeHtml(LABELS[kind])}</a></li>`,
      ).join('');
      return send(
        c,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Email preview</title></head><body><h1>Email preview</h1><p>Each email as the site's template renders it, with sample data.</p><ul>${links}</ul></body></html>`,
      );
    })
    .get('/:kind', async (c) => {
      await ownerOnly(c);
      const kind = c.req.param('kind') as EmailKind;
      if (!EMAIL_KINDS.includes(kind)) throw new HttpError(404, 'There is no such email.');
      const site = c.get('site');
      const now = Date.now();
      const email = renderEmail(site, kind, sampleContext(site, kind, c.get('siteOrigin'), now), now);
      if (!email) throw new HttpError(404, `The site has no template emails/${kind}.html.`);
      // Template errors show above the email, as the designer panel shows them on pages.
      const errors = email.errors.length
        ? `<pre role="alert" style="background:#fee;padding:8px">${escapeHtml(email.errors.join('\n'))}</pre>`
        : '';
      const banner = `<p style="font:13px Arial,sans-serif;background:#eef;padding:8px;margin:0">Preview of “${escapeHtml(LABELS[kind])}”. Subject: <strong>${escapeHtml(email.subject)}</strong></p>${errors}`;
      return send(
        c,
        email.html.replace(/<body([^>]*)>/i, (tag) => `${tag}${banner}`),
      );
    });
}
