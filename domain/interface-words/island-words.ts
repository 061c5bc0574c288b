/**
 * The words each island family prints, picked from a catalogue's `words`, so a page in another
 * language hands its islands only what they print (their props carry them; English pages send
 * none and the islands use ENGLISH_WORDS).
 *
 * @module
 */
import type { InterfaceWords } from './catalogue';

/** The cart, checkout and account islands' words (issue 25). */
export const SHOP_WORD_KEYS = [
  'continueShopping',
  'checkOut',
  'cartEmpty',
  'subtotal',
  'discount',
  'shipping',
  'tax',
  'total',
  'paidByGiftCard',
  'minimumSubtotal',
  'editDetails',
  'editDetailsOf',
  'quantityOf',
  'update',
  'was',
  'now',
  'remove',
  'removeItemOf',
  'removeItem',
  'confirmRemove',
  'cancel',
  'dismiss',
  'unableToUpdateQuantity',
  'unableToRemoveItem',
  'unableToUpdateForm',
  'unableToOpenForm',
  'pleaseTryAgain',
  'checkConnection',
  'tryAgainInSeconds',
  'couponCode',
  'apply',
  'couponApplied',
  'removeCoupon',
  'couponRefused',
  'checkoutNoScript',
  'cartPage',
  'backToCart',
  'orderNotPlaced',
  'contact',
  'shippingAddress',
  'fullName',
  'address',
  'apartment',
  'stateOrRegion',
  'shippingOption',
  'free',
  'optionNamed',
  'payment',
  'cardNumber',
  'giftCardCode',
  'testCardHint',
  'unknownTestCard',
  'placeOrder',
  'placingOrder',
  'updateShippingFailed',
  'estimateShipping',
  'stateOrRegionOptional',
  'estimate',
  'estimatedTotal',
  'expressCheckout',
  'thankYouForOrder',
  'thankYouForContribution',
  'subscriptionConfirmed',
  'membershipConfirmed',
  'orderReceived',
  'membershipLead',
  'openMemberArea',
  'subscriptionLead',
  'yourAccountLink',
  'orderNumberIs',
  'receiptOnItsWay',
  'noPaymentTaken',
  'orderItems',
  'orderItem',
  'quantity',
  'price',
  'yourGiftCards',
  'keepGiftCardCodes',
  'yourAccount',
  'signInIntro',
  'signUpIntro',
  'chooseNewPassword',
  'checkYourEmail',
  'passwordHint',
  'createAccountButton',
  'creating',
  'haveAccount',
  'forgotIntro',
  'sendTheLink',
  'sending',
  'backToSignIn',
  'linkExpired',
  'linkExpiredText',
  'sendNewLink',
  'passwordChanged',
  'newPassword',
  'saveNewPassword',
  'saving',
  'signedIn',
  'signedInAs',
  'keepCartOnDevice',
  'signOut',
  'signingOut',
  'orders',
  'noOrders',
  'restockNotifications',
  'noRestockSignUps',
  'changeYourEmail',
  'newEmail',
  'currentPassword',
  'changeEmail',
  'changeYourPassword',
  'changePassword',
  'subscriptions',
  'noSubscriptions',
  'cancelSubscription',
  'cancelSubscriptionOf',
  'keepIt',
  'orderNumbered',
  'cancelProductQuestion',
  'cancelling',
  'yesCancelIt',
  'subscriptionOrder',
  'subscriptionRenewalOrder',
  'email',
  'password',
  'rememberMe',
  'signIn',
  'signingIn',
  'forgotPassword',
  'createAccount',
  'city',
  'postalCode',
  'country',
  'oneItem',
  'items',
  // t25cart: the cart's edit-details dialog.
  'selectAnOption',
  'save',
  // t25rest: the edit-details dialog's field messages (the form rules' own, domain/form-fields.ts).
  'fieldRequired',
  'fieldTooLong',
  'fieldEmailFormat',
] as const satisfies readonly (keyof InterfaceWords)[];

/** The gallery island's labels. */
export const GALLERY_WORD_KEYS = [
  'previousImage',
  'nextImage',
  'close',
  'play',
  'pause',
  'imageOf',
  'showImageOf',
  'openImageOf',
  'gallery',
  'galleryImages',
  'optionNamed',
] as const satisfies readonly (keyof InterfaceWords)[];

/** The donation island's labels, test-card lines and the refusals it words itself. */
export const DONATION_WORD_KEYS = [
  'testCardHint',
  'unknownTestCard',
  'checkConnection',
  'donationAmount',
  'otherAmount',
  'yourAmount',
  'email',
  'cardNumber',
  'contribute',
  'sending',
  'emailRequired',
  'amountRequired',
  'amountFormat',
] as const satisfies readonly (keyof InterfaceWords)[];

/**
 * The add-to-cart button's titles, states and the refusals it words itself (the server's come
 * already in the page language); the English texts it holds are translated with these.
 */
export const ADD_TO_CART_WORD_KEYS = [
  'unableToAddItem',
  'unableToPurchaseItem',
  'unableToPurchaseGiftCard',
  'adding',
  'added',
  'soldOutOption',
  'choiceSoldOut',
  'choiceUnavailable',
  // The chooser's status, "M / Olive: $25.00".
  'optionNamed',
  'selectOneOption',
  'selectOptions',
  'tryAgainInSeconds',
  'checkConnection',
  'notEnoughStock',
  'variantUnavailable',
  'giftCardDenomination',
  'quantityNotANumber',
  'quantityNotWhole',
  'quantityOutOfRange',
  // t25cart: the additional-fields dialog's close button.
  'cancel',
  // t25form: the additional-fields dialog's field errors.
  'fieldRequired',
  'fieldTooLong',
  'fieldEmailFormat',
] as const satisfies readonly (keyof InterfaceWords)[];

/** The membership join button's words, and its offline refusal. */
export const MEMBERSHIP_WORD_KEYS = [
  'joinTheClub',
  'joining',
  'checkConnection',
  // t25rest: its price's wording (domain/subscription.ts SubscriptionWordingWords), or paid once.
  'membershipPaidOnce',
  'subscriptionFrom',
  'subscriptionPerWeek',
  'subscriptionPerMonth',
  'subscriptionPerYear',
  'subscriptionEveryWeeks',
  'subscriptionEveryMonths',
  'subscriptionEveryYears',
  'subscriptionForWeek',
  'subscriptionForMonth',
  'subscriptionForYear',
  'subscriptionForWeeks',
  'subscriptionForMonths',
  'subscriptionForYears',
] as const satisfies readonly (keyof InterfaceWords)[];

/** The like button's status lines. */
export const LIKE_WORD_KEYS = [
  'youLikeThis',
  'youNoLongerLikeThis',
  'likeFailed',
] as const satisfies readonly (keyof InterfaceWords)[];

// t25last
/** The built-in local captcha's texts (islands/shared/captcha/LocalChallenge.tsx). */
export const CAPTCHA_WORD_KEYS = [
  'captchaLabel',
  'captchaQuestion',
  'captchaCheck',
  'captchaSolved',
  'captchaWrong',
  'captchaUnavailable',
] as const satisfies readonly (keyof InterfaceWords)[];

// t25form
/** The form island's field errors and its spec §8 messages (server answers come already translated). */
export const FORM_WORD_KEYS = [
  'fieldRequired',
  'fieldTooLong',
  'fieldEmailFormat',
  'formSubmitting',
  'formProcessing',
  'formUnknown',
  'formCaptcha',
  'formNoKey',
  'formUnparsable',
  'formInvalid',
  'formProblemAbove',
  'formProblemBelow',
  'formUnauthorized',
  'formNotConfigured',
  'formRateLimited',
  'formSendFailed',
  'answerNotAnOption', // t25last
  ...CAPTCHA_WORD_KEYS, // t25last: the form's captcha
] as const satisfies readonly (keyof InterfaceWords)[];

/** The popup overlay's sign-up: its buttons and label, its thanks, and the form messages it can show. */
export const POPUP_OVERLAY_WORD_KEYS = [
  ...FORM_WORD_KEYS,
  'close',
  'signUp',
  'email',
  'signedUpThanks',
] as const satisfies readonly (keyof InterfaceWords)[];

export type ShopWords = Pick<InterfaceWords, (typeof SHOP_WORD_KEYS)[number]>;
export type GalleryWords = Pick<InterfaceWords, (typeof GALLERY_WORD_KEYS)[number]>;
export type DonationWords = Pick<InterfaceWords, (typeof DONATION_WORD_KEYS)[number]>;
export type AddToCartWords = Pick<InterfaceWords, (typeof ADD_TO_CART_WORD_KEYS)[number]>;
export type MembershipWords = Pick<InterfaceWords, (typeof MEMBERSHIP_WORD_KEYS)[number]>;
export type LikeWords = Pick<InterfaceWords, (typeof LIKE_WORD_KEYS)[number]>;
export type CaptchaWords = Pick<InterfaceWords, (typeof CAPTCHA_WORD_KEYS)[number]>;
export type FormWords = Pick<InterfaceWords, (typeof FORM_WORD_KEYS)[number]>;
export type PopupOverlayWords = Pick<InterfaceWords, (typeof POPUP_OVERLAY_WORD_KEYS)[number]>;

/** The `keys` of `words`, in a new object (what an island's props carry). */
export function pickWords<K extends keyof InterfaceWords>(
  words: InterfaceWords,
  keys: readonly K[],
): Pick<InterfaceWords, K> {
  const picked = {} as Pick<InterfaceWords, K>;
  for (const key of keys) picked[key] = words[key];
  return picked;
}
