/**
 * The page types of issue 15 that are not checkout results: commerce cart v2 (205) at /cart
 * when the site picks it (the classic cart 200 otherwise, same cart), the splash page (3), the
 * popup overlay on pages (its props) and on its own page (104).
 */
import { describe, expect, it } from 'vitest';
import { interfaceWords } from '../../../domain';
import { languagesStore } from '../../../server/site-settings/languages';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { openCommerceApp } from '../commerce/commerce-app';
import { openClubApp } from './club-app';

for (const database of testDatabases()) {
  describe(`issue 15 pages (${database.name})`, () => {
    const club = suiteApp(database.open, (db) => openClubApp(db));
    const get = async (browser: ReturnType<typeof club.visitor>, path: string) => {
      const response = await browser.request('GET', path, undefined, { Accept: 'text/html' });
      return { status: response.status, html: await response.text() };
    };

    it('serves commerce cart v2 (205) at /cart when the site picks it, reading the same cart', async () => {
      const shopper = club.visitor();
      expect((await shopper.add('prod-tea', 'TEA')).status).toBe(200);
      const page = await get(shopper, '/cart');
      expect(page.status).toBe(200);
      expect(page.html).toContain('data-page-type="205"');
      expect(page.html).toContain('Express checkout');
      expect(page.html).toContain('Estimate shipping');
      expect(page.html).toContain('Tea Club');
      // The estimate is the cart's own shipping call: the summary shows what it answers.
      const estimated = await shopper.put('/api/commerce/shopping-cart/shipping', {
        location: { country: 'US', region: 'NY' },
      });
      expect(estimated.status).toBe(200);
      expect((await get(shopper, '/cart')).html).toContain('$5.00');
    });

    it("words cart v2 (205) in the page's language under /fr, its links under /fr (t25more)", async () => {
      await languagesStore(club.db).save(club.siteId, ['fr-FR']);
      try {
        const shopper = club.visitor();
        expect((await shopper.add('prod-tea', 'TEA')).status).toBe(200);
        const page = await get(shopper, '/fr/cart');
        expect(page.status).toBe(200);
        expect(page.html).toContain('data-page-type="205"');
        const fr = interfaceWords('fr-FR');
        expect(page.html).toContain(`<h1 id="cart-title">${fr.yourCart}</h1>`);
        expect(page.html).toContain(`aria-label="${fr.orderSummary}"`);
        for (const english of ['Your cart', 'Order summary']) expect(page.html).not.toContain(english);
      } finally {
        await languagesStore(club.db).save(club.siteId, []);
      }
    });

    it('keeps the classic cart (200) for sites without the setting', async () => {
      const other = await openCommerceApp(club.db);
      try {
        const page = await other.visitor().request('GET', '/cart', undefined, { Accept: 'text/html' });
        expect(await page.text()).toContain('data-page-type="200"');
      } finally {
        await other.close();
      }
    });

    it('renders a splash page (3) without the site header', async () => {
      const page = await get(club.visitor(), '/welcome');
      expect(page.status).toBe(200);
      expect(page.html).toContain('data-page-type="3"');
      expect(page.html).toContain('Welcome to the club');
      expect(page.html).toContain('href="/shop"');
    });

    it('puts the popup overlay on pages with its version, position and the newsletter form, not on checkout', async () => {
      const page = await get(club.visitor(), '/shop');
      expect(page.html).toContain('data-island="popup-overlay"');
      const checkout = await get(club.visitor(), '/checkout');
      expect(checkout.html).not.toContain('data-island="popup-overlay"');
      const donate = await get(club.visitor(), '/donate');
      expect(donate.html).not.toContain('data-island="popup-overlay"');
    });

    it('puts the donation block on a page that asks for it', async () => {
      const page = await get(club.visitor(), '/support');
      expect(page.html).toContain('data-page-type="2"');
      expect(page.html).toContain('data-island="donation"');
      expect(page.html).toContain('Support the club');
      expect((await get(club.visitor(), '/shop')).html).not.toContain('data-island="donation"');
    });

    it('shows the overlay on its own page (104)', async () => {
      const page = await get(club.visitor(), '/popup-overlay');
      expect(page.status).toBe(200);
      expect(page.html).toContain('data-page-type="104"');
      expect(page.html).toContain('data-island="popup-overlay"');
      expect(page.html).toContain('Join the club letter');
    });
  });
}
