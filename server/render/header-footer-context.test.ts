import { describe, expect, it } from 'vitest';
import { headerFooterContext } from './header-footer-context';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import { defaultHeaderFooter } from '../site-settings/header-footer';
import { headerFooterView } from '../site-settings/header-footer-view';
import type { Json } from '../sites/types';

const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
const site = sites.all().find((s) => s.id === 'demo') ?? sites.all()[0];
const fixtureView = headerFooterView(site, defaultHeaderFooter(site));
const base = 'http://demo.localhost';
const activeOf = (chrome: Json) =>
  (chrome.navigation as { url: string; active: boolean }[]).filter((link) => link.active).map((link) => link.url);

describe('headerFooterContext on a site of one language (issue 28)', () => {
  it("shares a page's chrome between its renders, each path with its own active link", () => {
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
});
