/**
 * The translation suites' site and owner calls on the French translation (issue 25): a content
 * app with the suite's documents and French added; read the translations panel's list and one
 * entry, save translations, publish, and wait for a page to show what was published (a publish
 * reaches the registry through NOTIFY, not inline).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { eventually, openContentApp, type ContentApp } from '../content/content-app';
import { createTestApp, type TestApp } from '../test-app';
import type { TranslationEntry } from '../../../domain';
import type { Database } from '../../../server/db';

const DOCS = '/api/owner/content/documents';

export interface FrenchSiteOptions {
  /** Content documents put before French is added, by path under the documents API (`template/pages/page.html`). */
  documents: Record<string, unknown>;
  /** What else the suite sets up once the documents are in, before French is added. */
  prepare?: (t: ContentApp) => Promise<void>;
}

/**
 * For a suite: a content app over `open()`'s database with the suite's documents and French
 * added before its tests, closed after them. The app is filled in by the suite's beforeAll.
 */
export function frenchSite(open: () => Promise<Database>, options: FrenchSiteOptions): ContentApp {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
    for (const [path, body] of Object.entries(options.documents))
      expect((await t.withKey('PUT', `${DOCS}/${path}`, { body })).status, path).toBe(200);
    await options.prepare?.(t);
    expect((await t.withKey('PUT', '/api/multilingual/languages', { languages: [{ locale: 'fr-FR' }] })).status).toBe(
      200,
    );
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });
  return t;
}

/**
 * For a suite: the demo store, whose fixtures translate it into French, over `open()`'s
 * database, its pages never cached; closed after the suite. Filled in by the suite's beforeAll.
 */
export function demoStore(open: () => Promise<Database>): TestApp {
  const demo = {} as TestApp;
  beforeAll(async () => {
    Object.assign(
      demo,
      await createTestApp({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR, db: await open(), pageCacheMs: 0 }),
    );
  }, 240_000);
  afterAll(async () => {
    await demo.db?.close();
  });
  return demo;
}

/** The suite's templates as documents for frenchSite(). */
export function templateDocuments(templates: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(templates).map(([key, body]) => [`template/${key}`, body]));
}

const API = '/api/owner/translations/fr-FR';

/** `t` may still be filled in (a suite's beforeAll): it is read at each call. */
export function frenchTranslationCalls(t: ContentApp) {
  const list = async () => (await t.withKey('GET', API)).body;
  return {
    list,
    entry: async (id: string): Promise<TranslationEntry> =>
      (await list()).entries.find((e: TranslationEntry) => e.id === id),
    async translate(texts: Record<string, string | null>) {
      const saved = await t.withKey('PUT', API, { revision: (await list()).revision ?? undefined, texts });
      expect(saved.status).toBe(200);
    },
    publish: async () => expect((await t.withKey('POST', '/api/owner/content/publish')).status).toBe(200),
    showsOn: (path: string, words: string) => eventually(async () => (await t.page(path)).html.includes(words)),
  };
}
