import { describe, expect, it } from 'vitest';
import { membershipOffer } from './membership-offer';
import { interfaceWords, MEMBERSHIP_WORD_KEYS, pickWords } from '../../domain';

const variant = { sku: 'M1', attributes: {}, priceMoney: { value: '4.00', currency: 'USD' }, unlimited: true };

describe('membershipOffer', () => {
  it('words a membership sold by subscription or paid once', () => {
    const monthly = {
      id: 'p1',
      structuredContent: {
        productType: 5,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
        variants: [variant],
      },
    };
    expect(membershipOffer(monthly)).toEqual({
      itemId: 'p1',
      sku: 'M1',
      subscription: true,
      priceText: '$4.00 every month',
    });
    const once = { id: 'p2', structuredContent: { productType: 5, variants: [variant] } };
    expect(membershipOffer(once)).toMatchObject({ subscription: false, priceText: '$4.00, paid once' });
  });
  it("words it in the page's words and locale", () => {
    const fr = pickWords(interfaceWords('fr-FR'), MEMBERSHIP_WORD_KEYS);
    const weekly = {
      id: 'p1',
      structuredContent: {
        productType: 5,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 26 },
        variants: [variant],
      },
    };
    expect(membershipOffer(weekly, 'fr-FR', fr)?.priceText).toMatch(/^4,00\s\$US toutes les 2 semaines pendant 1 an$/);
    const once = { id: 'p2', structuredContent: { productType: 5, variants: [variant] } };
    expect(membershipOffer(once, 'fr-FR', fr)?.priceText).toMatch(/^4,00\s\$US, payé une fois$/);
  });
  it('offers nothing for other products or broken items', () => {
    expect(membershipOffer({ id: 'p3', structuredContent: { productType: 1, variants: [variant] } })).toBeUndefined();
    expect(membershipOffer({ id: 'p4', structuredContent: { productType: 5, variants: [] } })).toBeUndefined();
    expect(membershipOffer(null)).toBeUndefined();
  });
});
