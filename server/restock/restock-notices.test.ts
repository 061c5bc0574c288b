import { describe, expect, it } from 'vitest';
import { interfaceWords } from '../../domain';
import { fixtureSite } from '../render-page';
import { englishIn, englishLeftovers } from '../../test/render/english-words';
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

  it('is written in the language the visitor signed up in: its words, the product’s name and link (issue 25)', async () => {
    const demo = await fixtureSite('demo');
    const jacket = demo.collections.get('shop')!.items.find((i) => i.urlId === 'canvas-field-jacket')!;
    const demoTarget = {
      owned: { product: { id: jacket.id, title: jacket.title, item: { fullUrl: jacket.fullUrl } } },
      variant: { label: 'Default' },
    } as unknown as RestockTarget;
    const fr = interfaceWords('fr-FR');
    const french = noticeText(demo, demoTarget, 'http://demo.localhost', 'fr-FR');
    expect(french.text).toContain(`http://demo.localhost/fr${jacket.fullUrl}`);
    expect(french.text).toContain(`${fr.restockShopIt}: http`);
    expect(french.text).toContain(fr.restockWhy);
    expect(french.html).toContain(`<p>${fr.restockGoodNews.split('{product}')[0]}<strong>`);
    expect(englishIn(french.text.split('\n\n'), englishLeftovers('fr-FR'))).toEqual([]);
    // The site's own language keeps the English notice.
    const english = noticeText(demo, demoTarget, 'http://demo.localhost');
    expect(english.text).toContain(`Good news: ${jacket.title} is back in stock at`);
    expect(english.text).toContain(`Shop it here: http://demo.localhost${jacket.fullUrl}`);
  });
});
