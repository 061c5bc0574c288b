import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '../../domain';
import { headFields } from './head-fields';
import type { PageMatch } from '../pages/page-match';
import type { Site } from '../sites/types';

const site = { id: 'demo', website: { siteTitle: 'Northwind', siteDescription: 'Outdoor shop' } } as unknown as Site;
const itemPage = (item: Record<string, unknown>) =>
  ({
    path: '/journal/a',
    pageType: PAGE_TYPES.contentItem,
    item,
    collection: { title: 'Journal' },
  }) as unknown as PageMatch;

describe('the head of a page', () => {
  it('takes the title and the excerpt of the item', () => {
    const head = headFields(site, itemPage({ title: 'A walk', excerpt: '<p>Up the ridge.</p>' }), 'http://x');
    expect(head).toMatchObject({ pageTitle: 'A walk — Northwind', metaDescription: 'Up the ridge.' });
  });

  it("takes the owner's SEO title and description first (seoData, set in /config)", () => {
    const item = {
      title: 'A walk',
      excerpt: '<p>Up</p>',
      seoData: { seoTitle: 'Ridge walk guide', seoDescription: 'How to' },
    };
    expect(headFields(site, itemPage(item), 'http://x')).toMatchObject({
      pageTitle: 'Ridge walk guide — Northwind',
      metaDescription: 'How to',
    });
    const blank = { title: 'A walk', seoData: { seoTitle: '  ', seoDescription: '' } };
    expect(headFields(site, itemPage(blank), 'http://x').pageTitle).toBe('A walk — Northwind');
  });
});
