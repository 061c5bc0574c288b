/**
 * Issue 25: the owner's words of the donation block and the popup overlay (the site's
 * `websiteSettings.donations` title and description, `websiteSettings.popupOverlay` title and
 * body) are texts of the translations panel like the others: listed, missing / done / out of
 * date, and shown translated on /fr (the donation page and the overlay's props) once published,
 * the newer original again when it changed since.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { TEMPLATES_DIR } from '../../../server/paths';
import { frenchSite, frenchTranslationCalls, templateDocuments } from './translation-calls';
import { interfaceWords, type TranslationEntry } from '../../../domain';

const DOCS = '/api/owner/content/documents';
const SITE_DOC = `${DOCS}/site/site`;

const storefront = (path: string) => readFileSync(join(TEMPLATES_DIR, path), 'utf8');
const TEMPLATES = {
  'layouts/site.html':
    '<!doctype html><html><head><title>{pageTitle|html}</title></head><body><main>{mainContent}</main>' +
    '{.section popupOverlay}{@|island popup-overlay}{.end}</body></html>',
  'pages/donate.html': storefront('pages/donate.html'),
  'blocks/donation.html': storefront('blocks/donation.html'),
};
const SETTINGS = {
  donations: { title: 'Fund the oven', description: 'Every gift keeps the bread coming.' },
  popupOverlay: { enabled: true, version: '1', title: 'The baker’s letter', body: 'Bakes and classes, monthly.' },
};

describe.each(testDatabases())('translating the donation block and popup overlay on $name', ({ open }) => {
  const t = frenchSite(open, {
    documents: templateDocuments(TEMPLATES),
    prepare: () => editSettings((settings) => ({ ...settings, ...SETTINGS })),
  });

  async function editSettings(change: (settings: Record<string, unknown>) => Record<string, unknown>) {
    const site = (await t.withKey('GET', SITE_DOC)).body;
    const body = { ...site.draft, websiteSettings: change(site.draft.websiteSettings ?? {}) };
    expect((await t.withKey('PUT', SITE_DOC, { revision: site.revision, body })).status).toBe(200);
  }
  const { list, entry, translate, publish, showsOn } = frenchTranslationCalls(t);

  it('lists the donation and overlay words as missing, each with the page that shows it', async () => {
    const entries: TranslationEntry[] = (await list()).entries;
    const settings = entries.filter((e) => e.id.startsWith('donations/') || e.id.startsWith('popupOverlay/'));
    expect(settings.map((e) => [e.id, e.label, e.original, e.state, e.page])).toEqual([
      ['donations/title', 'Donations › Title', 'Fund the oven', 'missing', '/donate'],
      ['donations/description', 'Donations › Description', 'Every gift keeps the bread coming.', 'missing', '/donate'],
      ['popupOverlay/title', 'Popup overlay › Title', 'The baker’s letter', 'missing', '/'],
      ['popupOverlay/body', 'Popup overlay › Body', 'Bakes and classes, monthly.', 'missing', '/'],
    ]);
  });

  it('shows the translations on /fr, the originals on the English pages', async () => {
    await translate({
      'donations/title': 'Financez le four',
      'donations/description': 'Chaque don fait vivre le pain.',
      'popupOverlay/title': 'La lettre du boulanger',
      'popupOverlay/body': 'Fournées et cours, chaque mois.',
    });
    expect(await entry('donations/title')).toMatchObject({ translation: 'Financez le four', state: 'done' });
    expect(await entry('popupOverlay/body')).toMatchObject({
      translation: 'Fournées et cours, chaque mois.',
      state: 'done',
    });
    await publish();
    await showsOn('/fr/donate', 'Financez le four');
    const donate = (await t.page('/fr/donate')).html;
    expect(donate).toContain('Chaque don fait vivre le pain.');
    expect(donate).not.toContain('Fund the oven');
    // The overlay is not on the donation page (popup-overlay-props.ts): it is on the others.
    const home = (await t.page('/fr')).html;
    expect(home).toContain('data-island="popup-overlay"');
    expect(home).toContain('La lettre du boulanger');
    expect(home).toContain('Fournées et cours, chaque mois.');
    const english = (await t.page('/')).html;
    expect(english).toContain('The baker’s letter');
    expect(english).not.toContain('La lettre du boulanger');
    expect((await t.page('/donate')).html).toContain('Fund the oven');
  });

  it('shows a changed original as out of date, and on /fr until the owner translates it again', async () => {
    await editSettings((settings) => ({
      ...settings,
      donations: { ...SETTINGS.donations, title: 'Fund the new oven' },
    }));
    expect(await entry('donations/title')).toMatchObject({
      original: 'Fund the new oven',
      previousOriginal: 'Fund the oven',
      translation: 'Financez le four',
      state: 'outdated',
    });
    // The others are still current.
    expect((await entry('donations/description')).state).toBe('done');
    await publish();
    await showsOn('/fr/donate', 'Fund the new oven');
    const donate = (await t.page('/fr/donate')).html;
    expect(donate).not.toContain('Financez le four');
    expect(donate).toContain('Chaque don fait vivre le pain.');

    await translate({ 'donations/title': 'Financez le nouveau four' });
    expect((await entry('donations/title')).state).toBe('done');
    await publish();
    await showsOn('/fr/donate', 'Financez le nouveau four');
  });

  it("words the built-in titles the owner has not written in the page's language (t25more)", async () => {
    await editSettings((settings) => ({
      ...settings,
      donations: { ...SETTINGS.donations, title: '  ' },
      popupOverlay: { enabled: true, version: '1', body: SETTINGS.popupOverlay.body },
    }));
    await publish();
    const fr = interfaceWords('fr-FR');
    await showsOn('/fr/donate', fr.donationDefaultTitle);
    expect((await t.page('/fr/donate')).html).not.toContain('Make a contribution');
    const home = (await t.page('/fr')).html;
    expect(home).toContain(fr.popupOverlayDefaultTitle);
    expect(home).not.toContain('Sign up for our newsletter');
    expect((await t.page('/donate')).html).toContain('Make a contribution');
    expect((await t.page('/')).html).toContain('Sign up for our newsletter');
  });
});
