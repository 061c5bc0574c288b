import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  findVariant,
  isOptionValueAvailable,
  missingOptions,
  namedOptionsText,
  optionValueKey,
  variantOptions,
  variantText,
} from './variant-options';
import { interfaceWords } from './interface-words/catalogues';
import { product, variant } from './test-products';

const shirt = product(
  1,
  [
    variant({ sku: 'S-BL', attributes: { Size: 'S', Color: 'Blue' }, qtyInStock: 0 }),
    variant({ sku: 'M-BL', attributes: { Size: 'M', Color: 'Blue' }, qtyInStock: 3 }),
    variant({ sku: 'S-RD', attributes: { Size: 'S', Color: 'Red', Extra: 'x' }, qtyInStock: 1 }),
  ],
  { variantOptionOrdering: ['Color', 'Size'] },
);

describe('variant options', () => {
  it('follow variantOptionOrdering, values in variant order, unknown names ignored', () => {
    expect(variantOptions(shirt)).toEqual([
      { name: 'Color', values: ['Blue', 'Red'] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
  });
  it('need at least two variants', () => {
    expect(
      variantOptions(product(1, [variant({ attributes: { Size: 'S' } })], { variantOptionOrdering: ['Size'] })),
    ).toEqual([]);
  });
  it('find the variant only when every option is chosen', () => {
    const options = variantOptions(shirt);
    expect(findVariant(shirt, options, { Color: 'Blue', Size: 'M' })?.sku).toBe('M-BL');
    expect(findVariant(shirt, options, { Color: 'Blue' })).toBeUndefined();
    expect(findVariant(shirt, options, { Color: 'Red', Size: 'M' })).toBeUndefined();
    expect(missingOptions(options, { Size: 'M' })).toEqual(['Color']);
  });
  it('mark values that cannot be bought with the current choice', () => {
    const options = variantOptions(shirt);
    expect(isOptionValueAvailable(shirt, options, { Color: 'Blue' }, 'Size', 'S')).toBe(false);
    expect(isOptionValueAvailable(shirt, options, { Color: 'Blue' }, 'Size', 'M')).toBe(true);
    expect(isOptionValueAvailable(shirt, options, {}, 'Size', 'S')).toBe(true);
    expect(isOptionValueAvailable(shirt, options, { Size: 'M' }, 'Color', 'Red')).toBe(false);
  });
});

describe('variantText', () => {
  it("joins the chosen values, each as the page's strings translate it, else as the product has it", () => {
    const strings = { productOptionValues: { [optionValueKey('Size', 'M')]: 'Moyenne' } };
    expect(variantText({ Size: 'M', Color: 'Olive' }, strings)).toBe('Moyenne / Olive');
    expect(variantText({ Size: 'M', Color: 'Olive' })).toBe('M / Olive');
    // A value translated for another option is not this one's.
    expect(variantText({ Fit: 'M' }, strings)).toBe('M');
    expect(variantText({})).toBe('');
  });
});

describe('a bought variant named by its options', () => {
  it("lists the options in the product's order, then the others, leaving out empty values", () => {
    expect(chosenOptions(shirt, { Size: 'S', Color: 'Red', Extra: 'x', Blank: '' })).toEqual([
      { name: 'Color', value: 'Red' },
      { name: 'Size', value: 'S' },
      { name: 'Extra', value: 'x' },
    ]);
    expect(chosenOptions(shirt, {})).toEqual([]);
  });
  it("names each option and value as the reader's strings translate them, else as bought", () => {
    const options = [
      { name: 'Size', value: 'M' },
      { name: 'Colour', value: 'Olive' },
    ];
    expect(namedOptionsText(options)).toBe('Size: M, Colour: Olive');
    const strings = {
      productOptionNames: { Size: 'Taille' },
      productOptionValues: { [optionValueKey('Colour', 'Olive')]: 'Olive foncé' },
    };
    expect(namedOptionsText(options, strings)).toBe('Taille: M, Colour: Olive foncé');
    // A name an object has by inheritance is not a translation.
    expect(namedOptionsText([{ name: 'constructor', value: 'x' }], strings)).toBe('constructor: x');
    expect(namedOptionsText([])).toBe('');
  });
  it('keys and names a value holding a lone surrogate (stored before saves refused it) without throwing', () => {
    expect(optionValueKey('Size', 'M\uD800')).toBe(optionValueKey('Size', 'M\uFFFD'));
    expect(variantText({ Size: 'M\uD800' })).toBe('M\uD800');
    expect(namedOptionsText([{ name: 'Si\uDC00ze', value: 'M' }], { productOptionValues: {} })).toBe('Si\uDC00ze: M');
  });
  it("sets the colon as the reader's language does: a narrow no-break space before it in French", () => {
    const options = [
      { name: 'Taille', value: 'M' },
      { name: 'Couleur', value: 'Olive' },
    ];
    expect(namedOptionsText(options, undefined, interfaceWords('fr-FR'))).toBe('Taille\u202f: M, Couleur\u202f: Olive');
    expect(namedOptionsText(options, undefined, interfaceWords('fr-CA'))).toBe('Taille\u202f: M, Couleur\u202f: Olive');
    expect(namedOptionsText(options, undefined, interfaceWords('en-US'))).toBe('Taille: M, Couleur: Olive');
    expect(namedOptionsText(options, undefined, interfaceWords('de-DE'))).toBe('Taille: M, Couleur: Olive');
    // A name or value holding a placeholder is the owner's text, not filled in again.
    expect(namedOptionsText([{ name: '{value}', value: '{name}' }], undefined, interfaceWords('fr-FR'))).toBe(
      '{value}\u202f: {name}',
    );
  });
});
