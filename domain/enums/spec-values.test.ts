/**
 * Every enumeration and constant has the value spec §3, §8 and §9 give it, word for word.
 * Constants other domain files own are checked here too, through the folder's index.
 */
import { describe, expect, it } from 'vitest';
import * as domain from '../index';

describe('spec §3 enumerations', () => {
  it('numbers features 1 to 68, each once, and names the nine the spec names', () => {
    expect([...domain.FEATURE_LOOKUP.codes].sort((a, b) => a - b)).toEqual(Array.from({ length: 68 }, (_, i) => i + 1));
    expect(domain.SPEC_NAMED_FEATURES).toHaveLength(9);
    for (const name of domain.SPEC_NAMED_FEATURES) expect(domain.FEATURE_LOOKUP.hasName(name)).toBe(true);
    expect(domain.FEATURES).toMatchObject({
      giftCards: 5,
      subscriptions: 6,
      restockNotifications: 7,
      siteUserAccounts: 25,
    });
  });

  it('numbers layouts 1000 to 1019 in the five families of the spec', () => {
    expect([...domain.LAYOUT_ID_LOOKUP.codes]).toEqual(Array.from({ length: 20 }, (_, i) => 1000 + i));
    expect(domain.LAYOUT_FAMILIES).toEqual(['gallery', 'summary', 'chart', 'image', 'reservation']);
    expect(new Set(domain.LAYOUT_ID_LOOKUP.codes.map(domain.layoutFamilyOf))).toEqual(new Set(domain.LAYOUT_FAMILIES));
    expect(domain.layoutFamilyOf(1000)).toBe('gallery');
    expect(domain.layoutFamilyOf(1019)).toBe('reservation');
    expect(domain.layoutFamilyOf(1020)).toBeUndefined();
    expect(domain.layoutFamilyOf('x')).toBeUndefined();
  });

  it('numbers block types 1 to 70 (69 in the template list), with the nineteen the spec names and image 5', () => {
    expect([...domain.BLOCK_TYPE_LOOKUP.codes]).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
    expect(domain.TEMPLATE_BLOCK_TYPE_MAX).toBe(69);
    expect(domain.BLOCK_TYPES.image).toBe(5);
    const named = [
      'navigation',
      'html',
      'logo',
      'map',
      'image',
      'journal',
      'gallery',
      'form',
      'summary',
      'video',
      'search',
      'product',
      'audio',
      'newsletter',
      'donation',
      'button',
      'member-area',
      'accordion',
      'marquee',
    ];
    for (const name of named) expect(domain.BLOCK_TYPE_LOOKUP.hasName(name), name).toBe(true);
  });

  it('lists the editor block names, promoted block types and gallery media types of the spec', () => {
    expect(domain.EDITOR_BLOCK_NAMES).toEqual([
      'heading',
      'sub-heading',
      'body',
      'image',
      'gallery',
      'video',
      'social-icons',
      'buttons',
      'navigation',
      'custom-form',
      'newsletter',
      'album',
      'map',
      'lock',
      'password',
      'twitter',
      'logo',
      'action',
      'popup-overlay-action',
      'temp-lock-inject',
    ]);
    expect(domain.PROMOTED_BLOCK_TYPES).toEqual([
      'map',
      'embed',
      'image',
      'code',
      'quote',
      'twitter',
      'link',
      'video',
      'foursquare',
      'instagram',
      'form',
    ]);
    expect(domain.GALLERY_ITEM_MEDIA_TYPES).toEqual([
      'imageEmpty',
      'imageFile',
      'imageLicensed',
      'imageReused',
      'assetReused',
      'video',
    ]);
  });

  it('keeps the popup overlay keys and nine positions, dirty paths, cohorts and text filters', () => {
    expect(Object.values(domain.POPUP_OVERLAY_STORAGE_KEYS)).toEqual(['date-closed', 'version', 'submitted']);
    expect(domain.POPUP_OVERLAY_POSITIONS).toEqual([
      'TOP_LEFT',
      'TOP_CENTER',
      'TOP_RIGHT',
      'CENTER_LEFT',
      'CENTER_CENTER',
      'CENTER_RIGHT',
      'BOTTOM_LEFT',
      'BOTTOM_CENTER',
      'BOTTOM_RIGHT',
    ]);
    expect(domain.SITE_AESTHETICS_DIRTY_PATHS).toEqual([
      'colors.activeThemeId',
      'fonts.activeThemeId',
      'colors.palette',
      'colors.themes',
      'fonts.themes',
      'fonts.fontUsageCategories',
    ]);
    expect(domain.SURVEY_COHORTS).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(Object.values(domain.TEXT_FILTERS)).toEqual(['url-slug', 'url-slug-with-slash']);
    expect(domain.applyTextFilter('url-slug', ' Crème Brûlée / Tarts! ')).toBe('creme-brulee-tarts');
    expect(domain.applyTextFilter('url-slug-with-slash', '/Shop//Winter Coats/')).toBe('shop/winter-coats');
    expect(domain.applyTextFilter('no-such-filter', 'As Is')).toBe('As Is');
  });

  it('gives the empty layout body 12 columns and no rows, fresh each time', () => {
    const body = domain.emptyLayoutBody();
    expect(body).toEqual({ columns: 12, rows: [] });
    body.rows.push('x');
    expect(domain.emptyLayoutBody().rows).toEqual([]);
  });

  it("titles the connected-account link 'Order Now' and defaults the cart sync input", () => {
    expect(domain.CONNECTED_ACCOUNT_LINK.defaultTitle).toBe('Order Now');
    expect(domain.CART_SYNC_INPUT_DEFAULTS.items).toBe(0);
  });

  it('keeps the tablet device view out of the matched viewports', () => {
    expect(domain.DEVICE_VIEWS).toContain('tablet');
    expect(domain.VIEWPORT_NAMES).toEqual(['mobile', 'desktop', 'tablet']);
  });

  it('numbers the shared collection types 1 to 24, the template ones as the spec does', () => {
    expect([...domain.SHARED_COLLECTION_TYPE_LOOKUP.codes].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(domain.SHARED_COLLECTION_TYPES).toMatchObject(domain.COLLECTION_TYPES);
  });
});

describe('viewports', () => {
  it('is mobile up to 432 px and desktop from 433 px; tablet never matches', () => {
    expect(domain.VIEWPORT_WIDTHS).toEqual({ mobileMax: 432, desktopMin: 433 });
    expect(domain.viewportOf(0)).toBe('mobile');
    expect(domain.viewportOf(432)).toBe('mobile');
    expect(domain.viewportOf(432.5)).toBe('desktop');
    expect(domain.viewportOf(433)).toBe('desktop');
    expect(domain.viewportOf(4000)).toBe('desktop');
    for (const width of [-1, NaN, Infinity, '400', null, undefined]) expect(domain.viewportOf(width)).toBeUndefined();
    for (const width of [0, 432, 433, 768, 1024]) expect(domain.matchesViewport('tablet', width)).toBe(false);
    expect(domain.matchesViewport('mobile', 432)).toBe(true);
    expect(domain.matchesViewport('desktop', 432)).toBe(false);
    expect(domain.matchesViewport('watch', 100)).toBe(false);
    expect(domain.VIEWPORT_MEDIA_QUERIES).toEqual({ mobile: '(max-width: 432px)', desktop: '(min-width: 433px)' });
  });
});

describe('spec §9 constants', () => {
  it('error reporting, cookies and performance', () => {
    expect(domain.ERROR_REPORTING).toEqual({
      maxBatchesPerPage: 20,
      maxQueuedEvents: 10,
      maxStackLength: 5000,
      sendDelayMs: 1000,
    });
    const day = 24 * 60 * 60 * 1000;
    expect(domain.TRACKING_COOKIES.visitRecord.maxAgeMs).toBe(2 * 365 * day);
    expect(domain.TRACKING_COOKIES.visitTime.maxAgeMs).toBe(30 * 60 * 1000);
    expect(domain.TRACKING_COOKIES.visitorId.maxAgeMs).toBe(390 * day);
    expect(domain.PERFORMANCE).toMatchObject({ flushAfterLoadMs: 30_000, pageSpeedWindowMs: 60_000 });
  });

  it('buttons, pill cart and quantity', () => {
    expect(domain.BUTTON_TIMINGS).toMatchObject({ addedAfterMs: 1000, addedForMs: 2000 });
    expect(domain.PILL_CART_CAP).toBe(100);
    expect(domain.QUANTITY_LIMITS).toMatchObject({ min: 1, max: 9999 });
    expect(domain.BUTTON_HIT_TIMEOUT_MS).toBe(2500);
  });

  it('money', () => {
    expect(domain.MONEY_LIMITS).toEqual({
      maxIntegerPlaces: 15,
      digitOptionMin: 0,
      digitOptionMax: 50,
      percentMinFractionDigits: 2,
      percentMaxFractionDigits: 3,
      centsPerUnit: 100,
      groupingSeparator: ',',
      decimalSeparator: '.',
    });
    expect(domain.DEFAULT_CURRENCY).toBe('USD');
  });

  it('time zone, nesting, format cache, alt text, images and relative time', () => {
    expect(domain.DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect(domain.PARTIAL_NESTING_MAX).toBe(16);
    expect(domain.FORMAT_CACHE_SIZE).toBe(100);
    expect(domain.ALT_TEXT_CUT).toBe(1000);
    expect(domain.IMAGE_SIZE_LADDER).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
    expect(domain.THUMBNAIL_THRESHOLDS).toEqual([100, 300, 500, 750, 1000]);
    expect(domain.RELATIVE_TIME).toEqual({ daysPerMonth: 30, daysPerYear: 365 });
    expect(domain.ISO_WEEK_RULE).toEqual({ firstDay: 1, minimalDays: 4 });
    expect(domain.DAYLIGHT_RULE_MARGIN_DAYS).toBe(1);
  });

  it('colour rules', () => {
    expect(domain.COLOUR_RULES).toEqual({ maxColour: 16777215, brightnessScale: 256, darkBrightnessRatio: 0.65 });
    expect(domain.isLightColour(0xffffff)).toBe(true);
    expect(domain.isLightColour(0x7fffff)).toBe(false);
    expect(domain.isLightColour(0x800000)).toBe(true);
    expect(domain.isLightColour(NaN)).toBe(false);
  });

  it('captcha widget', () => {
    expect(domain.CAPTCHA_WIDGET).toEqual({ compactBelowWidth: 320, theme: 'light' });
    expect(domain.captchaWidgetSize(319)).toBe('compact');
    expect(domain.captchaWidgetSize(320)).toBe('normal');
  });

  it('byte sizes, Bytes to YB at base 1024, and 1000000 bytes per MB', () => {
    expect(domain.BYTE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(domain.BYTES_BASE).toBe(1024);
    expect(domain.BYTES_PER_MB).toBe(1_000_000);
    expect(domain.megabytesToBytes(2)).toBe(2_000_000);
    expect(domain.formatBytes(0)).toBe('0 Bytes');
    expect(domain.formatBytes(1023)).toBe('1023 Bytes');
    expect(domain.formatBytes(1024)).toBe('1 KB');
    expect(domain.formatBytes(1536)).toBe('1.5 KB');
    expect(domain.formatBytes(1024 ** 2 * 3.256, 1)).toBe('3.3 MB');
    expect(domain.formatBytes(1024 ** 8)).toBe('1 YB');
    expect(domain.formatBytes(1024 ** 10)).toBe('1048576 YB');
    for (const bad of [-1, NaN, Infinity, '12', null, undefined, {}]) expect(domain.formatBytes(bad)).toBe('');
    expect(domain.formatBytes(1536, -3)).toBe('1.5 KB');
  });

  it('key codes, mouse, scroll and tween', () => {
    expect(domain.KEY_CODES).toEqual({
      tab: 9,
      enter: 13,
      escape: 27,
      space: 32,
      arrowLeft: 37,
      arrowUp: 38,
      arrowRight: 39,
      arrowDown: 40,
    });
    expect(domain.DEFAULT_MOUSE_POSITION).toEqual({ x: 100, y: 100 });
    expect(domain.SCROLL).toEqual({ defaultOffset: 30, minDurationMs: 50, maxDurationMs: 50, easing: 'easeOutSine' });
    expect(domain.easeOutSine(0)).toBe(0);
    expect(domain.easeOutSine(1)).toBe(1);
    expect(domain.easeOutSine(0.5)).toBeCloseTo(Math.SQRT1_2);
    expect(domain.easeOutSine(NaN)).toBe(0);
    expect(domain.easeOutSine(7)).toBe(1);
    expect(domain.TWEEN_MS).toBe(300);
  });

  it('query parser, editor limits, instalment product types and the test-variant key', () => {
    expect(domain.QUERY_PARSER_MAX_KEYS).toBe(1000);
    expect(domain.EDITOR_LIMITS).toEqual({
      externalPhotoGallery: 20,
      gallerySize: 50,
      blocksPerLayout: 60,
      albumTracks: 60,
      userOrderableCollection: 250,
      productsPerCollection: 200,
      nestedCategories: 10000,
      tagLength: 50,
      categoryLength: 25,
    });
    expect(domain.INSTALMENT_PRODUCT_TYPES).toEqual([domain.PRODUCT_TYPES.physical]);
    expect(domain.testVariantStorageKey('new-cart')).toBe(`${domain.TEST_VARIANT_STORAGE_KEY_PREFIX}new-cart`);
  });

  it("keeps §8's date texts: 'Invalid Date' and 'Invalid date.', and the Julian day range", () => {
    expect(domain.DATE_MESSAGES).toEqual({ invalidDate: 'Invalid Date', invalidDateSentence: 'Invalid date.' });
    expect(String(new Date(Number.NaN))).toBe(domain.DATE_MESSAGES.invalidDate);
    expect(domain.JULIAN_DAY_RANGE).toEqual({ min: 0, max: 4881503 });
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(domain.dateTextOf('2026-11-25T09:00:00Z', format)).toBe('Nov 25, 2026');
    expect(domain.dateTextOf(0, format)).toBe('Jan 1, 1970');
    for (const bad of ['soon', Number.NaN, Infinity, null, undefined, {}, new Date(Number.NaN)])
      expect(domain.dateTextOf(bad, format)).toBe('Invalid Date');
  });
});
