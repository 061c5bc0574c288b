/**
 * What the content API says. The editor's own messages (spec §5 "Editor messages") are kept
 * word for word, with their placeholders filled; the rest are ours.
 */
import { EDITOR_MESSAGES } from '../../domain';

export const CONTENT_MESSAGES = Object.freeze({
  /** Spec: '{val} is not one of the expected options' (the editor's messages: domain/editor-rules.ts). */
  notAnOption: EDITOR_MESSAGES.notAnOption,
  /** Spec: 'This {tagType} already exists'. */
  alreadyExists: EDITOR_MESSAGES.alreadyExists,
  nameRequired: 'Please enter a product name.',
  nameTooLong: 'A product name can have at most 200 characters.',
  descriptionTooLong: 'A description can have at most 50,000 characters.',
  variantsRequired: 'A product needs at least one variant.',
  tooManyVariants: 'A product can have at most 100 variants.',
  skuRequired: 'Please enter a SKU.',
  skuTooLong: 'A SKU can have at most 64 characters.',
  price: 'A price must be a whole number of cents from 0 to 100,000,000.',
  salePriceAbovePrice: 'A sale price must be below the price.',
  stock: 'Stock must be a whole number from 0 to 1,000,000.',
  flag: (what: string) => `Say whether ${what} (true or false).`,
  attributes: 'Attributes must be option names with their values, as text.',
  attributesDiffer: 'Every variant must have the same options.',
  variantsSame: 'Two variants have the same options.',
  /** Spec §9: a gallery holds at most 50 images; a product's images are one. */
  tooManyImages: 'A product can have at most 50 images.',
  subscribableType: 'Only physical and service products (and paywall memberships) can be subscribable.',
  subscriptionPlan:
    'A subscribable product needs a plan: a billing period (1 to 52 weeks, months or years) and a number of billing cycles (0 renews until cancelled).',
  revision: 'Name the revision your edit started from (a whole number).',
  stale: 'This was changed by someone else since you opened it. Reload to see the current version.',
  unknownProduct: 'There is no such product.',
  unknownDocument: 'There is no such document.',
  restoreFrom: 'Name the revision to restore (a whole number).',
  noProductsCollection: 'The site has no products collection to add a product to.',
  noStore: 'The content store is not available.',
  /** A template or code file (domain/site-code.ts) written by a role without code.write. */
  siteCode:
    "Changing the site's templates and code files (HTML, CSS, scripts, SVG and other files that are not images, fonts or audio) needs the code.write permission, which only administrators have.",
  titleRequired: 'Please enter a title.',
  titleTooLong: 'A title can have at most 200 characters.',
  htmlTooLong: 'This text can have at most 200,000 characters.',
  unknownCollection: 'There is no such collection.',
  unknownItem: 'There is no such item.',
  urlIdTaken: (urlId: string) => `Another item of this collection has the URL ${urlId}.`,
  pageHasNoItems: 'A page has no items: edit its text in the page itself.',
  dateOrdered: 'Posts and events are shown by their dates: their order cannot be changed.',
  orderIds: 'Send every item of the collection once, in the new order.',
  galleryImage: 'A gallery image needs an image of the media library.',
  date: 'A date must be a time in milliseconds since 1970 (UTC).',
  endBeforeStart: 'An event must end after it starts.',
  location: 'A location is its addressTitle, addressLine1, addressLine2 and addressCountry, as text.',
  linkTitle: 'Please enter the text of the link.',
  navigationChange: 'Send one change: links (the whole list), add, or remove.',
  addButtonText: 'The add button text can have at most 50 characters.',
  optionOrder: 'The option order must name each option of the variants once.',
  variantImage: (id: string) => `${id} is not one of the expected options`,
  unknownForm: (id: string) => `${id} is not one of the expected options`,
});
