/**
 * The curated web fonts (domain/site-style.ts `CURATED_FONTS`), served by the site itself from
 * the @fontsource packages' OFL woff2 files (latin subset, each weight of `FONT_WEIGHTS`): no
 * third-party font host. Read once per process and shared by every site's asset files, under
 * `font-<id>-<weight>.woff2` (hashed like any asset, so cached for good).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CURATED_FONTS, FONT_WEIGHTS } from '../../domain';
import { StaticFile } from './static-file';

/** The asset name of one curated font's weight. */
export function fontAssetName(id: string, weight: number): string {
  return `font-${id}-${weight}.woff2`;
}

let files: readonly (readonly [string, StaticFile])[] | undefined;

/** Every curated font's files, by asset name. */
export function curatedFontFiles(): readonly (readonly [string, StaticFile])[] {
  if (files) return files;
  const require = createRequire(import.meta.url);
  const out: [string, StaticFile][] = [];
  for (const font of CURATED_FONTS) {
    if (!font.files) continue;
    const dir = join(dirname(require.resolve(`@fontsource/${font.id}/package.json`)), 'files');
    for (const weight of FONT_WEIGHTS) {
      const name = fontAssetName(font.id, weight);
      out.push([name, new StaticFile(name, readFileSync(join(dir, `${font.id}-latin-${weight}-normal.woff2`)))]);
    }
  }
  files = out;
  return out;
}
