/**
 * The bodies of the cart and checkout calls (spec §7 and ours, README "Cart API"), checked
 * with valibot. Field messages are what the 400 answer's `fieldErrors` carry.
 */
import * as v from 'valibot';
import { QUANTITY_LIMITS, parseQuantity } from '../../domain';
import { isRecord, SITE_LANGUAGES } from '../../domain';
import { COLUMN_MAX, jsonTextField, safeString, wholeNumber } from '../http';

const id = (message: string) =>
  v.pipe(safeString(message), v.trim(), v.minLength(1, message), v.maxLength(200, message));

const sku = v.optional(
  v.nullable(v.pipe(safeString('A SKU must be text or null.'), v.maxLength(200, 'A SKU must be text or null.'))),
  null,
);

/** Quantity as the add-to-cart button words it (spec §5), within `min`..9999. */
const quantity = (min: number) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parseQuantity(dataset.value);
      if ('error' in parsed) {
        addIssue({ message: parsed.error });
        return NEVER;
      }
      if (parsed.quantity < min || parsed.quantity > QUANTITY_LIMITS.max) {
        addIssue({ message: `Quantity must be between ${min} and ${QUANTITY_LIMITS.max}.` });
        return NEVER;
      }
      return parsed.quantity;
    }),
  );

/** JSON text of an object (spec §7: "additionalFields (JSON text)"), parsed. */
const additionalFields = v.optional(
  v.nullable(
    jsonTextField(
      isRecord,
      'Additional fields must be JSON text of an object.',
      'Additional fields must be JSON text.',
    ),
  ),
  null,
);

const idempotencyKey = v.optional(
  v.pipe(
    safeString('An idempotency key must be 1 to 200 characters.'),
    v.minLength(1, 'An idempotency key must be 1 to 200 characters.'),
    v.maxLength(200, 'An idempotency key must be 1 to 200 characters.'),
  ),
);

export const AddEntryBody = v.object({
  itemId: id('An item id is required.'),
  sku,
  quantity: v.optional(quantity(1), 1),
  additionalFields,
  idempotencyKey,
});

export const UpdateFieldsBody = v.object({ itemId: id('An item id is required.'), sku, additionalFields });

export const SubscriptionBody = v.object({
  itemId: id('An item id is required.'),
  sku,
  qty: v.optional(quantity(1), 1),
  additionalFields,
});

export const QuantityBody = v.object({
  quantity: quantity(0),
  seq: v.optional(
    v.nullable(wholeNumber('A sequence number must be a whole number.', { max: COLUMN_MAX.bigint })),
    null,
  ),
});

export const CouponBody = v.object({
  code: v.pipe(
    safeString('A coupon code is required.'),
    v.trim(),
    v.minLength(1, 'A coupon code is required.'),
    v.maxLength(100, 'A coupon code is too long.'),
  ),
});

const text = (max: number, message: string) => v.pipe(safeString(message), v.trim(), v.maxLength(max, message));
const country = v.pipe(
  safeString('A country is a two-letter code.'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, 'A country is a two-letter code.'),
);

export const LocationBody = v.object({ country, region: v.optional(text(100, 'A region is at most 100 characters.')) });

export const ShippingBody = v.object({
  location: v.optional(v.nullable(LocationBody)),
  optionId: v.optional(v.nullable(id('A shipping option id is required.'))),
});

export const AddressBody = v.object({
  name: v.pipe(text(200, 'A name is required.'), v.minLength(1, 'A name is required.')),
  line1: v.pipe(text(200, 'An address line is required.'), v.minLength(1, 'An address line is required.')),
  line2: v.optional(text(200, 'An address line is at most 200 characters.')),
  city: v.pipe(text(100, 'A city is required.'), v.minLength(1, 'A city is required.')),
  region: v.optional(text(100, 'A region is at most 100 characters.')),
  postalCode: v.pipe(text(20, 'A postal code is required.'), v.minLength(1, 'A postal code is required.')),
  country,
});

export const CheckoutBody = v.object({
  email: v.pipe(
    safeString('An email address is required.'),
    v.trim(),
    v.email('Please enter a valid email address.'),
    v.maxLength(256, 'Please enter a valid email address.'),
  ),
  shippingAddress: v.optional(v.nullable(AddressBody)),
  shippingOptionId: v.optional(v.nullable(id('A shipping option id is required.'))),
  couponCodes: v.optional(
    v.array(
      v.pipe(safeString('Coupon codes must be text.'), v.maxLength(100, 'A coupon code is too long.')),
      'Coupon codes must be a list.',
    ),
    [],
  ),
  giftCardCode: v.optional(
    v.nullable(v.pipe(safeString('A gift card code must be text.'), v.maxLength(40, 'A gift card code is too long.'))),
  ),
  paymentToken: v.pipe(
    safeString('A payment token is required.'),
    v.minLength(1, 'A payment token is required.'),
    v.maxLength(200, 'A payment token is too long.'),
  ),
  cartToken: v.optional(
    v.pipe(safeString('A cart token must be text.'), v.maxLength(100, 'A cart token must be text.')),
  ),
  idempotencyKey,
  /** The prefix of the checkout page's language (`fr`): its confirmation page is /fr/order-confirmed/{id}. */
  pageLanguage: v.optional(
    v.picklist(
      SITE_LANGUAGES.map((language) => language.prefix),
      'pageLanguage must be the prefix of a site language, such as "fr".',
    ),
  ),
});
