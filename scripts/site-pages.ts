/**
 * Every page a site can serve, for `render --all`: the home page, each collection with its
 * category and tag lists and its items, search (empty and with a word), cart, checkout, the
 * not-found page, each locked collection as the lock screen and unlocked, each member area as
 * the sign-in request and as a member sees it, and all of that again under each extra language
 * that has it. Pages are listed in a fixed order, so the output folder is the same every run.
 */
import { extraLanguages, hasLanguagePages, type Site } from '../server';

export interface SitePage {
  /** The path and query rendered. */
  path: string;
  /** How the visitor is seen: a stranger, or one who unlocked every collection / is a member. */
  visitor: 'guest' | 'unlocked' | 'member';
  /** The output file, relative to the folder: `shop/blue-shirt.html`, `index.html`. */
  file: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A file name for a path: query characters made readable, nothing escaping the folder. */
export function fileFor(path: string, visitor: SitePage['visitor']): string {
  const [bare, query] = path.split('?', 2) as [string, string | undefined];
  let name = bare === '/' ? 'index' : safeDecode(bare).replace(/^\/+/, '');
  if (query) name += `@${safeDecode(query)}`;
  name = name.replace(/[^\w./@=-]+/g, '_').replace(/\.{2,}/g, '_');
  if (visitor !== 'guest') name += `+${visitor}`;
  return `${name}.html`;
}

function pathsOf(site: Site): { path: string; visitor: SitePage['visitor'] }[] {
  const paths: { path: string; visitor: SitePage['visitor'] }[] = [{ path: '/', visitor: 'guest' }];
  const add = (path: string, visitor: SitePage['visitor'] = 'guest') => paths.push({ path, visitor });
  const firstWord = searchWord(site);
  for (const collection of site.collections.values()) {
    const base = `/${encodeURIComponent(collection.urlId)}`;
    // A locked collection or member area shows one page to a stranger; its content to the one let in.
    const visitor = collection.memberArea ? 'member' : collection.password ? 'unlocked' : 'guest';
    if (visitor !== 'guest') add(base);
    if (collection.urlId !== site.homePage) add(base, visitor);
    else if (visitor !== 'guest') add('/', visitor);
    const categories = new Set(collection.items.flatMap((item) => strings(item.categories)));
    const tags = new Set(collection.items.flatMap((item) => strings(item.tags)));
    for (const category of [...categories].sort()) add(`${base}?category=${encodeURIComponent(category)}`, visitor);
    for (const tag of [...tags].sort()) add(`${base}?tag=${encodeURIComponent(tag)}`, visitor);
    for (const item of collection.items) add(`${base}/${encodeURIComponent(item.urlId)}`, visitor);
  }
  add('/search');
  if (firstWord) add(`/search?q=${encodeURIComponent(firstWord)}`);
  add('/cart');
  add('/checkout');
  add('/no-such-page');
  return paths;
}

/** A word from the first item's title, so the search page shows results. */
function searchWord(site: Site): string | undefined {
  for (const collection of site.collections.values()) {
    const title = collection.items[0]?.title;
    const word = typeof title === 'string' ? title.split(/\s+/).find((w) => /^\p{L}{3,}$/u.test(w)) : undefined;
    if (word) return word.toLowerCase();
  }
  return undefined;
}

export function sitePages(site: Site): SitePage[] {
  const own = pathsOf(site);
  const pages = [...own];
  for (const language of extraLanguages(site, null)) {
    for (const { path, visitor } of own) {
      if (!hasLanguagePages(site, path) || path === '/no-such-page') continue;
      pages.push({ path: path === '/' ? `/${language.prefix}` : `/${language.prefix}${path}`, visitor });
    }
  }
  const seen = new Set<string>();
  return pages
    .filter(({ path, visitor }) => {
      const key = `${visitor} ${path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ path, visitor }) => ({ path, visitor, file: fileFor(path, visitor) }));
}
