/**
 * Issue 25's translation editor calls on both databases: every text of the site listed with
 * its original and state (missing, out of date after the original changes, done), saves with
 * a revision (409 when stale), a 400 naming the field for bad input, and /fr showing the
 * translation once published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { eventually, openContentApp, type ContentApp } from '../content/content-app';
import type { TranslationEntry } from '../../../domain';

const API = '/api/owner/translations';
const LAMP_TITLE = 'collections/shop/items/lamp/title';

describe.each(testDatabases())('translations on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  const list = async (query = '') => (await t.withKey('GET', `${API}/fr-FR${query}`)).body;
  const entry = async (id: string): Promise<TranslationEntry> =>
    (await list()).entries.find((e: TranslationEntry) => e.id === id);

  it('lists every text missing at first (but the built-in e-mail subjects), with its original and where it shows', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ locale: 'fr-FR', revision: null, publishedRevision: null });
    const ids = answer.entries.map((e: TranslationEntry) => e.id);
    expect(ids).toEqual(
      expect.arrayContaining(['website/siteTitle', 'navigation/%2Fshop', 'collections/shop/title', LAMP_TITLE]),
    );
    expect(await entry(LAMP_TITLE)).toEqual({
      id: LAMP_TITLE,
      label: 'Shop › Camp Lamp › Title',
      rich: false,
      original: 'Camp Lamp',
      translation: null,
      state: 'missing',
      page: '/shop/lamp',
      source: expect.any(String),
    });
    // The e-mail subjects are the exception: French has built-in ones, in use until the owner types one.
    const subjects = answer.entries.filter((e: TranslationEntry) => e.id.startsWith('emailSubjects/'));
    expect(subjects.map((e: TranslationEntry) => [e.state, e.translation, typeof e.builtIn])).toEqual(
      Array(7).fill(['done', null, 'string']),
    );
    expect(answer.counts).toEqual({ missing: answer.entries.length - 7, outdated: 0, done: 7 });
  });

  it('a translation without a source hash (as a fixture imports it) counts as done', async () => {
    const created = await t.withKey('PUT', '/api/owner/content/documents/translation/fr-FR', {
      body: { website: { siteTitle: 'Boutique test' } },
    });
    expect(created.status).toBe(200);
    expect((await entry('website/siteTitle')).state).toBe('done');
  });

  it("a fixture's header and footer translation is out of date once the owner changes the English words", async () => {
    const document = (await t.withKey('GET', '/api/owner/content/documents/translation/fr-FR')).body;
    const saved = await t.withKey('PUT', '/api/owner/content/documents/translation/fr-FR', {
      revision: document.revision,
      body: { ...document.draft, navigation: { '/shop': 'Boutique' } },
    });
    expect(saved.status).toBe(200);
    expect((await entry('navigation/%2Fshop')).state).toBe('done');
    const headerFooter = await t.withKey('PUT', '/api/site-header-footer', {
      header: { logo: null, navigation: [{ title: 'Store', url: '/shop' }] },
      footer: { text: 'Free repairs for life.', links: [], socialIcons: [] },
    });
    expect(headerFooter.status).toBe(200);
    expect(await entry('navigation/%2Fshop')).toMatchObject({
      original: 'Store',
      translation: 'Boutique',
      state: 'outdated',
    });
    expect(await entry('footerText')).toMatchObject({ original: 'Free repairs for life.', state: 'missing' });
    // Translated in the editor, it is current again.
    const again = await t.withKey('PUT', `${API}/fr-FR`, {
      revision: (await list()).revision,
      texts: { 'navigation/%2Fshop': 'Magasin', footerText: 'Réparations gratuites à vie.' },
    });
    expect(again.status).toBe(200);
    expect((await entry('navigation/%2Fshop')).state).toBe('done');
    expect((await entry('footerText')).state).toBe('done');
  });

  it('saves a translation as done, then out of date once the original changes', async () => {
    const before = await list();
    const saved = await t.withKey('PUT', `${API}/fr-FR`, {
      revision: before.revision,
      texts: { [LAMP_TITLE]: '  Lampe de camp ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(before.revision + 1);
    expect(await entry(LAMP_TITLE)).toMatchObject({ translation: 'Lampe de camp', state: 'done' });
    // The document keeps the translation where the storefront reads it, and the original's hash.
    const document = (await t.withKey('GET', '/api/owner/content/documents/translation/fr-FR')).body;
    expect(document.draft.collections.shop.items.lamp.title).toBe('Lampe de camp');
    expect(document.draft.website.siteTitle).toBe('Boutique test');
    expect(typeof document.draft.sources[LAMP_TITLE]).toBe('string');

    const item = (await t.withKey('GET', '/api/owner/content/documents/item/shop/prod-lamp')).body;
    const renamed = await t.withKey('PUT', '/api/owner/content/documents/item/shop/prod-lamp', {
      revision: item.revision,
      body: { ...item.draft, title: 'Camp Lantern' },
    });
    expect(renamed.status).toBe(200);
    expect(await entry(LAMP_TITLE)).toMatchObject({
      original: 'Camp Lantern',
      translation: 'Lampe de camp',
      state: 'outdated',
    });
    const outdated = await list('?state=outdated');
    expect(outdated.entries.map((e: TranslationEntry) => e.id)).toEqual([LAMP_TITLE]);
    expect(outdated.counts.outdated).toBe(1);

    // Translating it again makes it current; removing it makes it missing.
    const again = await t.withKey('PUT', `${API}/fr-FR`, {
      revision: (await list()).revision,
      texts: { [LAMP_TITLE]: 'Lanterne de camp' },
    });
    expect(again.status).toBe(200);
    expect((await entry(LAMP_TITLE)).state).toBe('done');
    const removed = await t.withKey('PUT', `${API}/fr-FR`, {
      revision: again.body.revision,
      texts: { [LAMP_TITLE]: null },
    });
    expect(removed.status).toBe(200);
    expect(await entry(LAMP_TITLE)).toMatchObject({ translation: null, state: 'missing' });
    const after = (await t.withKey('GET', '/api/owner/content/documents/translation/fr-FR')).body.draft;
    expect(after.sources?.[LAMP_TITLE]).toBeUndefined();
  });

  it('answers 409 for a stale revision, saving nothing', async () => {
    const { revision } = await list();
    const stale = await t.withKey('PUT', `${API}/fr-FR`, { revision: revision - 1, texts: { [LAMP_TITLE]: 'Non' } });
    expect(stale.status).toBe(409);
    expect(stale.body.revision).toBe(revision);
    expect((await list()).revision).toBe(revision);
    // Creating when the language already has a document is stale too.
    expect((await t.withKey('PUT', `${API}/fr-FR`, { texts: { [LAMP_TITLE]: 'Non' } })).status).toBe(409);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { revision } = await list();
    const refused = async (path: string, body: unknown, field: string) => {
      const answer = await t.withKey(body === undefined ? 'GET' : 'PUT', path, body);
      expect([answer.status, Object.keys(answer.body.fieldErrors ?? {})]).toEqual([400, [field]]);
    };
    await refused(`${API}/xx-XX`, undefined, 'locale');
    await refused(`${API}/en-US`, undefined, 'locale');
    await refused(`${API}/fr-FR?state=someday`, undefined, 'state');
    await refused(`${API}/fr-FR`, { revision, texts: { nowhere: 'Rien' } }, 'texts.nowhere');
    await refused(`${API}/fr-FR`, { revision, texts: 'Lampe' }, 'texts');
    await refused(`${API}/fr-FR`, { revision: 'one', texts: {} }, 'revision');
    await refused(`${API}/fr-FR`, { revision, texts: { [LAMP_TITLE]: 'x'.repeat(50_001) } }, `texts.${LAMP_TITLE}`);
    expect((await list()).revision).toBe(revision);
    // Viewers read but do not translate.
    const viewer = await t.signedIn('viewer');
    expect((await viewer.get(`${API}/fr-FR`)).status).toBe(200);
  });

  it('shows the published translation on /fr', async () => {
    expect((await t.withKey('GET', API)).body.languages).toEqual([]);
    const languages = await t.withKey('PUT', '/api/multilingual/languages', { languages: [{ locale: 'fr-FR' }] });
    expect(languages.status).toBe(200);
    expect((await t.withKey('GET', API)).body).toEqual({
      primaryLanguage: { locale: 'en-US', label: 'English' },
      languages: [{ locale: 'fr-FR', label: 'Français', urlPrefix: '/fr' }],
    });
    const saved = await t.withKey('PUT', `${API}/fr-FR`, {
      revision: (await list()).revision,
      texts: { [LAMP_TITLE]: 'Lanterne de camp' },
    });
    expect(saved.status).toBe(200);
    expect((await t.withKey('POST', '/api/owner/content/publish')).status).toBe(200);
    await eventually(async () => (await t.page('/fr/shop/lamp')).html.includes('Lanterne de camp'));
    expect((await t.page('/shop/lamp')).html).toContain('Camp Lantern');
  });
});
