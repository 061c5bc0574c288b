/**
 * Every translatable text of a site as its owner has it now: the list of site-text-list.ts
 * read from the drafts (the site document, collections, items and forms).
 */
import { draftsOf } from '../content/content-drafts';
import { siteTextList, type SiteDocuments, type SiteText } from './site-text-list';
import type { SiteHeaderFooter } from '../../domain';
import type { Sql } from '../db';

export type { SiteText } from './site-text-list';

/** The drafts the list is read from. `headerFooter`: the owner's saved header and footer, or null for the site document's. */
export async function siteDocuments(
  db: Sql,
  siteId: string,
  headerFooter: SiteHeaderFooter | null,
): Promise<SiteDocuments> {
  const [site] = await draftsOf(db, siteId, 'site');
  return {
    settings: site?.body ?? {},
    collections: await draftsOf(db, siteId, 'collection'),
    items: new Map((await draftsOf(db, siteId, 'item')).map((d) => [d.key, d.body])),
    forms: (await draftsOf(db, siteId, 'form')).map((d) => d.body),
    headerFooter,
  };
}

/** `headerFooter`: the owner's saved header and footer, or null for the site document's. */
export async function siteTexts(db: Sql, siteId: string, headerFooter: SiteHeaderFooter | null): Promise<SiteText[]> {
  return siteTextList(await siteDocuments(db, siteId, headerFooter));
}
