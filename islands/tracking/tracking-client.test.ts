// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAccount } from './account';
import { clearTrackingCookies, cookiesAllowed, needsBanner, showBanner } from './consent';
import { readCookie } from './cookies';
import { ErrorReporter, type ReportedError } from './error-reporter';
import { trackEvent } from './events-service';
import { PAGE_LOAD_ID_MISSING, PerformanceCollector, fetchPageLoadId } from './performance';
import { touchVisit } from './visit';
import type { TrackingContext } from './context';

const context = (cookieSettings: TrackingContext['cookieSettings'], cloneable = false): TrackingContext => ({
  websiteId: 'demo',
  templateId: 'default',
  locale: 'en-US',
  pageType: 2,
  cookieSettings,
  cloneable,
  disabled: false,
  features: { features: {} },
});

function clearAllCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(clearAllCookies);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('visit cookies', () => {
  it('start a visitor and a visit, keep the visit within 30 minutes, start a new one after', () => {
    const t0 = 1_700_000_000_000;
    const first = touchVisit(t0);
    expect(first.newVisit).toBe(true);
    expect(first.record.visitCount).toBe(1);
    expect(first.record.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(readCookie('ss_cid')).toBe(first.record.visitorId);
    expect(readCookie('ss_cvr')).toBe(`${first.record.visitorId}.1.${t0}`);
    const again = touchVisit(t0 + 29 * 60_000);
    expect(again).toMatchObject({ newVisit: false, visitId: first.visitId });
    const later = touchVisit(t0 + 29 * 60_000 + 31 * 60_000);
    expect(later.newVisit).toBe(true);
    expect(later.visitId).not.toBe(first.visitId);
    expect(later.record).toEqual({ visitorId: first.record.visitorId, visitCount: 2, firstVisit: t0 });
    expect(readCookie('ss_cpvisit')).toBe(String(t0 + 29 * 60_000));
  });
});

describe('consent (spec §6)', () => {
  const policy = { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true };

  it('clears every tracking cookie', () => {
    touchVisit(Date.now());
    document.cookie = 'ss_cpvisit=1; Path=/';
    clearTrackingCookies();
    for (const name of ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'])
      expect(readCookie(name)).toBeUndefined();
  });

  it('the banner asks once, and its answer decides', () => {
    const site = context(policy);
    expect(needsBanner(site)).toBe(true);
    expect(cookiesAllowed(site)).toBe(false);
    const answers: boolean[] = [];
    const banner = showBanner((allowed) => answers.push(allowed));
    expect(banner.getAttribute('aria-label')).toBe('Cookie consent');
    // While it shows, the page ends with room for it, so nothing stays under it.
    const room = document.querySelector<HTMLElement>('.cookie-banner-room');
    expect(room?.nextElementSibling).toBe(banner);
    expect(Number.parseFloat(room!.style.height)).toBeGreaterThan(0);
    [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Accept')!.click();
    expect(answers).toEqual([true]);
    expect(document.querySelector('.cookie-banner-room')).toBeNull();
    expect(readCookie('ss_cookieAllowed')).toBe('true');
    expect(document.querySelector('.cookie-banner')).toBeNull();
    expect(needsBanner(site)).toBe(false);
    expect(cookiesAllowed(site)).toBe(true);
    expect(cookiesAllowed(context({ ...policy, isRestrictiveCookiePolicyAbsolute: true }))).toBe(false);
  });

  it('a declined banner keeps cookies off', () => {
    const banner = showBanner(() => {});
    [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Decline')!.click();
    expect(readCookie('ss_cookieAllowed')).toBe('false');
    expect(cookiesAllowed(context(policy))).toBe(false);
    expect(cookiesAllowed(context({}))).toBe(true);
    expect(cookiesAllowed(context({}, true))).toBe(false);
  });
});

describe('signed-in accounts', () => {
  it('reads the site user cookie and the owner roles', () => {
    expect(signedInAccount('')).toBeNull();
    expect(
      signedInAccount(`SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}`),
    ).toEqual({ websiteRoles: [] });
    expect(signedInAccount('SiteUserInfo=authenticated%3Dtrue%26siteUserId%3Du1')).toEqual({ websiteRoles: [] });
    expect(signedInAccount(`SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: false }))}`)).toBeNull();
    expect(signedInAccount('ss_websiteRoles=10')).toEqual({ websiteRoles: [10] });
    expect(signedInAccount('ss_websiteRoles=1%2C10')).toEqual({ websiteRoles: [1, 10] });
  });
});

describe('error reporter (spec §9 limits)', () => {
  it('sends a batch 1 s after the first error, at most 10 queued, stacks cut to 5000', () => {
    vi.useFakeTimers();
    const sent: ReportedError[][] = [];
    const reporter = new ErrorReporter(
      (batch) => sent.push(batch),
      () => 42,
    );
    const long = new Error('boom');
    long.stack = 'x'.repeat(6000);
    for (let i = 0; i < 12; i++) reporter.report(i === 0 ? long : new Error(`e${i}`));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(10);
    expect(sent[0]![0]).toMatchObject({ event: 'javascript_error', timestamp: 42, data: { message: 'boom' } });
    expect((sent[0]![0]!.data.stack as string).length).toBe(5000);
  });

  it('sends at most 20 batches a page', () => {
    vi.useFakeTimers();
    let batches = 0;
    const reporter = new ErrorReporter(() => batches++);
    for (let i = 0; i < 25; i++) {
      reporter.report('again');
      vi.advanceTimersByTime(1000);
    }
    expect(batches).toBe(20);
  });
});

describe('events service', () => {
  it('logs the status and rejects on anything but 200 or 202', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 202 })),
    );
    await expect(trackEvent('page_view', { a: 1 })).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    await expect(trackEvent('page_view', { a: 1 })).rejects.toThrow('Error tracking event: HTTP Status 500');
    // A page's call refused quietly (200 naming 429) is still a failure, by the status meant.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200, headers: { 'X-Refusal-Status': '429' } })),
    );
    await expect(trackEvent('page_view', { a: 1 })).rejects.toThrow('Error tracking event: HTTP Status 429');
    expect(errors).toEqual([
      ['Error tracking event: HTTP Status', 500],
      ['Error tracking event: HTTP Status', 429],
    ]);
  });
});

describe('performance', () => {
  it('needs a pageLoadId from a 200 (or 0) answer', async () => {
    const answer = (status: number, body: unknown) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(status === 204 ? null : JSON.stringify(body), { status })),
      );
    answer(200, { pageLoadId: 'p1' });
    await expect(fetchPageLoadId()).resolves.toBe('p1');
    answer(200, {});
    await expect(fetchPageLoadId()).rejects.toThrow(PAGE_LOAD_ID_MISSING);
    answer(503, {});
    await expect(fetchPageLoadId()).rejects.toThrow('503');
  });

  it('collects page-speed until stopped, other records once each', () => {
    const collector = new PerformanceCollector('p1');
    collector.add('page-speed', 'FCP', 100.04);
    collector.add('user-timing', 'cart', 5);
    collector.add('user-timing', 'cart', 5);
    collector.add('page-speed', 'bad', Number.NaN);
    collector.stopPageSpeed();
    collector.add('page-speed', 'LCP', 900);
    expect(collector.take()).toEqual([
      { type: 'page-speed', pageLoadId: 'p1', name: 'FCP', value: 100 },
      { type: 'user-timing', pageLoadId: 'p1', name: 'cart', value: 5 },
    ]);
    expect(collector.take()).toEqual([]);
  });
});
