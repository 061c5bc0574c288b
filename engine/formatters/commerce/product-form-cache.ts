/**
 * Product form props, kept per item object in the render's memo (`scope.memo`). They are a
 * function of the item (with its current stock), the settings read from the scope, and the
 * localized strings the rules ask for; the server passes its site's memo and a product page
 * renders the same item object on every request while its stock stands still
 * (server/render/apply-stock.ts hands out one object per item and stock), so the props are
 * computed once and reused. An entry is reused only when its settings are equal and every
 * localized string it read still reads the same.
 *
 * The props come back frozen, so a consumer that serializes them (storefront/'s islands) may keep the JSON.
 */
import type { ProductFormInput, ProductFormProps } from '../../../domain';
import type { RenderMemo } from '../../render-memo';

/** Everything but the item and the localized strings that the props are computed from. */
export type FormSettings = Pick<
  ProductFormInput,
  | 'parts'
  | 'locale'
  | 'currency'
  | 'chooser'
  | 'expressCheckout'
  | 'multipleQuantityAllowedForServices'
  | 'scarcity'
  | 'customSoldOutText'
  | 'pageHome'
  | 'words'
> & {
  /** Money written by Intl for the locale, or in the legacy form. */
  cldrMoney: boolean;
};

type Localized = (key: string) => string | undefined;

interface Entry {
  key: string;
  /** The localized strings read while computing, with what they read. */
  strings: [string, string | undefined][];
  props: ProductFormProps;
}

/** A page shows an item with one or two sets of parts; a few more cover other settings. */
const ENTRIES_PER_ITEM = 8;
const noEntries = (): Entry[] => [];

export function cachedFormProps(
  memo: RenderMemo,
  item: unknown,
  settings: FormSettings,
  localized: Localized,
  compute: (localized: Localized) => ProductFormProps,
): ProductFormProps {
  if (item === null || typeof item !== 'object') return compute(localized);
  const key = JSON.stringify(settings);
  const entries = memo.slot(item, 'product-form-props', noEntries);
  for (const entry of entries) {
    if (entry.key === key && entry.strings.every(([name, value]) => localized(name) === value)) return entry.props;
  }
  const strings: Entry['strings'] = [];
  const props = Object.freeze(
    compute((name) => {
      const value = localized(name);
      strings.push([name, value]);
      return value;
    }),
  );
  if (entries.length >= ENTRIES_PER_ITEM) entries.shift();
  entries.push({ key, strings, props });
  return props;
}
