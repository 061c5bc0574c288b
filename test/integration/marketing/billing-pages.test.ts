import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { openMarketingApp, ROLES } from './marketing-app';

const TRIAL = '/settings/billing/upgrade';
const REGULAR = '/settings/billing/subscriptions/website';

function parse(html: string) {
  const window = new Window();
  window.document.write(html);
  return window.document;
}

describe.each(testDatabases())('upsell paths on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openMarketingApp(db));

  it.each(ROLES)('%s: the plan page with billing, a 403 page without', async (role) => {
    const owner = await t.signedIn(role);
    for (const path of [TRIAL, REGULAR]) {
      const response = await owner.request('GET', path, undefined, { Accept: 'text/html' });
      const html = await response.text();
      if (roleCan(role, 'billing')) {
        expect([path, response.status]).toEqual([path, 200]);
        const doc = parse(html);
        expect(doc.querySelector('h1')!.textContent).toBe(
          path === TRIAL ? 'Upgrade from your trial' : 'Upgrade your website plan',
        );
        // The test shop names no plan: it is on the trial, and every paid plan is an upgrade.
        expect(doc.querySelector('#current-plan')!.textContent).toBe('Your plan: Trial');
        expect([...doc.querySelectorAll('.plan h3')].map((h) => h.textContent)).toEqual([
          'Personal',
          'Business',
          'Commerce Basic',
          'Commerce Advanced',
        ]);
        expect(doc.querySelector('#plan-business')!.closest('.plan')!.textContent).toContain(
          'Product feeds for Instagram and dynamic ads',
        );
        expect(doc.querySelector('.lead')!.textContent).toContain('Shop & Co is on the trial');
        expect(html).toContain('Shop &amp; Co');
        expect(response.headers.get('Cache-Control')).toBe('no-store');
      } else {
        expect([path, response.status]).toEqual([path, 403]);
        expect(html).toContain('Your role does not allow this.');
      }
    }
  });

  it('sends everyone else to sign in, and back here afterwards', async () => {
    for (const path of [TRIAL, REGULAR]) {
      const anonymous = await t.visitor().request('GET', path, undefined, { Accept: 'text/html' });
      expect([anonymous.status, anonymous.headers.get('Location')]).toEqual([
        302,
        `/config?next=${encodeURIComponent(path)}`,
      ]);
      const forged = t.visitor();
      forged.cookies.set('owner_session', 'A'.repeat(43));
      expect((await forged.request('GET', path)).status).toBe(302);
      const junk = t.visitor();
      junk.cookies.set('owner_session', '%00%3Cscript%3E');
      expect((await junk.request('GET', path)).status).toBe(302);
    }
  });

  it("another site's owner session is not this site's: sign in here", async () => {
    const rival = await t.rival();
    const stolen = t.visitor();
    stolen.cookies.set('owner_session', rival.cookies.get('owner_session')!);
    expect((await stolen.request('GET', TRIAL)).status).toBe(302);
    // On its own site the same session sees its own plan page.
    const own = await rival.request('GET', REGULAR);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('Rival is on the trial');
  });

  it('answers only its two paths: others under /settings/billing are not found', async () => {
    const admin = await t.signedIn('admin');
    expect((await admin.request('GET', '/settings/billing/upgrade/../../config')).status).not.toBe(200);
    expect((await admin.request('GET', '/settings/billing/other')).status).toBe(404);
  });
});
