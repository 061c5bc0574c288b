/**
 * The editor's rules in one place: its messages (spec §5 "Editor messages", word for word,
 * placeholders filled), its limits (spec §9) and the checks of content the owner saves
 * through the content API (`/api/owner/content/...`), answered as a 400 naming each field.
 * Site loading applies the same limits to fixture folders (server/sites/site-limits.ts).
 *
 * Each check answers `{ field: message }` for what is wrong (nothing when all is well), the
 * fields named as in the body that carries them (`tags`, `layout`, `navigation.2.url`, …).
 *
 * @module
 */
import { isItemStatus } from './item-status';
import { isRecord } from './json';

/** Editor limits (spec §9). */
export const EDITOR_LIMITS = Object.freeze({
  externalPhotoGallery: 20,
  gallerySize: 50,
  blocksPerLayout: 60,
  albumTracks: 60,
  userOrderableCollection: 250,
  productsPerCollection: 200,
  nestedCategories: 10_000,
  tagLength: 50,
  categoryLength: 25,
});

const L = EDITOR_LIMITS;
const n = (value: number) => value.toLocaleString('en-US');

/** What the editor says: the spec's words first, then our words for the limits. */
export const EDITOR_MESSAGES = Object.freeze({
  /** Spec: 'Please enter a valid email'. */
  validEmail: 'Please enter a valid email',
  /** Spec: 'Emails must be formatted as {email}'. */
  emailFormat: (email = 'mailto:name@example.com') => `Emails must be formatted as ${email}`,
  /** Spec: 'Links must be formatted as {host} or {host}'. */
  linkFormat: (bare = 'example.com', full = 'https://example.com') => `Links must be formatted as ${bare} or ${full}`,
  /** Spec: '{val} is not a valid page URL'. */
  notPageUrl: (val: unknown) => `${String(val)} is not a valid page URL`,
  /** Spec: '{val} is not one of the expected options'. */
  notAnOption: (val: unknown) => `${String(val)} is not one of the expected options`,
  /** Spec: 'Please enter a file name'. */
  fileNameRequired: 'Please enter a file name',
  /** Spec: 'This {tagType} already exists'. */
  alreadyExists: (tagType: string) => `This ${tagType} already exists`,
  /** Spec: 'You may only edit one {tagType} at a time'. */
  oneAtATime: (tagType: string) => `You may only edit one ${tagType} at a time`,
  tagTooLong: `A tag can have at most ${L.tagLength} characters.`,
  categoryTooLong: `A category can have at most ${L.categoryLength} characters.`,
  tooManyCategories: `A collection can have at most ${n(L.nestedCategories)} categories.`,
  tooManyTracks: `An album can have at most ${L.albumTracks} tracks.`,
  tooManyBlocks: `A layout can have at most ${L.blocksPerLayout} blocks.`,
  tooManyGalleryImages: `A gallery can have at most ${L.gallerySize} images.`,
  tooManyProducts: `A collection can have at most ${L.productsPerCollection} products.`,
  tooManyItems: `A collection can have at most ${L.userOrderableCollection} items.`,
  listOfText: (what: string) => `${what} must be a list of text.`,
  publishOn: 'A scheduled item needs the time it goes public: publishOn, in milliseconds since 1970 (UTC).',
});

const M = EDITOR_MESSAGES;
type Problems = Record<string, string>;

/**
 * An email as the editor takes it: one `@`, no spaces, a dotted domain ending in letters.
 * Looser than the form check (email-check.ts, whose last label is 2 to 4 characters), so
 * addresses at longer top-level domains (`.example`, `.studio`) save.
 */
export function isEditorEmail(value: unknown): boolean {
  return (
    typeof value === 'string' && value.length <= 256 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,63}$/.test(value)
  );
}

/** A page URL part (`urlId`): letters, digits and `-`, `_`, `.`, `~`, not starting with a sign. */
const PAGE_URL_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;

export function isPageUrlId(value: unknown): boolean {
  return typeof value === 'string' && PAGE_URL_ID.test(value);
}

/** The number of blocks of a layout (`{ columns, rows: [{ blocks: [...] }] }`). */
export function layoutBlockCount(layout: unknown): number {
  if (!isRecord(layout) || !Array.isArray(layout.rows)) return 0;
  return layout.rows.reduce<number>(
    (sum, row) => sum + (isRecord(row) && Array.isArray(row.blocks) ? row.blocks.length : 0),
    0,
  );
}

/** Collections whose items are ordered by date, not by their owner: no 250-item limit. */
const DATE_ORDERED = new Set(['blog', 'events']);

/** The kind of collection for its limits: products (13), galleries (15, 17) or another. */
function collectionKind(collection: Record<string, unknown>): 'products' | 'gallery' | 'dated' | 'other' {
  const typeName = String(collection.typeName ?? 'page');
  if (typeName === 'products' || collection.type === 13) return 'products';
  if (typeName === 'gallery' || collection.type === 15 || collection.type === 17) return 'gallery';
  return DATE_ORDERED.has(typeName) ? 'dated' : 'other';
}

/**
 * Tags or categories of an item: text, within the length limit, each once, one per entry (a
 * comma means several were typed into one).
 */
function labelProblems(
  value: unknown,
  field: 'tags' | 'categories',
  tagType: 'tag' | 'category',
  max: number,
  tooLong: string,
): Problems {
  if (value === undefined) return {};
  if (!Array.isArray(value) || !value.every((x) => typeof x === 'string'))
    return { [field]: M.listOfText(field === 'tags' ? 'Tags' : 'Categories') };
  const seen = new Set<string>();
  for (const label of value as string[]) {
    if (label.includes(',')) return { [field]: M.oneAtATime(tagType) };
    if ([...label].length > max) return { [field]: tooLong };
    const folded = label.trim().toLowerCase();
    if (seen.has(folded)) return { [field]: M.alreadyExists(tagType) };
    seen.add(folded);
  }
  return {};
}

/** An item's fields: urlId, tags, categories, album tracks, layout blocks and status. */
export function itemProblems(item: unknown): Problems {
  if (!isRecord(item)) return {};
  const problems: Problems = {
    ...labelProblems(item.tags, 'tags', 'tag', L.tagLength, M.tagTooLong),
    ...labelProblems(item.categories, 'categories', 'category', L.categoryLength, M.categoryTooLong),
  };
  if (item.urlId !== undefined && !isPageUrlId(item.urlId)) problems.urlId = M.notPageUrl(item.urlId);
  if (Array.isArray(item.tracks) && item.tracks.length > L.albumTracks) problems.tracks = M.tooManyTracks;
  if (layoutBlockCount(item.layout) > L.blocksPerLayout) problems.layout = M.tooManyBlocks;
  if (item.status !== undefined && !isItemStatus(item.status)) problems.status = M.notAnOption(item.status);
  else if (item.status === 'scheduled' && typeof item.publishOn !== 'number') problems.publishOn = M.publishOn;
  return problems;
}

/** A collection's fields: urlId, how many items its kind may hold, layout blocks. */
export function collectionProblems(collection: unknown): Problems {
  if (!isRecord(collection)) return {};
  const problems: Problems = {};
  if (collection.urlId !== undefined && !isPageUrlId(collection.urlId)) problems.urlId = M.notPageUrl(collection.urlId);
  const count = Array.isArray(collection.items) ? collection.items.length : 0;
  const kind = collectionKind(collection);
  if (kind === 'products' && count > L.productsPerCollection) problems.items = M.tooManyProducts;
  else if (kind === 'gallery' && count > L.gallerySize) problems.items = M.tooManyGalleryImages;
  else if (kind === 'other' && count > L.userOrderableCollection) problems.items = M.tooManyItems;
  if (layoutBlockCount(collection.layout) > L.blocksPerLayout) problems.layout = M.tooManyBlocks;
  return problems;
}

/** Distinct categories over a collection's items: more than the limit is a problem of the saved item's `categories`. */
export function categoryCountProblems(categoryLists: readonly unknown[]): Problems {
  const all = new Set<string>();
  for (const list of categoryLists)
    if (Array.isArray(list)) for (const c of list) if (typeof c === 'string') all.add(c);
  return all.size > L.nestedCategories ? { categories: M.tooManyCategories } : {};
}

/** A link of navigation or the footer: a site path (`/shop`), an anchor, mail, phone, or a web address. */
function linkProblem(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return M.linkFormat();
  if (url.startsWith('/')) return /^\/[^\s<>"\\]*$/.test(url) ? undefined : M.notPageUrl(url);
  if (url.startsWith('#') || url.startsWith('tel:')) return undefined;
  if (url.startsWith('mailto:'))
    return isEditorEmail(url.slice('mailto:'.length).split('?')[0]) ? undefined : M.emailFormat();
  return webAddress(url) ? undefined : M.linkFormat();
}

/** `https://host/...`, `http://host/...` or a bare `host.tld/...`. */
function webAddress(text: string): boolean {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** Site settings: navigation and footer links, and the social accounts (an email account needs an email). */
export function siteProblems(site: unknown): Problems {
  if (!isRecord(site)) return {};
  const problems: Problems = {};
  const links = (list: unknown, field: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((link, i) => {
      const problem = isRecord(link) ? linkProblem(link.url) : M.linkFormat();
      if (problem) problems[`${field}.${i}.url`] = problem;
    });
  };
  links(site.navigation, 'navigation');
  if (isRecord(site.footer)) links(site.footer.links, 'footer.links');
  const accounts = isRecord(site.website) ? site.website.socialAccounts : undefined;
  if (Array.isArray(accounts))
    accounts.forEach((account, i) => {
      if (!isRecord(account)) return;
      const field = `website.socialAccounts.${i}`;
      if (account.serviceName === 'email') {
        if (account.userName !== undefined && !isEditorEmail(account.userName))
          problems[`${field}.userName`] = M.validEmail;
        const url = String(account.profileUrl ?? '');
        if (!url.startsWith('mailto:') || !isEditorEmail(url.slice('mailto:'.length)))
          problems[`${field}.profileUrl`] = M.emailFormat();
      } else if (account.profileUrl !== undefined && !webAddress(String(account.profileUrl)))
        problems[`${field}.profileUrl`] = M.linkFormat();
    });
  return problems;
}

/** An asset or template file's key (its path): the last part, the file name, must be there. */
export function fileNameProblems(key: string): Problems {
  const name = key.split('/').at(-1) ?? '';
  return name.trim() === '' || name.startsWith('.') ? { key: M.fileNameRequired } : {};
}
