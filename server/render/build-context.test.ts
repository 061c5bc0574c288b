import { describe, expect, it } from 'vitest';
import { buildContext } from './build-context';
import { cartSummary } from './cart-summary';
import { resolvePath } from '../pages/resolve-path';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import type { PageMatch } from '../pages/page-match';
import type { Json } from '../sites/types';
import { extraLanguages, sitePrimaryLanguage } from '../site-settings/languages';
import { headerFooterView } from '../site-settings/header-footer-view';
import { defaultHeaderFooter } from '../site-settings/header-footer';

const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
const site = sites.all().find((s) => s.id === 'demo') ?? sites.all()[0];

function contextOf(path: string): Json {
  const match = resolvePath({ site, path, query: new URLSearchParams(), isUnlocked: () => false });
  if (match.kind !== 'page') throw new Error(`${path} is no page`);
  return buildContext({
    site,
    match: match as PageMatch,
    origin: 'http://demo.localhost',
    crumb: 'c'.repeat(32),
    cart: cartSummary(site, 0, 0),
  });
}

describe('buildContext: island props the same render after render (issue 28)', () => {
  it('hands every render the same frozen account link props', () => {
    const [first, again, other] = [contextOf('/shop'), contextOf('/shop'), contextOf('/journal')];
    expect(again.accountLink).toBe(first.accountLink);
    expect(other.accountLink).toBe(first.accountLink);
    expect(Object.isFrozen(first.accountLink)).toBe(true);
    expect(first.accountLink).toEqual({
      signInUrl: '/account/sign-in',
      accountUrl: '/account',
      signInText: 'Sign in',
      accountText: 'Account',
    });
  });

  it("hands the newsletter form as one frozen copy, leaving the site's own form object as it is", () => {
    const first = contextOf('/shop');
    expect(first.newsletterForm).toMatchObject({ id: expect.any(String) });
    expect(contextOf('/').newsletterForm).toBe(first.newsletterForm);
    expect(Object.isFrozen(first.newsletterForm)).toBe(true);
    const own = site.forms.get(String((site.footer as { newsletterFormId?: unknown }).newsletterFormId));
    expect(own).not.toBe(first.newsletterForm);
    expect(Object.isFrozen(own)).toBe(false);
  });
});

describe('buildContext: the context every template sees', () => {
  it("names the site's, the chrome's and the head's fields itself, and the switcher only with languages", () => {
    const context = contextOf('/journal');
    expect(Object.keys(context).slice(0, 13)).toEqual([
      'website',
      'localizedStrings',
      'websiteSettings',
      'featureFlags',
      'navigation',
      'header',
      'footer',
      'pageType',
      'pagePath',
      'pageTitle',
      'metaDescription',
      'canonicalUrl',
      'productMerchandisingContext',
    ]);
    expect(context.website).toMatchObject({ baseUrl: 'http://demo.localhost' });
    expect(context.localizedStrings).toBe(contextOf('/shop').localizedStrings);
    expect(context.canonicalUrl).toBe('http://demo.localhost/journal');
    expect(context.pageTitle).toMatch(/ — /);
    expect(context).not.toHaveProperty('languages');

    const primary = sitePrimaryLanguage(site);
    const extras = extraLanguages(site, null);
    const match = resolvePath({ site, path: '/journal', query: new URLSearchParams(), isUnlocked: () => false });
    const withLanguages = buildContext({
      site,
      match: match as PageMatch,
      origin: 'http://demo.localhost',
      crumb: 'c'.repeat(32),
      cart: cartSummary(site, 0, 0),
      headerFooter: {
        view: headerFooterView(site, defaultHeaderFooter(site)),
        languages: { all: [primary, ...extras], primary, current: primary, rest: '/journal' },
      },
    });
    expect(extras.length).toBeGreaterThan(0);
    expect(withLanguages.languages).toMatchObject({ current: { locale: primary.locale } });
  });

  it("hands the home page's summary block to every render alike, and none to a page without one", () => {
    const home = contextOf('/');
    expect(home.summary).toMatchObject({ url: expect.any(String), items: expect.any(Array) });
    expect(contextOf('/').summary).toBe(home.summary);
    expect(contextOf('/journal')).not.toHaveProperty('summary');
  });
});
