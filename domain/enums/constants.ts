/**
 * The business constants and limits of spec §9 (and the date texts of §8) that no other
 * domain file owns yet. Those already owned elsewhere stay there and are listed here so one
 * place names them all: error reporting, performance and cookie lifetimes (`tracking.ts`:
 * ERROR_REPORTING, PERFORMANCE, TRACKING_COOKIES, BUTTON_HIT_TIMEOUT_MS), button timings
 * (`add-to-cart-button.ts`: BUTTON_TIMINGS), quantity bounds (`add-to-cart.ts`:
 * QUANTITY_LIMITS), default currency (`money/currencies.ts`: DEFAULT_CURRENCY), image widths and alt text
 * (`images.ts`: IMAGE_SIZE_LADDER, ALT_TEXT_CUT), editor limits beside the editor messages
 * (`editor-rules.ts`: EDITOR_LIMITS, EDITOR_MESSAGES).
 *
 * @module
 */
import { enumLookup } from './lookup';

/** Pill cart count shows `100+` from this many items on. */
export const PILL_CART_CAP = 100;

/** Money display (spec §9). */
export const MONEY_LIMITS = Object.freeze({
  maxIntegerPlaces: 15,
  /** Digit options (min/max integer and fraction digits) are clamped to this range. */
  digitOptionMin: 0,
  digitOptionMax: 50,
  percentMinFractionDigits: 2,
  percentMaxFractionDigits: 3,
  /** Stored cents are divided by this for display. */
  centsPerUnit: 100,
  groupingSeparator: ',',
  decimalSeparator: '.',
});

export const DEFAULT_TIME_ZONE = 'America/New_York';
/** Partials and macros nest at most this deep (spec §9, language reference §6.3). */
export const PARTIAL_NESTING_MAX = 16;
/** Entries of the shared number/date format cache, least recently used evicted. */
export const FORMAT_CACHE_SIZE = 100;

/** `squarespaceThumbnailForWidth`: past each threshold the next size up is picked. */
export const THUMBNAIL_THRESHOLDS = Object.freeze([100, 300, 500, 750, 1000] as const);

/** Relative time (spec §9): months of 30 days, years of 365; ISO weeks start Monday with 4 days. */
export const RELATIVE_TIME = Object.freeze({ daysPerMonth: 30, daysPerYear: 365 });
export const ISO_WEEK_RULE = Object.freeze({ firstDay: 1, minimalDays: 4 });
/** Daylight saving rules are searched with a margin of one day. */
export const DAYLIGHT_RULE_MARGIN_DAYS = 1;

/** Colour rules (spec §9). */
export const COLOUR_RULES = Object.freeze({
  /** The largest 24-bit colour: a colour is light above half of it, else dark. */
  maxColour: 16_777_215,
  /** The second check: dark when the weighted brightness is below 65% of 256. */
  brightnessScale: 256,
  darkBrightnessRatio: 0.65,
});

/** True when a 24-bit colour (0xRRGGBB as a number) is light by the first rule. */
export function isLightColour(colour: number): boolean {
  return Number.isFinite(colour) && colour > COLOUR_RULES.maxColour / 2;
}

/** Captcha widget (spec §9): compact under 320 px wide, else normal; theme light. */
export const CAPTCHA_WIDGET = Object.freeze({ compactBelowWidth: 320, theme: 'light' as const });

export function captchaWidgetSize(width: number): 'compact' | 'normal' {
  return width < CAPTCHA_WIDGET.compactBelowWidth ? 'compact' : 'normal';
}

/** Key codes (spec §9). */
export const KEY_CODES = {
  tab: 9,
  enter: 13,
  escape: 27,
  space: 32,
  arrowLeft: 37,
  arrowUp: 38,
  arrowRight: 39,
  arrowDown: 40,
} as const satisfies Record<string, number>;
export const KEY_CODE_LOOKUP = /* @__PURE__ */ enumLookup('key code', KEY_CODES);

/** Where the mouse is taken to be before it has moved. */
export const DEFAULT_MOUSE_POSITION = Object.freeze({ x: 100, y: 100 });

/** Scrolling to an anchor (spec §9). */
export const SCROLL = Object.freeze({
  defaultOffset: 30,
  minDurationMs: 50,
  maxDurationMs: 50,
  easing: 'easeOutSine' as const,
});

/** The easing of scrolls: `sin(t·π/2)` for t in 0…1 (clamped). */
export function easeOutSine(t: number): number {
  const x = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  return Math.sin((x * Math.PI) / 2);
}

export const TWEEN_MS = 300;

/** A query string holds at most this many parameters; the server refuses more (400). */
export const QUERY_PARSER_MAX_KEYS = 1000;

/** Product types instalment offers apply to (spec §9): physical only. */
export const INSTALMENT_PRODUCT_TYPES = Object.freeze([1] as const);

/** A test variant is remembered under this prefix plus the flag name (prefix ours). */
export const TEST_VARIANT_STORAGE_KEY_PREFIX = 'ss-test-variant:';

export function testVariantStorageKey(flag: string): string {
  return `${TEST_VARIANT_STORAGE_KEY_PREFIX}${flag}`;
}

/**
 * Date texts of spec §8: `Invalid Date` is what a date that cannot be read prints (the
 * platform's date text, as `new Date(NaN)` words it); `Invalid date.` is the relative-time
 * (`timesince`) sentence for a missing value or locale.
 */
export const DATE_MESSAGES = Object.freeze({
  invalidDate: 'Invalid Date',
  invalidDateSentence: 'Invalid date.',
});

/**
 * A date written by an Intl format, or `Invalid Date` (spec §8) for a value that is not a
 * date (an unreadable text, NaN, another type), where `format` would throw a RangeError.
 */
export function dateTextOf(value: unknown, format: { format(date: Date): string }): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number' || typeof value === 'string'
        ? new Date(value)
        : undefined;
  if (!date || Number.isNaN(date.getTime())) return DATE_MESSAGES.invalidDate;
  return format.format(date);
}

/** Julian days the date library supports (spec §8). */
export const JULIAN_DAY_RANGE = Object.freeze({ min: 0, max: 4_881_503 });
