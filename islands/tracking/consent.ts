/**
 * The cookie banner and the restrictive policy (spec §6). When the policy says so, the tracking
 * cookies are cleared on every page view and hits are sent without them. The banner asks once;
 * the answer is the consent cookie `ss_cookieAllowed` (a functional cookie, kept a year).
 */
import { CONSENT_COOKIE, ENGLISH_WORDS, TRACKING_COOKIE_NAMES, tracksWithoutCookies } from '../../domain';
import { makeRoomFor } from './banner-room';
import { clearCookie, readCookie, writeCookie } from './cookies';
import type { BannerWords, TrackingContext } from './context';

const CONSENT_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

export function cookiesAllowed(context: TrackingContext): boolean {
  return !tracksWithoutCookies(context.cookieSettings, readCookie(CONSENT_COOKIE), context.cloneable);
}

export function clearTrackingCookies(): void {
  for (const name of TRACKING_COOKIE_NAMES) clearCookie(name);
}

/** The banner is shown while the site has one and the visitor has not answered. */
export function needsBanner(context: TrackingContext): boolean {
  return context.cookieSettings.isCookieBannerEnabled === true && readCookie(CONSENT_COOKIE) === undefined;
}

/** Shows the banner; `onAnswer` runs once with the visitor's choice, after the cookie is written. */
export function showBanner(
  onAnswer: (allowed: boolean) => void,
  doc: Document = document,
  words: BannerWords = ENGLISH_WORDS,
): HTMLElement {
  const banner = doc.createElement('section');
  banner.className = 'cookie-banner';
  banner.setAttribute('aria-label', words.cookieBannerLabel);
  const text = doc.createElement('p');
  text.textContent = words.cookieBannerText;
  const actions = doc.createElement('div');
  actions.className = 'cookie-banner-actions';
  for (const [label, allowed] of [
    [words.cookieAccept, true],
    [words.cookieDecline, false],
  ] as const) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = allowed ? 'button' : 'button button-secondary';
    button.textContent = label;
    button.addEventListener('click', () => {
      writeCookie(CONSENT_COOKIE, String(allowed), CONSENT_MAX_AGE_MS);
      banner.remove();
      freeRoom();
      onAnswer(allowed);
    });
    actions.append(button);
  }
  banner.append(text, actions);
  doc.body.append(banner);
  const freeRoom = makeRoomFor(banner, doc);
  return banner;
}
