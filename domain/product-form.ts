/**
 * The product form's data (spec §2 "Product detail page", §5): what the variant chooser,
 * quantity input and add-to-cart button need, computed on the server from the item with the
 * rules of this folder. The island receives it as props and runs the same rules on `item`.
 */
import { addToCartLabel, showsQuantityInput, showsVariantSelectors } from './add-to-cart';
import { badgeText } from './availability';
import { additionalFieldsOf, type AdditionalFieldsForm } from './additional-fields';
import type { MoneyNode } from './money';
import { productImages, textOf, type ShownImage } from './product-images';
import { PRODUCT_TYPES } from './enums';
import { ENGLISH_WORDS, type AddToCartWords, type InterfaceWords } from './interface-words';
import { isSubscribable, productType, stockOf, variants } from './product';
import { optionValueKey, variantOptions, type VariantOption } from './variant-options';

export type ChooserKind = 'select' | 'radio';

/** The parts one island instance shows; `product-checkout` shows all three. */
export interface FormParts {
  variants: boolean;
  quantity: boolean;
  button: boolean;
}

/** The item reduced to what the rules read: no descriptions, no images. */
export interface FormItem {
  id: string;
  structuredContent: {
    productType?: number;
    isSubscribable: boolean;
    variants: {
      id?: string;
      sku: string;
      attributes: Record<string, string>;
      qtyInStock: number;
      unlimited: boolean;
    }[];
  };
}

export interface VariantShow {
  /** The variant's price as the page shows it. */
  priceText: string;
  /** The price before the sale, when the variant is on sale. */
  originalPriceText?: string;
  image?: ShownImage;
}

export interface FormLabels {
  /** Per option name: the select prompt ('Select Size', 'Select Value'). */
  prompts: Record<string, string>;
  /** Per option name: the chooser's label ('Size', 'Value'). */
  titles: Record<string, string>;
  quantity: string;
  button: string;
  /** What the disabled button says once the product or the chosen variant is sold out. */
  soldOut: string;
}

export interface ScarcityView {
  attributes: Record<string, string>;
  text: string;
}

export interface ProductFormProps {
  /** Only parts that show something: no choosers without options, no quantity where the spec hides it. */
  parts: FormParts;
  title: string;
  item: FormItem;
  options: VariantOption[];
  chooser: ChooserKind;
  labels: FormLabels;
  /** Per SKU: the price and image the page shows once that variant is chosen. */
  shows: Record<string, VariantShow>;
  currency: string;
  locale: string;
  expressCheckout: boolean;
  /** The home of the page's language (`/fr`) when it is not the site's own: checkout opens under it. */
  pageHome?: string;
  additionalFields?: AdditionalFieldsForm;
  /** Variant-specific scarcity messages, shown when that variant is chosen. */
  scarcity: ScarcityView[];
  /** The button's own words on a page in another language than English (issue 25); none: English. */
  words?: AddToCartWords;
}

export interface ProductFormInput {
  item: unknown;
  parts: FormParts;
  locale: string;
  currency: string;
  chooser: ChooserKind;
  expressCheckout: boolean;
  multipleQuantityAllowedForServices: boolean;
  localized: (key: string) => string | undefined;
  /** The product's own sold-out text (merchandising context), '' when it has none. */
  customSoldOutText: string;
  /** Prices are written as the site shows money (see engine money strings). */
  money: (node: MoneyNode) => string;
  scarcity: ScarcityView[];
  /** The page language's home (`/fr`), or `/` for the site's own. */
  pageHome?: string;
  /** The button's words in the page language, when it is not English. */
  words?: AddToCartWords;
}

/** The option with its values as the page's language says them (`localizedStrings.productOptionValues`), when it says any. */
function withValueLabels(option: VariantOption, localized: (key: string) => string | undefined): VariantOption {
  const labels: Record<string, string> = {};
  for (const value of option.values) {
    const label = localized(`productOptionValues.${optionValueKey(option.name, value)}`);
    if (label) labels[value] = label;
  }
  return Object.keys(labels).length ? { ...option, labels } : option;
}

export function productFormProps(input: ProductFormInput): ProductFormProps {
  const { item, localized } = input;
  const giftCard = productType(item) === PRODUCT_TYPES.giftCard;
  // Spec §5: selectors only for a non-digital product with more than one variant; without them
  // the rules add the product's only (first) variant.
  const options = (showsVariantSelectors(item) ? variantOptions(item) : []).map((option) =>
    withValueLabels(option, localized),
  );
  const prompts: Record<string, string> = {};
  const titles: Record<string, string> = {};
  for (const option of options) {
    // The option's name as the page's language says it (`localizedStrings.productOptionNames`,
    // ours); its values and the name the cart receives stay the product's own.
    const shownName = (!option.name.includes('.') && localized(`productOptionNames.${option.name}`)) || option.name;
    prompts[option.name] = giftCard
      ? (localized('giftCardVariantSelectText') ?? 'Select Value')
      : (localized('productVariantSelectText') ?? 'Select {variantName}').replace(/\{variantName\}/g, shownName);
    titles[option.name] = giftCard ? (localized('giftCardValueDisplayText') ?? 'Value') : shownName;
  }
  const images = productImages(item);
  const shows: Record<string, VariantShow> = {};
  for (const v of variants(item)) {
    if (typeof v.sku !== 'string') continue;
    const price = v.onSale ? v.salePriceMoney : v.priceMoney;
    const imageId = (v as { mainImageId?: unknown }).mainImageId;
    shows[v.sku] = {
      priceText: input.money(price ?? { value: '0', currency: input.currency }),
      ...(v.onSale && v.priceMoney ? { originalPriceText: input.money(v.priceMoney) } : {}),
      ...(typeof imageId === 'string' && images.has(imageId) ? { image: images.get(imageId) } : {}),
    };
  }
  return {
    parts: {
      ...input.parts,
      variants: input.parts.variants && options.length > 0,
      quantity: input.parts.quantity && showsQuantityInput(item, input.multipleQuantityAllowedForServices),
    },
    title: textOf(item, 'title'),
    item: formItem(item),
    options,
    chooser: input.chooser,
    labels: {
      prompts,
      titles,
      quantity: localized('productQuantityInputLabel') ?? 'Quantity',
      button: addToCartLabel(item, {
        productAddToCartText: localized('productAddToCartText'),
        productSubscribeText: localized('productSubscribeText'),
      }),
      soldOut: badgeText('sold-out', {
        customSoldOutText: input.customSoldOutText,
        localizedSoldOutText: localized('productSoldOutText'),
      }),
    },
    shows,
    currency: input.currency,
    locale: input.locale,
    expressCheckout: input.expressCheckout,
    ...(input.pageHome && input.pageHome !== '/' ? { pageHome: input.pageHome } : {}),
    ...additionalFieldsOf(item),
    scarcity: input.scarcity,
    ...(input.words ? { words: input.words } : {}),
  };
}

function formItem(item: unknown): FormItem {
  return {
    id: textOf(item, 'id'),
    structuredContent: {
      productType: productType(item),
      isSubscribable: isSubscribable(item),
      variants: variants(item).map((v) => ({
        ...(typeof v.id === 'string' ? { id: v.id } : {}),
        sku: String(v.sku ?? ''),
        attributes: Object.fromEntries(Object.entries(v.attributes ?? {}).map(([k, value]) => [k, String(value)])),
        qtyInStock: stockOf(v),
        unlimited: Boolean(v.unlimited),
      })),
    },
  };
}

/** An option value that cannot be bought with the current choice stays listed, marked so in the page's words. */
export function optionValueText(
  value: string,
  available: boolean,
  words: Pick<InterfaceWords, 'soldOutOption'> = ENGLISH_WORDS,
): string {
  return available ? value : words.soldOutOption.replace('{value}', () => value);
}
