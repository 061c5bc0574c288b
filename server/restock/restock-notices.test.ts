import { describe, expect, it } from 'vitest';
import { endSentence, noticeText } from './restock-notices';
import type { RestockTarget } from './restock-notices';
import type { Site } from '../sites/types';

const target = {
  owned: { product: { id: 'p', title: 'Trail Tee', item: { fullUrl: '/shop/tee' } } },
  variant: { label: 'S' },
} as unknown as RestockTarget;
const site = (siteTitle: string) => ({ website: { siteTitle, baseUrl: '' } }) as unknown as Site;

describe('the restock notice', () => {
  it('ends its sentence once when the store name ends with a full stop (issue 26 item 7)', () => {
    const notice = noticeText(site('Northwind Supply Co.'), target, 'http://store.localhost');
    expect(notice.text).toContain('Trail Tee (S) is back in stock at Northwind Supply Co.\n');
    expect(notice.text).not.toContain('Co..');
    expect(notice.html).toContain('is back in stock at Northwind Supply Co.</p>');
  });

  it('adds the full stop after any other name', () => {
    expect(noticeText(site('Owner Test Store'), target, 'http://x').text).toContain('at Owner Test Store.\n');
    expect(endSentence('Hello!')).toBe('Hello!');
    expect(endSentence('Shop')).toBe('Shop.');
  });
});
