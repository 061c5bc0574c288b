import { describe, expect, it } from 'vitest';
import { sourceHash, stateOf, translationAt, translationEntries, withTranslations } from './translation-status';
import { currentTranslations } from './current-translations';
import type { SiteText } from './site-texts';

const title = (original: string, imported?: string): SiteText => ({
  path: ['collections', 'shop', 'items', 'lamp', 'title'],
  label: 'Shop › Lamp › Title',
  rich: false,
  original,
  page: '/shop/lamp',
  ...(imported === undefined ? {} : { imported }),
});

describe('translation states', () => {
  it('is missing without a translation, done once saved, out of date when the original changes', () => {
    expect(stateOf(title('Lamp'), {})).toBe('missing');
    const saved = withTranslations({ footerText: 'Bas' }, new Map([[title('Lamp'), 'Lampe']]));
    expect(saved).toEqual({
      footerText: 'Bas',
      collections: { shop: { items: { lamp: { title: 'Lampe' } } } },
      sources: { 'collections/shop/items/lamp/title': sourceHash('Lamp') },
      originals: { 'collections/shop/items/lamp/title': 'Lamp' },
    });
    expect(stateOf(title('Lamp'), saved)).toBe('done');
    expect(stateOf(title('Lantern'), saved)).toBe('outdated');
    // Removing it takes its hash too, and leaves no empty `sources`.
    const removed = withTranslations(saved, new Map([[title('Lamp'), null]]));
    expect(translationAt(removed, title('Lamp').path)).toBeNull();
    expect(removed.sources).toBeUndefined();
    expect(removed.originals).toBeUndefined();
    expect(saved.sources).toBeDefined();
  });

  it('counts a translation without a hash as current, unless the imported words it was made from changed', () => {
    const fixture = { collections: { shop: { items: { lamp: { title: 'Lampe' } } } } };
    expect(stateOf(title('Lantern'), fixture)).toBe('done');
    expect(stateOf(title('Lamp', 'Lamp'), fixture)).toBe('done');
    expect(stateOf(title('Lantern', 'Lamp'), fixture)).toBe('outdated');
  });
});

describe('built-in translations (the e-mail subjects)', () => {
  const subject: SiteText = {
    path: ['emailSubjects', 'shippedSubject'],
    label: 'E-mail subjects › Shipping notice',
    rich: false,
    original: 'Your order has shipped',
    page: '/',
    builtIn: (locale) => (locale === 'fr-FR' ? 'Votre commande est partie' : undefined),
  };

  it('is done while the built-in one is in use, and says which; missing where there is none', () => {
    expect(stateOf(subject, {}, 'fr-FR')).toBe('done');
    expect(stateOf(subject, {}, 'it-IT')).toBe('missing');
    const [french] = translationEntries([subject], {}, 'fr-FR');
    expect(french).toMatchObject({ translation: null, builtIn: 'Votre commande est partie', state: 'done' });
    const [italian] = translationEntries([subject], {}, 'it-IT');
    expect(italian).toMatchObject({ translation: null, state: 'missing' });
    expect(italian).not.toHaveProperty('builtIn');
  });

  it('gives way to the owner’s translation once typed, and comes back when it is removed', () => {
    const typed = withTranslations({}, new Map([[subject, 'Expédiée !']]));
    const [owners] = translationEntries([subject], typed, 'fr-FR');
    expect(owners).toMatchObject({ translation: 'Expédiée !', state: 'done' });
    const removed = withTranslations(typed, new Map([[subject, null]]));
    expect(translationEntries([subject], removed, 'fr-FR')[0]).toMatchObject({
      translation: null,
      builtIn: 'Votre commande est partie',
    });
  });
});

describe('out of date', () => {
  const saved = withTranslations({}, new Map([[title('Lamp'), 'Lampe']]));

  it('lists the original the translation was made from beside the new one, until it is kept', () => {
    const [outdated] = translationEntries([title('Lantern')], saved);
    expect(outdated).toMatchObject({ original: 'Lantern', previousOriginal: 'Lamp', state: 'outdated' });
    // Keeping: the same translation saved for the new original.
    const kept = withTranslations(saved, new Map([[title('Lantern'), 'Lampe']]));
    const [current] = translationEntries([title('Lantern')], kept);
    expect(current).toMatchObject({ translation: 'Lampe', state: 'done' });
    expect(current).not.toHaveProperty('previousOriginal');
    // A fixture's header text: the site document's words it was made from.
    const [footer] = translationEntries([title('Lantern', 'Lamp')], { collections: saved.collections });
    expect(footer).toMatchObject({ state: 'outdated', previousOriginal: 'Lamp' });
  });

  it('leaves out of the pages’ document what was translated from an original that changed since', () => {
    const site = (itemTitle: string) => ({
      settings: {},
      collections: [{ key: 'shop', body: { urlId: 'shop', title: 'Shop', items: ['lamp'] } }],
      items: new Map([['shop/lamp', { urlId: 'lamp', title: itemTitle }]]),
      forms: [],
    });
    const document = {
      ...saved,
      footerText: 'Bas',
      collections: { shop: { title: 'Boutique', items: { lamp: { title: 'Lampe' } } } },
    };
    expect(currentTranslations(document, site('Lamp'))).toBe(document);
    const shown = currentTranslations(document, site('Lantern')) as typeof document;
    expect(translationAt(shown, title('Lamp').path)).toBeNull();
    // The rest stays: the shop's title without a hash, the footer (the header's to judge).
    expect(shown.collections.shop.title).toBe('Boutique');
    expect(shown.footerText).toBe('Bas');
    expect(translationAt(document, title('Lamp').path)).toBe('Lampe');
  });
});
