import { describe, expect, it } from 'vitest';
import { isSiteCode, SITE_CODE_PERMISSION } from './site-code';
import { ROLE_PERMISSIONS, roleCan, type WebsiteRoleName } from './website-roles';

describe('the site code', () => {
  it('is every template, and every asset not a plain image, font or sound', () => {
    expect(isSiteCode('template', 'layouts/site.html')).toBe(true);
    expect(isSiteCode('template', 'emails/gift-card-delivery.html')).toBe(true);
    for (const key of ['assets/a.js', 'assets/a.MJS', 'assets/a.html', 'assets/a.svg', 'templates/assets/site.css'])
      expect([key, isSiteCode('asset', key)]).toEqual([key, true]);
    for (const key of ['assets/a.json', 'assets/a.xml', 'assets/a.txt', 'assets/a.pdf', 'assets/noext', 'assets/.png'])
      expect([key, isSiteCode('asset', key)]).toEqual([key, true]);
    for (const key of [
      'assets/a.png',
      'assets/a.JPG',
      'assets/a.jpeg',
      'assets/a.webp',
      'assets/a.woff2',
      'assets/a.mp3',
    ])
      expect([key, isSiteCode('asset', key)]).toEqual([key, false]);
    expect(isSiteCode('item', 'shop/a.js')).toBe(false);
    expect(isSiteCode('style', 'site')).toBe(false);
  });

  it('is changed by admins alone', () => {
    const holders = (Object.keys(ROLE_PERMISSIONS) as WebsiteRoleName[]).filter((role) =>
      roleCan(role, SITE_CODE_PERMISSION),
    );
    expect(holders).toEqual(['admin']);
  });
});
