/**
 * A site made from its published documents, as the registry holds it in memory: rendering
 * reads this object, never content rows. Built by the same code as a fixture site
 * (sites/load-site.ts `buildSite`), so both render byte for byte the same.
 */
import { join } from 'node:path';
import { AssetFiles } from '../assets/asset-files';
import { buildSite } from '../sites/load-site';
import { readTemplateFiles } from '../templates/read-template-files';
import { joinCollection, type AssetBody, type ContentDocument } from './site-folder';
import { currentTranslations } from '../translations/current-translations';
import type { Json, Site } from '../sites/types';

/** The order a folder's file names sort in (JavaScript's, as fixture loading sorts them). */
const byFileName = (a: { key: string }, b: { key: string }) => {
  const x = `${a.key}.json`;
  const y = `${b.key}.json`;
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The default templates and their assets, which every stored site lays its own over. */
export interface DefaultTemplates {
  templateFiles: ReadonlyMap<string, string>;
  assets: readonly (readonly [string, Buffer])[];
}

export async function readDefaultTemplates(templatesDir: string): Promise<DefaultTemplates> {
  return {
    templateFiles: await readTemplateFiles([templatesDir]),
    assets: await AssetFiles.readNamed(join(templatesDir, 'assets')),
  };
}

/** `defaults`: the default templates read once (`readDefaultTemplates`), or the folder to read them from. */
export async function storedSite(
  siteId: string,
  documents: readonly ContentDocument[],
  defaults: string | DefaultTemplates,
): Promise<Site> {
  const { templateFiles: defaultFiles, assets: defaultAssets } =
    typeof defaults === 'string' ? await readDefaultTemplates(defaults) : defaults;
  const of = (kind: ContentDocument['kind']) => documents.filter((d) => d.kind === kind).sort(byFileName);
  const items = new Map(of('item').map((d) => [d.key, d.body]));
  const settings = of('site')[0]?.body;
  if (!settings) throw new Error(`Site '${siteId}' has no published site settings.`);

  const templateFiles = new Map(defaultFiles);
  for (const t of of('template')) templateFiles.set(t.key, String(t.body));

  // Later files win, as in a folder: the default assets, the site's templates/assets, its assets.
  const named: (readonly [string, Buffer])[] = [...defaultAssets];
  for (const prefix of ['templates/assets/', 'assets/'])
    for (const a of of('asset'))
      if (a.key.startsWith(prefix) && !a.key.slice(prefix.length).includes('/'))
        named.push([a.key.slice(prefix.length), Buffer.from((a.body as AssetBody).base64, 'base64')]);

  return buildSite({
    id: siteId,
    dir: `content:${siteId}`,
    settings: settings as Json,
    collections: of('collection').map((c) => ({
      path: `collections/${c.key}.json`,
      value: joinCollection(c.key, c.body, items) as Json,
    })),
    forms: of('form').map((f) => f.body as Json),
    templateFiles,
    assets: AssetFiles.of(named),
    style: (of('style')[0]?.body as Json | undefined) ?? null,
    stored: {
      // Out-of-date translations are left out: pages show the newer original (issue 25).
      translations: new Map(
        of('translation').map((t) => [
          t.key,
          currentTranslations(t.body, {
            settings: settings as Json,
            collections: of('collection').map((c) => ({ key: c.key, body: c.body as Json })),
            items: items as ReadonlyMap<string, Json>,
            forms: of('form').map((f) => f.body as Json),
          }),
        ]),
      ),
      places: of('places')[0]?.body ?? null,
    },
  });
}
