import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import { summaryBlock } from './summary-block';
import type { Collection } from '../sites/types';

describe('the summary block of a page (issue 26 item 5)', async () => {
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const demo = sites.byId('demo')!;
  const page = (summaryBlock: unknown) => ({ summaryBlock }) as unknown as Collection;

  it("gives the demo home a few of the shop's products that are not sold out", () => {
    const home = [...demo.collections.values()].find((c) => c.urlId === 'home');
    const block = summaryBlock(demo, home)!;
    expect(block.url).toBe('/shop');
    expect(block.title).toBe('Shop');
    expect(block.items).toHaveLength(4);
    expect(block.items.map((i) => i.title)).not.toContain('Beeswax Candle');
  });

  it('takes a title and a limit, at most 12, and nothing for an unknown collection', () => {
    expect(summaryBlock(demo, page({ collection: 'shop', title: 'New in', limit: 2 }))).toMatchObject({
      title: 'New in',
    });
    expect(summaryBlock(demo, page({ collection: 'shop', limit: 2 }))!.items).toHaveLength(2);
    expect(summaryBlock(demo, page({ collection: 'shop', limit: 500 }))!.items.length).toBeLessThanOrEqual(12);
    expect(summaryBlock(demo, page({ collection: 'nope' }))).toBeUndefined();
    expect(summaryBlock(demo, page(undefined))).toBeUndefined();
  });
});
