/**
 * The translation suites' owner calls on the French translation (issue 25): read the
 * translations panel's list and one entry, save translations, publish, and wait for a page to
 * show what was published (a publish reaches the registry through NOTIFY, not inline).
 */
import { expect } from 'vitest';
import { eventually, type ContentApp } from '../content/content-app';
import type { TranslationEntry } from '../../../domain';

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
