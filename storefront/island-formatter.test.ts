/**
 * `{value|island NAME}` on a page in another language: the form and membership-join islands'
 * props get the page's words (and home, and price locale), made once per props object and
 * language rather than copied per render (issue 28), so the collector keeps their JSON too.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, FORM_WORD_KEYS, MEMBERSHIP_WORD_KEYS, pickWords } from '../domain';
import { testScope } from '../engine';
import { IslandCollector } from '../islands';
import { island } from './island-formatter';

const form = Object.freeze({ id: 'form-1', name: 'Newsletter', fields: [] });
const item = Object.freeze({ id: 'item-1', title: 'Membership' });
const words = (locale: string) => CATALOGUES[locale]!.words;

/** The props each island got, rendering `value` as `name` on a page with `frame` (words, header, locale). */
function propsOf(name: string, value: unknown, frame: Record<string, unknown>, locale?: string): unknown {
  const seen: unknown[] = [];
  const host = new IslandCollector({
    components: { form: () => null, 'membership-join': () => null },
    observe: (_, props) => seen.push(props),
  });
  island(value, [name], testScope({ frames: [frame, value], host, locale }));
  return seen[0];
}

describe('island props with the page words', () => {
  it('hands the form the same frozen props with its words render after render, per language', () => {
    const fr = { words: words('fr') };
    const first = propsOf('form', form, fr);
    expect(first).toEqual({ ...form, words: pickWords(words('fr'), FORM_WORD_KEYS) });
    expect(Object.isFrozen(first)).toBe(true);
    expect(propsOf('form', form, fr)).toBe(first);
    const de = propsOf('form', form, { words: words('de') });
    expect(de).toEqual({ ...form, words: pickWords(words('de'), FORM_WORD_KEYS) });
    expect(de).not.toBe(first);
    // English pages add nothing: the props are the template's own.
    expect(propsOf('form', form, { words: words('en') })).toBe(form);
    expect(propsOf('form', form, {})).toBe(form);
  });

  it('copies props that may still change per render, as they were', () => {
    const open = { id: 'form-2', fields: [] };
    const fr = { words: words('fr') };
    const first = propsOf('form', open, fr);
    expect(first).toEqual({ ...open, words: pickWords(words('fr'), FORM_WORD_KEYS) });
    open.id = 'form-3';
    expect(propsOf('form', open, fr)).toMatchObject({ id: 'form-3' });
  });

  it("gives membership-join the page's home, words and price locale, kept per home and locale", () => {
    const page = { words: words('fr'), header: { homeUrl: '/fr' } };
    const first = propsOf('membership-join', item, page, 'fr-FR');
    expect(first).toEqual({
      ...item,
      pageHome: '/fr',
      words: pickWords(words('fr'), MEMBERSHIP_WORD_KEYS),
      pageLocale: 'fr-FR',
    });
    expect(Object.keys(first as object)).toEqual(['id', 'title', 'pageHome', 'words', 'pageLocale']);
    expect(propsOf('membership-join', item, page, 'fr-FR')).toBe(first);
    expect(propsOf('membership-join', item, page, 'fr-CA')).toMatchObject({ pageLocale: 'fr-CA' });
    expect(propsOf('membership-join', item, { ...page, header: { homeUrl: '/fr-be' } }, 'fr-FR')).toMatchObject({
      pageHome: '/fr-be',
    });
    // A home of another language on an English catalogue (no words): the home alone.
    expect(propsOf('membership-join', item, { words: words('en'), header: { homeUrl: '/x' } }, 'en-US')).toEqual({
      ...item,
      pageHome: '/x',
    });
    expect(propsOf('membership-join', item, { words: words('en'), header: { homeUrl: '/' } }, 'en-US')).toBe(item);
  });
});
