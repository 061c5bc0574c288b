import { describe, expect, it } from 'vitest';
import { headerFooterContext } from './header-footer-context';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import { defaultHeaderFooter } from '../site-settings/header-footer';
import { headerFooterView } from '../site-settings/header-footer-view';
import type { Json } from '../sites/types';
import type { SiteLanguage } from '../../domain';

const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
const site = sites.all().find((s) => s.id === 'demo') ?? sites.all()[0];
const fixtureView = headerFooterView(site, defaultHeaderFooter(site));
const base = 'http://demo.localhost';
const activeOf = (chrome: Json) =>
  (chrome.navigation as { url: string; active: boolean }[]).filter((link) => link.active).map((link) => link.url);

describe('headerFooterContext kept per view and page (issue 28)', () => {
  it("on a site of one language, shares a page's chrome between its renders, each path with its own active link", () => {
    const shop = headerFooterContext(site, { view: fixtureView }, '/shop', base);
    expect(headerFooterContext(site, { view: fixtureView }, '/shop', base)).toBe(shop);
    const journal = headerFooterContext(site, { view: fixtureView }, '/journal', base);
    expect(journal).not.toBe(shop);
    expect(activeOf(shop)).toEqual(['/shop']);
    expect(activeOf(journal)).toEqual(['/journal']);
  });

  it("builds it anew for the owner's saved header and footer (another view) and for a republished site", () => {
    const shop = headerFooterContext(site, { view: fixtureView }, '/shop', base);
    const fixture = defaultHeaderFooter(site);
    const saved = { ...fixture, footer: { ...fixture.footer, text: 'Saved by the owner' } };
    const owners = headerFooterContext(site, { view: headerFooterView(site, saved) }, '/shop', base);
    expect((owners.footer as Json).text).toBe('Saved by the owner');
    expect((shop.footer as Json).text).not.toBe('Saved by the owner');
    const republished = { ...site, footer: { ...site.footer, newsletterFormId: 'other' } };
    const again = headerFooterContext(republished, { view: fixtureView }, '/shop', base);
    expect(again).not.toBe(shop);
    expect((again.footer as Json).newsletterFormId).toBe('other');
  });

  it('on a site of more languages, shares it only between renders of the same language, page and query', () => {
    const en: SiteLanguage = { locale: 'en-US', prefix: 'en', label: 'English', hreflang: 'en' };
    const fr: SiteLanguage = { locale: 'fr-FR', prefix: 'fr', label: 'Français', hreflang: 'fr' };
    const chrome = (current: SiteLanguage, search: string) =>
      headerFooterContext(
        site,
        { view: fixtureView, languages: { all: [en, fr], primary: en, current, rest: '/search', search } },
        current === en ? '/search' : '/fr/search',
        base,
      );
    const switcherUrls = (made: Json) => ((made.languages as Json).switcher as { url: string }[]).map((l) => l.url);
    const french = chrome(fr, '?q=laine');
    expect(chrome(fr, '?q=laine')).toBe(french);
    expect(switcherUrls(french)).toEqual(['/search?q=laine', '/fr/search?q=laine']);
    expect(switcherUrls(chrome(fr, '?q=soie'))).toEqual(['/search?q=soie', '/fr/search?q=soie']);
    expect((chrome(en, '?q=laine').header as Json).homeUrl).toBe('/');
    expect((french.header as Json).homeUrl).toBe('/fr');
  });
});
