/**
 * The data every template renders against (templates/README.md "The context every template
 * sees"). Nothing secret goes in: collections lose their password hash and item list.
 */
import { summaryBlock } from '../summary-block';
import { withChoices } from '../forms/form-choices';
import { headFields, isMissingPage } from './head-fields';
import { pageCart, type PageCart } from './page-cart';
import { splitEvents } from './split-events';
import { membershipOffers } from '../subscriptions/memberships';
import { popupOverlayProps } from './popup-overlay-props';
import { donationProps } from '../donations/props';
import { headerFooterContext, type HeaderFooterContext, type HeaderFooterInput } from './header-footer-context';
import { defaultHeaderFooter } from '../site-settings/header-footer';
import { headerFooterView } from '../site-settings/header-footer-view';
import {
  CATALOGUES,
  catalogueOf,
  GALLERY_WORD_KEYS,
  PAGE_TYPES as PAGE_TYPE,
  formCaptcha,
  LruCache,
  pickWords,
} from '../../domain';
import type { CartSummary } from './cart-summary';
import type { PageMatch } from '../pages/page-match';
import type { Collection, Item, Json, Site } from '../sites/types';
import { defineSiteSlot, Once } from '../sites/site-caches';

/** A collection as the context shows it (no items, no password): the same for every request. */
const publicCollectionsSlot = defineSiteSlot('publicCollections', () => new WeakMap<Collection, Json>());

/**
 * What every page of a site puts in its context alike, made once per loaded site instead of
 * once per render (issue 28): the strings under the language's catalogue (a copy of a few
 * hundred entries), the site with the request's origin as its base URL when it has none of its
 * own (a few origins per site), and its forms with their captcha and choices. The renders only
 * read them, and the same objects render after render keep the engine's memo keys stable.
 */
const siteContextSlot = defineSiteSlot('siteContext', () => ({
  strings: new Once<Json>(),
  websites: new LruCache<string, Json>(8),
  forms: new WeakMap<Json, Json>(),
  summaries: new WeakMap<Collection, Json | null>(),
  /** The site's stylesheet URL (hashed by its content, which a reload reads again). */
  assets: new Once<Json>(),
}));

/**
 * The strings a page of `site` (the site, or a language's view of it) reads: its language's
 * catalogue under the site's own strings. Also what the quick view's product form reads, so
 * its words are the page's on a site whose own language is not English.
 */
export function pageStrings(site: Site): Json {
  return site.caches.get(siteContextSlot).strings.getOrCreate(() => ({
    ...catalogueOf(site.website.language).strings,
    ...site.localizedStrings,
  }));
}

function siteContext(site: Site, origin: string) {
  const made = site.caches.get(siteContextSlot);
  // Share links and other absolute URLs need a base; without a configured one, the request's.
  let website = site.website.baseUrl ? site.website : made.websites.get(origin);
  if (!website) made.websites.set(origin, (website = { ...site.website, baseUrl: origin }));
  return { website, localizedStrings: pageStrings(site) };
}

export interface ContextInput {
  site: Site;
  match: PageMatch;
  /** `http://host:port` of the request, for canonical links when the site has no baseUrl. */
  origin: string;
  crumb: string;
  cart: CartSummary;
  /** Items with current stock (collection pages). */
  items?: Item[];
  /** The item with current stock (item pages). */
  item?: Item;
  /** Epoch ms the page is rendered at (splits events into upcoming and past). */
  now?: number;
  /** Product id → merchandising context when the owner's inventory settings replace the site's. */
  merchandising?: Record<string, Json>;
  /** The owner chose scarcity in blocks: product cards show it (templates/partials/product-card.html). */
  scarcityInBlocks?: boolean;
  /** Error pages: what went wrong, safe to show. */
  error?: { status: number; message: string };
  /** The owner's header and footer and the page's language; the fixture's header and footer when absent. */
  headerFooter?: HeaderFooterInput;
}

/** Per language's words, per sign-in and account URL: the account link's props. */
const accountLinks = new WeakMap<object, Map<string, Json>>();

/**
 * The header's account link island props, in the page's language: one frozen object per
 * language and URLs, so the island collector keeps its JSON instead of writing it per render.
 */
function accountLink({ words, signInUrl, accountUrl }: HeaderFooterContext['header']): Json {
  let byUrls = accountLinks.get(words);
  if (!byUrls) accountLinks.set(words, (byUrls = new Map()));
  const key = `${signInUrl} ${accountUrl}`;
  let props = byUrls.get(key);
  if (!props)
    byUrls.set(
      key,
      (props = Object.freeze({ signInUrl, accountUrl, signInText: words.signIn, accountText: words.account })),
    );
  return props;
}

/** A member area's sign-in form; its words only in another language than English (the island has those). */
function signInProps(next: string, { words, accountUrl }: HeaderFooterContext['header']): Json {
  const props: Json = {
    mode: 'sign-in',
    next,
    title: words.signIn,
    ...(accountUrl === '/account' ? {} : { accountPath: accountUrl }),
  };
  if (words === CATALOGUES.en!.words) return props;
  const { email, password, rememberMe, signIn, signingIn, forgotPassword, createAccount } = words;
  return { ...props, words: { email, password, rememberMe, signIn, signingIn, forgotPassword, createAccount } };
}

/** The page cart whose pill links to the cart page of the page's language; the shared one in the primary language. */
function inLanguage(cart: PageCart, cartUrl: string): PageCart {
  return cartUrl === '/cart' ? cart : Object.freeze({ ...cart, href: cartUrl });
}

/** The header and footer input; on a missing page its languages lead to each language's home. */
function chromeInput(given: HeaderFooterInput | undefined, site: Site, pageType: number): HeaderFooterInput {
  const input = given ?? { view: fixtureHeaderFooter(site) };
  if (!input.languages || !isMissingPage(pageType)) return input;
  return { view: input.view, languages: { ...input.languages, missing: true } };
}

export function buildContext(input: ContextInput): Json {
  const { site, match } = input;
  const collection = match.collection && publicCollection(site, match.collection);
  const base = typeof site.website.baseUrl === 'string' && site.website.baseUrl ? site.website.baseUrl : input.origin;
  const chrome = headerFooterContext(site, chromeInput(input.headerFooter, site, match.pageType), match.path, base);
  const shared = siteContext(site, input.origin);
  const head = headFields(site, match, input.origin);
  // Named one by one, not spread: a literal that opens with spreads of other objects cost about
  // 60-100 µs a render here (issue 28; V8 cloned the first object, then grew its shape, into the
  // garbage collector's arms), against 1-3 µs for the same properties named.
  const context: Json = {
    website: shared.website,
    localizedStrings: shared.localizedStrings,
    websiteSettings: site.websiteSettings,
    featureFlags: site.featureFlags,
    navigation: chrome.navigation,
    header: chrome.header,
    footer: chrome.footer,
    pageType: match.pageType,
    // The path the visitor asked for ('/' for the home page, not its collection's '/home').
    pagePath: match.path,
    pageTitle: head.pageTitle,
    metaDescription: head.metaDescription,
    canonicalUrl: head.canonicalUrl,
    productMerchandisingContext: input.merchandising ?? site.merchandising,
    cart: inLanguage(
      pageCart({
        site,
        pageType: match.pageType,
        cartPresent: input.cart.cartPresent === true,
        totalQuantity: input.cart.totalQuantity,
        subtotalCents: input.cart.subtotalCents,
      }),
      chrome.header.cartUrl,
    ),
    crumb: input.crumb,
    assets: site.caches.get(siteContextSlot).assets.getOrCreate(() => ({ css: site.assets.url('site.css') ?? '' })),
    // The page language's interface words (domain/interface-words), read as {words.<key>}.
    words: chrome.header.words,
    accountLink: accountLink(chrome.header),
  };
  if (chrome.languages) context.languages = chrome.languages;
  if (match.pageType === PAGE_TYPE.lockScreen && match.collection) {
    context.lock = {
      title: match.collection.title,
      hint: match.collection.password?.hint ?? '',
      error: match.lockError ?? '',
    };
    context.collection = {
      id: match.collection.id,
      urlId: match.collection.urlId,
      title: match.collection.title,
      fullUrl: match.collection.fullUrl,
    };
    return context;
  }
  if (match.pageType === PAGE_TYPE.memberAreaAccessDenied && match.collection) {
    // Nothing of the member area itself: its title, and the sign-in form that leads back to it.
    context.memberArea = match.membershipRequired
      ? {
          title: match.collection.title,
          membershipRequired: true,
          memberships: membershipOffers(site, match.collection),
        }
      : { title: match.collection.title, signIn: signInProps(match.path, chrome.header) };
    context.collection = {
      id: match.collection.id,
      urlId: match.collection.urlId,
      title: match.collection.title,
      fullUrl: match.collection.fullUrl,
    };
    return context;
  }
  if (collection) context.collection = collection;
  // A gallery's island labels in the page's language (English pages: the island's own).
  if (match.collection?.typeName === 'gallery' && chrome.header.words !== CATALOGUES.en!.words)
    context.galleryWords = pickWords(chrome.header.words, GALLERY_WORD_KEYS);
  if (input.items) context.items = input.items;
  if (input.items && collection?.typeName === 'events')
    Object.assign(context, splitEvents(input.items, input.now ?? Date.now()));
  if (input.item) context.item = input.item;
  if (match.filter) context.filter = match.filter;
  if (match.search) context.search = match.search;
  if (input.error) context.error = input.error;
  if (input.scarcityInBlocks) context.scarcityInBlocks = true;
  const formId = match.collection?.formId;
  if (typeof formId === 'string' && site.forms.has(formId)) context.form = withCaptcha(site, site.forms.get(formId)!);
  const newsletterFormId = (site.footer as { newsletterFormId?: unknown }).newsletterFormId;
  if (typeof newsletterFormId === 'string' && site.forms.has(newsletterFormId))
    context.newsletterForm = withCaptcha(site, site.forms.get(newsletterFormId)!);
  // A page may carry the donation block (issue 15) under its body.
  if (match.collection?.donationBlock === true) context.donation = donationProps(site, chrome.header.words);
  const summary = match.collection && pageSummary(site, match.collection);
  if (summary) context.summary = summary;
  const overlay = popupOverlayProps(site, match, String(context.pageTitle ?? ''), false, chrome.header.words);
  if (overlay) context.popupOverlay = overlay;
  return context;
}

/**
 * The form with the captcha it shows (`captcha: { provider, siteKey }`) and its options paired
 * with their labels (`choices`, in the page's language), for its template and island.
 */
function withCaptcha(site: Site, form: Json): Json {
  const forms = site.caches.get(siteContextSlot).forms;
  let shown = forms.get(form);
  if (!shown) {
    const captcha = formCaptcha(site.website.captchaSettings ?? site.websiteSettings.captchaSettings, form);
    const choices = withChoices(form);
    // A frozen copy (never the site's own form): the island collector keeps a frozen object's JSON.
    shown = Object.freeze(captcha ? { ...choices, captcha: { ...captcha } } : { ...choices });
    forms.set(form, shown);
  }
  return shown;
}

/**
 * A page's summary block (its items with the fixture's stock) is published data alone: made
 * once per page collection object, in its site's caches; null for a page without one.
 */
function pageSummary(site: Site, page: Collection): Json | null {
  const made = site.caches.get(siteContextSlot).summaries;
  let summary = made.get(page);
  if (summary === undefined) made.set(page, (summary = (summaryBlock(site, page) as unknown as Json) ?? null));
  return summary;
}

/** Without the owner's: the fixture's header and footer, built once per loaded site. */
function fixtureHeaderFooter(site: Site) {
  return headerFooterView(site, defaultHeaderFooter(site));
}

/**
 * The public form of a collection is the same for every request: built once per collection
 * object (in its site's caches) and shared by the renders, which only read it.
 */
function publicCollection(site: Site, collection: Collection): Json {
  let shown = site.caches.get(publicCollectionsSlot).get(collection);
  if (!shown) {
    const { items: _items, password, ...rest } = collection;
    shown = { ...rest, locked: Boolean(password), itemCount: collection.items.length };
    site.caches.get(publicCollectionsSlot).set(collection, shown);
  }
  return shown;
}
