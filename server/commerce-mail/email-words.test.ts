import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../domain';
import { fixtureSite } from '../render-page';
import { siteWith } from '../sites/site-caches';
import { emailWords } from './email-words';
import { EMAIL_KINDS, renderEmail } from './render-email';
import { sampleContext } from './sample-data';

const NOW = Date.UTC(2027, 2, 1, 12);

describe('emailWords', () => {
  it('fills placeholders from the context, escaped as {…|html} is, and leaves missing ones empty', () => {
    const words = emailWords('en-US', { store: { name: 'A & B <C>' }, order: { orderNumber: 1001 } });
    expect(words.orderConfirmationSubject).toBe('Your A &amp; B &lt;C&gt; order #1001');
    expect(words.orderNumberIs).toBe('Your order number is <strong>1001</strong>.');
    expect(emailWords('en-US', {}).orderNumberIs).toBe('Your order number is <strong></strong>.');
    expect(emailWords('fr-FR', { order: { orderNumber: 7 } }).orderItems).toBe('Commande <strong>7</strong>\u202f:');
  });

  it("uses the owner's translation of a subject over the catalogue's, as plain text, and of subjects only", () => {
    const context = { store: { name: 'A & B' }, order: { orderNumber: 7 } };
    const own = {
      orderConfirmationSubject: 'Commande {order.orderNumber} <b>chez</b> {store.name}',
      thankYou: 'Merci',
    };
    const words = emailWords('fr-FR', context, own);
    expect(words.orderConfirmationSubject).toBe('Commande 7 &lt;b&gt;chez&lt;/b&gt; A &amp; B');
    // Only subjects are the owner's to translate; the other words stay the catalogue's.
    expect(words.thankYou).toBe(emailWords('fr-FR', context).thankYou);
    expect(emailWords('fr-FR', context, { orderConfirmationSubject: '  ' }).orderConfirmationSubject).toBe(
      'Votre commande A &amp; B n°\u00a07',
    );
  });

  it('sends every e-mail of a French site in French, with no English word of the catalogue left', async () => {
    const demo = await fixtureSite('demo');
    const french = siteWith(demo, { website: { ...demo.website, language: 'fr-FR' } });
    const english = CATALOGUES.en!.emails;
    const fr = CATALOGUES.fr!.emails;
    for (const kind of EMAIL_KINDS) {
      const mail = renderEmail(french, kind, sampleContext(french, kind, 'http://demo.localhost', NOW), NOW)!;
      expect(mail.errors).toEqual([]);
      for (const [key, text] of Object.entries(english)) {
        // The fixed words of each English text: none of them is in the French mail.
        const fixed = text.split(/\{[\w.]+\}/).map((part) => part.replace(/<[^>]+>/g, '').trim());
        for (const part of fixed)
          if (part.length > 6 && part !== fr[key as keyof typeof fr])
            expect(mail.html, `${kind}: ${key}`).not.toContain(part);
      }
    }
    const confirmation = renderEmail(
      french,
      'order-confirmation',
      sampleContext(french, 'order-confirmation', 'http://demo.localhost', NOW),
      NOW,
    )!;
    expect(confirmation.subject).toBe('Votre commande Northwind Supply Co. n°\u00a01001');
    expect(confirmation.html).toContain('<h1 style="font-size:22px">Merci pour votre commande</h1>');
  });
});
