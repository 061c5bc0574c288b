/**
 * The owner's newsletter calls (issue 15): how many readers the list has and its CSV export
 * (permission `forms.read`: sign-ups are form submissions), and sending a letter to the list
 * (`newsletter.send`), each reader's copy with their own unsubscribe link.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { readJson, safeString } from '../http';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { sendNewsletter } from './newsletter-mail';
import { subscriberCounts, subscribersCsv } from './subscribers';
import type { MiddlewareHandler } from 'hono';
import type { Mailer } from '../mail/types';
import type { NewsletterCounts, SentCount } from '../../domain';

const Letter = v.object({
  subject: v.pipe(
    safeString('Give the subject.'),
    v.trim(),
    v.minLength(1, 'Give the subject.'),
    v.maxLength(200, 'The subject is too long (200 characters at most).'),
  ),
  body: v.pipe(
    safeString('Write the letter.'),
    v.trim(),
    v.minLength(1, 'Write the letter.'),
    v.maxLength(20_000, 'The letter is too long (20,000 characters at most).'),
  ),
  issueKey: v.optional(
    v.pipe(
      safeString('The issue key must be text.'),
      v.regex(/^[\w-]{8,64}$/, 'The issue key must be 8 to 64 letters, digits, - or _.'),
    ),
  ),
});

export function ownerNewsletterRoutes(
  db: OwnerDb,
  auth: MiddlewareHandler<OwnerEnv>,
  mailer: () => Mailer,
  secret: string,
) {
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('forms.read'), async (c) =>
      c.json<NewsletterCounts>(await subscriberCounts(db(), c.get('site').id)),
    )
    .get('/subscribers.csv', auth, allow('forms.read'), async (c) => {
      const csv = await subscribersCsv(db(), c.get('site').id);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      });
    })
    .post('/send', auth, allow('newsletter.send'), async (c) => {
      const letter = await readJson(c, Letter);
      const paragraphs = letter.body
        .split(/\r?\n\s*\r?\n/)
        .map((p) => p.trim())
        .filter(Boolean);
      const deps = { db: db(), mailer: mailer(), secret };
      const sent = await sendNewsletter(
        deps,
        c.get('site'),
        c.get('siteOrigin'),
        { subject: letter.subject, paragraphs },
        letter.issueKey ?? randomUUID(),
      );
      return c.json<SentCount>({ sent });
    });
}
