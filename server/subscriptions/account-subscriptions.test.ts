import { describe, expect, it } from 'vitest';
import { siteLanguage } from '../../domain';
import { fixtureSite } from '../render-page';
import { localizedSite } from '../site-settings/localized-site';
import { accountSubscription, accountSubscriptionsIn } from './account-subscriptions';
import type { SubscriptionRow } from './records';

const row = (extra: Partial<SubscriptionRow>) =>
  ({
    id: 'sub-1',
    productName: 'Coffee of the Month',
    quantity: 1,
    unitPriceCents: 1800,
    currency: 'USD',
    plan: { value: 1, unit: 'MONTH', numBillingCycles: 0 },
    status: 'active',
    nextRenewalAt: new Date(Date.UTC(2027, 3, 1, 12)),
    paidThrough: new Date(Date.UTC(2027, 3, 1, 12)),
    stopReason: null,
    ...extra,
  }) as unknown as SubscriptionRow;

describe('a subscription on the account page', () => {
  it('says its state and date line in the page’s language, and the spec’s English on English pages', async () => {
    const demo = await fixtureSite('demo');
    const french = localizedSite(demo, siteLanguage('fr-FR')!);
    const active = accountSubscription(row({}), 'fr-FR', 'UTC', french);
    expect(active.statusText).toBe('Actif');
    expect(active.planText).toMatch(/ par mois$/);
    expect(active.dateText).toMatch(/^Renouvellement le 1 avr\. 2027$/);
    const stopped = accountSubscription(
      row({ status: 'stopped', stopReason: 'the product is out of stock.' }),
      'fr-FR',
      'UTC',
      french,
    );
    expect(stopped.statusText).toBe('Arrêté');
    expect(stopped.dateText).toBe('Arrêté\u202f: le produit est en rupture de stock.');
    expect(accountSubscription(row({ status: 'completed' }), 'fr-FR', 'UTC', french).statusText).toBe(
      'Tous les paiements effectués',
    );

    // Cancelled at the end of the paid period (the buyer's own cancel): until when access lasts.
    const ending = row({ status: 'cancelled', nextRenewalAt: null, accessUntil: new Date(Date.UTC(2027, 3, 1, 12)) });
    expect(accountSubscription(ending, 'fr-FR', 'UTC', french)).toMatchObject({
      statusText: 'Résilié',
      dateText: 'Accès jusqu’au 1 avr. 2027',
      cancellable: false,
    });
    expect(accountSubscription(ending, 'en-US', 'America/New_York', demo)).toMatchObject({
      statusText: 'Cancelled',
      dateText: 'Access until Apr 1, 2027',
    });
    // Once the date has passed, by the clock as the page is made: when access ended.
    const after = new Date(Date.UTC(2027, 3, 1, 12, 0, 1));
    const before = new Date(Date.UTC(2027, 3, 1, 11, 59, 59));
    expect(accountSubscription(ending, 'en-US', 'America/New_York', demo, before).dateText).toBe(
      'Access until Apr 1, 2027',
    );
    expect(accountSubscription(ending, 'en-US', 'America/New_York', demo, after).dateText).toBe(
      'Access ended Apr 1, 2027',
    );
    expect(accountSubscription(ending, 'fr-FR', 'UTC', french, after).dateText).toBe('Accès terminé le 1 avr. 2027');
    const german = localizedSite(demo, siteLanguage('de-DE')!);
    expect(accountSubscription(ending, 'de-DE', 'UTC', german, after).dateText).toBe('Zugang endete am 01.04.2027');
    const spanish = localizedSite(demo, siteLanguage('es-ES')!);
    expect(accountSubscription(ending, 'es-ES', 'UTC', spanish, after).dateText).toBe('Acceso terminado el 1 abr 2027');
    // Cancelled at once: no date.
    expect(
      accountSubscription(row({ status: 'cancelled', nextRenewalAt: null, accessUntil: null }), 'en-US', 'UTC', demo)
        .dateText,
    ).toBe('');

    const english = accountSubscription(row({}), 'en-US', 'UTC', demo);
    expect(english).toMatchObject({ statusText: 'Active', dateText: 'Renews on Apr 1, 2027' });
    expect(english.planText).toBe('$18.00 every month');
  });

  it('names the product by its title in the page’s language and dates it in that language, in the site’s time zone', async () => {
    const demo = await fixtureSite('demo');
    // Stored as the order named it: the demo's monthly membership, renewing just after midnight
    // UTC on 1 April, which is still 31 March in the demo's New York.
    const membership = row({
      itemId: 'prod-trail-club-monthly',
      productName: 'Trail Club membership (monthly)',
      nextRenewalAt: new Date(Date.UTC(2027, 3, 1, 2)),
    });
    const french = accountSubscriptionsIn(demo, siteLanguage('fr-FR'))(membership);
    expect(french).toMatchObject({
      productName: 'Adhésion au Trail Club (mensuelle)',
      dateText: 'Renouvellement le 31 mars 2027',
    });
    expect(french.planText).toMatch(/^18,00\s\$US par mois$/);
    const spanish = accountSubscriptionsIn(demo, siteLanguage('es-ES'))(membership);
    expect(spanish.productName).toBe('Membresía del Trail Club (mensual)');
    expect(accountSubscriptionsIn(demo, undefined)(membership)).toMatchObject({
      productName: 'Trail Club membership (monthly)',
      planText: '$18.00 every month',
      dateText: 'Renews on Mar 31, 2027',
    });
    // A product renamed or gone since keeps the name the subscription stored.
    const gone = row({ itemId: 'prod-gone', productName: 'Old Club' });
    expect(accountSubscriptionsIn(demo, siteLanguage('fr-FR'))(gone).productName).toBe('Old Club');
  });
});
