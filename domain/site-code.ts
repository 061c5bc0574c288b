/**
 * Which content documents are the site's code (README.md "Owner roles"): every template, which
 * prints raw HTML into every page and every mail (an order's, a gift card's with its code, a
 * password reset's with its link), and every asset file that is not a plain image, font or
 * sound. Changing them needs `code.write`, which only administrators hold, so an editor who
 * writes pages cannot put a script on every page or send a mail's secret elsewhere; editors
 * keep the images they upload.
 *
 * An allowlist: a file type not listed (a new one, or none) is code until shown otherwise.
 *
 * @module
 */
import type { ContentKind } from './owner-content-api';
import type { Permission } from './website-roles';

/** What changing the site's code needs. */
export const SITE_CODE_PERMISSION: Permission = 'code.write';

/**
 * Asset file types the site serves as images, fonts or audio (server/assets/content-type.ts,
 * with `nosniff`): their bytes run nothing and carry no markup whatever they hold. SVG is
 * markup (it runs scripts opened on its own), so it is not here.
 */
export const PLAIN_ASSET_EXTENSIONS: readonly string[] = Object.freeze([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.wav',
  '.mp3',
]);

/** Whether the document `kind`/`key` is the site's code: a template, or an asset of a type not known to be plain. */
export function isSiteCode(kind: ContentKind, key: string): boolean {
  if (kind === 'template') return true;
  if (kind !== 'asset') return false;
  const name = key.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot <= 0 || !PLAIN_ASSET_EXTENSIONS.includes(name.slice(dot).toLowerCase());
}
