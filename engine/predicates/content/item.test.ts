import { describe, expect, it } from 'vitest';
import { testScope } from '../../formatters/test-scope';
import {
  calendarView,
  childImages,
  excerpt,
  externalLink,
  hasShownText,
  hasMultiple,
  location,
  mainImage,
  passthrough,
  sameDay,
  serviceNameEmail,
  showPastEvents,
} from './item';

const scope = testScope();
const on = (predicate: (node: unknown, args: string[], s: typeof scope) => boolean, node: unknown) =>
  predicate(node, [], scope);

describe('item predicates', () => {
  it('calendar-view? is a strict flag in the context', () => {
    const view = (calendarView: unknown) => testScope({ frames: [{ calendarView }, {}] });
    expect(calendarView({}, [], view('true'))).toBe(true);
    expect(calendarView({}, [], view(1))).toBe(true);
    expect(calendarView({}, [], view('yes'))).toBe(false);
    expect(calendarView({}, [], scope)).toBe(false);
  });

  it('child-images? looks at the first item', () => {
    expect(on(childImages, { items: [{ mainImageId: 'a' }] })).toBe(true);
    expect(on(childImages, { items: [{ systemDataId: 'b' }, {}] })).toBe(true);
    expect(on(childImages, { items: [{ systemDataId: '' }, { mainImageId: 'a' }] })).toBe(false);
    expect(on(childImages, { items: [] })).toBe(false);
    expect(on(childImages, { items: { 0: { mainImageId: 'a' } } })).toBe(false);
  });

  it('main-image? needs an image id', () => {
    expect(on(mainImage, { mainImageId: 'x' })).toBe(true);
    expect(on(mainImage, { systemDataId: 'x' })).toBe(true);
    expect(on(mainImage, { mainImageId: '' })).toBe(false);
  });

  it('excerpt? needs visible text', () => {
    expect(on(excerpt, { excerpt: '<p>&nbsp;</p>' })).toBe(true);
    expect(on(excerpt, { excerpt: { html: '<p>x</p>' } })).toBe(true);
    expect(on(excerpt, { excerpt: 'a>b' })).toBe(true);
    for (const value of [
      '<p>\u00a0\u200b </p>',
      '<p>\t\n</p>',
      '\u2003',
      '\ufeff',
      '>',
      '<p',
      '',
      5,
      { html: 5 },
      null,
    ]) {
      expect(on(excerpt, { excerpt: value })).toBe(false);
    }
  });

  it('excerpt? finds what stripping the tags and blanks would leave, on random markup', () => {
    // The definition the search must agree with: strip each tag up to its `>`, then the blanks.
    const stripped = (html: string) => html.replace(/<[^>]*/g, '').replace(/[>\s\u200b\u00a0]/g, '') !== '';
    const pieces = ['<', '>', '<p>', '</p>', ' ', '\n', '\u00a0', '\u200b', '\u2003', 'a', '&', 'é', '<br', '/>'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let run = 0; run < 3000; run++) {
      let html = '';
      for (let i = next() % 9; i > 0; i--) html += pieces[next() % pieces.length];
      expect(hasShownText(html), JSON.stringify(html)).toBe(stripped(html));
    }
  });

  it('external-link? and passthrough? read the link fields', () => {
    expect(on(externalLink, { externalLink: 'x' })).toBe(true);
    expect(on(externalLink, {})).toBe(false);
    expect(on(passthrough, { passthrough: true, sourceUrl: 'x' })).toBe(true);
    expect(on(passthrough, { passthrough: true, sourceUrl: 5 })).toBe(true);
    expect(on(passthrough, { passthrough: true, sourceUrl: '' })).toBe(false);
    expect(on(passthrough, { passthrough: false, sourceUrl: 'x' })).toBe(false);
  });

  it('has-multiple? counts own keys or elements', () => {
    expect(on(hasMultiple, { a: 1, b: 2 })).toBe(true);
    expect(on(hasMultiple, JSON.parse('{"a":1,"__proto__":2}'))).toBe(true);
    expect(on(hasMultiple, [1, 2])).toBe(true);
    expect(on(hasMultiple, { a: 1 })).toBe(false);
    expect(on(hasMultiple, 'ab')).toBe(false);
    expect(on(hasMultiple, null)).toBe(false);
  });

  it('location? needs both coordinates present', () => {
    expect(on(location, { location: { mapLat: null, mapLng: null } })).toBe(true);
    expect(on(location, { location: { mapLat: 0, mapLng: 0 } })).toBe(true);
    expect(on(location, { location: { mapLat: 1 } })).toBe(false);
    expect(on(location, { location: 'xy' })).toBe(false);
  });

  it('same-day? compares UTC calendar days', () => {
    expect(on(sameDay, { startDate: 1384518630000, endDate: 1384518716400 })).toBe(true);
    expect(on(sameDay, { startDate: 1384473600000, endDate: 1384473599999 })).toBe(false);
    expect(on(sameDay, { startDate: '1384518630000', endDate: 1384518716400 })).toBe(true);
    expect(on(sameDay, {})).toBe(true);
    expect(on(sameDay, { startDate: 0, endDate: null })).toBe(true);
    expect(on(sameDay, { startDate: 'x', endDate: 'y' })).toBe(false);
    expect(on(sameDay, { startDate: 1e20, endDate: 1e20 })).toBe(false);
  });

  it('serviceNameEmail? and show-past-events? match exact text', () => {
    expect(on(serviceNameEmail, { serviceName: 'email' })).toBe(true);
    expect(on(serviceNameEmail, { serviceName: 'Email' })).toBe(false);
    expect(on(serviceNameEmail, { serviceName: ['email'] })).toBe(false);
    expect(on(showPastEvents, { showPastOrUpcomingEvents: 'past' })).toBe(true);
    expect(on(showPastEvents, { showPastOrUpcomingEvents: 'upcoming' })).toBe(false);
  });
});
