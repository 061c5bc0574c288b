import { describe, expect, it } from 'vitest';
import { fillWords, wordsAround } from '.';
import { CATALOGUES, interfaceWords } from './catalogues';

describe('interfaceWords', () => {
  it('gives the words of the locale’s language, and English for any other or none', () => {
    expect(interfaceWords('fr-FR').cart).toBe('Panier');
    expect(interfaceWords('fr_CA').search).toBe('Recherche');
    expect(interfaceWords('de').signIn).toBe('Anmelden');
    expect(interfaceWords('es-ES').cart).toBe('Carrito');
    expect(interfaceWords('en-GB').menu).toBe('Menu');
    expect(interfaceWords('ja-JP').cart).toBe('Cart');
    expect(interfaceWords(undefined).account).toBe('Account');
    expect(interfaceWords('__proto__').cart).toBe('Cart');
  });

  it('has every English key, non-empty, in every catalogue, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{[\w.]+\}/g)].map((m) => m[0]).sort();
    for (const catalogue of Object.values(CATALOGUES))
      for (const part of ['strings', 'words', 'emails'] as const) {
        expect(Object.keys(catalogue[part]).sort()).toEqual(Object.keys(CATALOGUES.en![part]).sort());
        for (const [key, text] of Object.entries(catalogue[part])) {
          expect(text.trim()).not.toBe('');
          expect(placeholders(text)).toEqual(placeholders(CATALOGUES.en![part][key as never]));
        }
      }
  });

  it('says a text English says in two places the same way in each catalogue (a page and its mail agree)', () => {
    const PARTS = ['strings', 'words', 'emails'] as const;
    const keysByEnglish = new Map<string, [(typeof PARTS)[number], string][]>();
    for (const part of PARTS)
      for (const [key, text] of Object.entries(CATALOGUES.en![part]))
        keysByEnglish.set(text, [...(keysByEnglish.get(text) ?? []), [part, key]]);
    const shared = [...keysByEnglish.values()].filter((keys) => keys.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const [language, catalogue] of Object.entries(CATALOGUES))
      for (const keys of shared) {
        const said = keys.map(([part, key]) => catalogue[part][key as never] as string);
        expect({ language, keys: keys.map(([part, key]) => `${part}.${key}`), said: new Set(said).size }).toEqual({
          language,
          keys: keys.map(([part, key]) => `${part}.${key}`),
          said: 1,
        });
      }
  });

  it("joins a label and its value with the language's colon: a narrow no-break space before it in French", () => {
    const named = (language: string) =>
      fillWords(CATALOGUES[language]!.words.optionNamed, { name: 'Standard', value: 'Gratuit' });
    expect(named('fr')).toBe('Standard\u202f: Gratuit');
    expect(named('de')).toBe('Standard: Gratuit');
    expect(named('es')).toBe('Standard: Gratuit');
    expect(named('en')).toBe('Standard: Gratuit');
  });

  it("quotes a name in the language's marks: French with no-break spaces inside", () => {
    const quoted = (language: string) => fillWords(CATALOGUES[language]!.words.quoted, { text: 'Récits' });
    expect(quoted('fr')).toBe('«\u00a0Récits\u00a0»');
    expect(quoted('de')).toBe('„Récits“');
    expect(quoted('es')).toBe('«Récits»');
    expect(quoted('en')).toBe('“Récits”');
  });

  it('sets no plain space before a French colon, semicolon, question or exclamation mark, nor inside « »', () => {
    // A plain space lets the mark wrap alone onto the next line ("Autoriser les cookies … audience" / "?").
    const french = CATALOGUES.fr!;
    for (const part of ['strings', 'words', 'emails'] as const)
      for (const [key, text] of Object.entries(french[part])) {
        expect({ key, text }).not.toEqual({ key, text: expect.stringMatching(/ [:;!?]|« | »/) });
        expect({ key, text }).not.toEqual({ key, text: expect.stringMatching(/[^\s\u202f\u00a0(][;!?](?!\w)/) });
      }
    expect(french.words.cookieBannerText).toMatch(/audience\u202f\?$/);
  });

  it('keeps a French "n°" with its number: a no-break space between them, never a plain one', () => {
    // "n° 1004" split at the line's end leaves "n°" alone; French ties them with U+00A0.
    const french = CATALOGUES.fr!;
    for (const part of ['strings', 'words', 'emails'] as const)
      for (const [key, text] of Object.entries(french[part]))
        expect({ key, text }).not.toEqual({ key, text: expect.stringMatching(/n°[ \t]/) });
    expect(fillWords(french.words.orderNumbered, { number: 1004 })).toBe('Commande n°\u00a01004');
    expect(french.words.likeFailed).toContain('«\u00a0j’aime\u00a0»');
  });

  it('gives the words around one placeholder, the others filled in, for markup of its own', () => {
    const fr = CATALOGUES.fr!.words.optionNamed;
    expect(wordsAround(fr, 'value', { name: '25,00\u00a0€' })).toEqual(['25,00\u00a0€\u202f: ', '']);
    expect(wordsAround('{value} ({name})', 'value', { name: 'x' })).toEqual(['', ' (x)']);
    expect(wordsAround('{name}', 'value', { name: 'x' })).toEqual(['x', '']);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillWords('Cart, {count}', { count: '2 items' })).toBe('Cart, 2 items');
    expect(fillWords('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
