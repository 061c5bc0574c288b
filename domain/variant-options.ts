/**
 * Variant options and choosing a variant (language reference §12.2 "variant options";
 * spec §2 "Product detail page").
 */
import { isVariantAvailable } from './availability';
import { ENGLISH_WORDS, fillWords, type InterfaceWords } from './interface-words';
import { wellFormedText } from './storable-text';
import { structuredContent, variants, type Variant } from './product';

export interface VariantOption {
  name: string;
  values: string[];
  /** Value → the words the page's language shows for it (the owner's translation); the value chosen stays the product's own. */
  labels?: Record<string, string>;
}

/**
 * The key of an option value's translation among the page's strings
 * (`localizedStrings.productOptionValues.<key>`): one step of a dotted path, whatever the
 * name and value hold (a lone surrogate, which has no URI form, is keyed as U+FFFD).
 */
export const optionValueKey = (name: string, value: string): string =>
  `${encodeURIComponent(wellFormedText(name))}=${encodeURIComponent(wellFormedText(value))}`.replace(/\./g, '%2E');

/**
 * A chosen variant's option values as the cart and account pages show them ("M / Olive"), each
 * in the page's language where its strings translate it (`productOptionValues`, the owner's
 * translations); what is stored and sent stays the product's own values.
 */
export function variantText(attributes: Readonly<Record<string, unknown>>, strings?: unknown): string {
  const values = (strings as { productOptionValues?: unknown } | undefined)?.productOptionValues;
  const labels = values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  return Object.entries(attributes)
    .map(([name, raw]) => {
      const value = String(raw);
      const label = labels[optionValueKey(name, value)];
      return typeof label === 'string' && label ? label : value;
    })
    .join(' / ');
}

/** One option of a bought variant, as its order line keeps it: the option's name and the value chosen. */
export interface ChosenOption {
  name: string;
  value: string;
}

/**
 * A variant's option values in the product's option order (`variantOptionOrdering`), then any
 * other attributes it has; empty values are left out. An order line keeps this list
 * (order_lines.variant_options), so the order names what was bought after the product changes.
 */
export function chosenOptions(item: unknown, attributes: Readonly<Record<string, unknown>>): ChosenOption[] {
  const ordering = structuredContent(item).variantOptionOrdering;
  const first = Array.isArray(ordering) ? ordering.filter((n): n is string => typeof n === 'string') : [];
  const names = [...first, ...Object.keys(attributes).filter((k) => !first.includes(k))];
  return names.flatMap((name) => {
    const raw = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    const value = raw === undefined || raw === null ? '' : String(raw);
    return value ? [{ name, value }] : [];
  });
}

/**
 * The options an order line kept (order_lines.variant_options, as chosenOptions made them; its
 * JSON text or the value parsed): each {name, value} pair of text, anything else left out, so
 * every reader of a line (the buyer's pages and mails, the owner's order) reads the same list.
 */
export function keptOptions(stored: unknown): ChosenOption[] {
  let list = stored;
  if (typeof stored === 'string') {
    try {
      list = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((o) =>
    o && typeof o.name === 'string' && typeof o.value === 'string' ? [{ name: o.name, value: o.value }] : [],
  );
}

/**
 * A bought variant named by its options, "Size: M, Colour: Olive", as the order's pages and mails
 * name a line beside its product's title; each option's name (`productOptionNames`) and value
 * (`productOptionValues`) in the reader's language where its strings translate them, joined by
 * that language's punctuation (`words.optionNamed`: "Taille\u202f: M" in French).
 */
export function namedOptionsText(
  options: readonly ChosenOption[],
  strings?: unknown,
  words: Pick<InterfaceWords, 'optionNamed'> = ENGLISH_WORDS,
): string {
  const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const own = record(strings);
  const names = record(own.productOptionNames);
  const values = record(own.productOptionValues);
  const said = (label: unknown, original: string) => (typeof label === 'string' && label ? label : original);
  return options
    .map(({ name, value }) =>
      fillWords(words.optionNamed, {
        name: said(Object.hasOwn(names, name) ? names[name] : undefined, name),
        value: said(values[optionValueKey(name, value)], value),
      }),
    )
    .join(', ');
}

/** Only with at least 2 variants: the ordered option names, each with its distinct values in variant order. */
export function variantOptions(item: unknown): VariantOption[] {
  const list = variants(item);
  if (list.length < 2) return [];
  const ordering = structuredContent(item).variantOptionOrdering;
  if (!Array.isArray(ordering)) return [];
  const options = ordering
    .filter((n): n is string => typeof n === 'string')
    .map((name) => ({ name, values: [] as string[] }));
  const byName = new Map(options.map((o) => [o.name, o]));
  for (const variant of list) {
    const attributes = variant.attributes;
    if (!attributes || typeof attributes !== 'object') continue;
    for (const key of Object.keys(attributes)) {
      const option = byName.get(key);
      const value = String(attributes[key]);
      if (option && !option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

export type Selection = Readonly<Record<string, string | undefined>>;

/** The variant whose attributes match every option of the selection, if all are chosen. */
export function findVariant(
  item: unknown,
  options: readonly VariantOption[],
  selection: Selection,
): Variant | undefined {
  if (options.some((o) => !selection[o.name])) return undefined;
  return variants(item).find((v) => options.every((o) => v.attributes?.[o.name] === selection[o.name]));
}

/** Options the selection leaves unchosen, in option order. */
export function missingOptions(options: readonly VariantOption[], selection: Selection): string[] {
  return options.filter((o) => !selection[o.name]).map((o) => o.name);
}

/**
 * Whether choosing `value` for `optionName`, with the other current choices kept, can lead to
 * a variant that can be bought. Such values are marked and announced, not hidden.
 */
export function isOptionValueAvailable(
  item: unknown,
  options: readonly VariantOption[],
  selection: Selection,
  optionName: string,
  value: string,
): boolean {
  return variants(item).some(
    (v) =>
      v.attributes?.[optionName] === value &&
      options.every(
        (o) => o.name === optionName || !selection[o.name] || v.attributes?.[o.name] === selection[o.name],
      ) &&
      isVariantAvailable(v),
  );
}
