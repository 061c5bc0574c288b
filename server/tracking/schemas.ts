/**
 * The bodies of the tracking calls (spec §3 "Tracking hit", §7), checked with valibot. Every
 * text is bounded and refused when it holds a NUL or a lone surrogate; every number is finite
 * and within the range its column keeps.
 */
import * as v from 'valibot';
import { VIEW_EVENT_TYPES } from '../../domain';
import { isSafeText as storable, jsonTextField, safeString } from '../http';

/** Text a column can keep: at most `max` characters, no NUL, no lone surrogate. */
export const text = (max: number, field: string) =>
  v.pipe(safeString(`${field} must be text.`), v.maxLength(max, `${field} must be at most ${max} characters.`));

const optionalText = (max: number, field: string) => v.optional(v.nullable(text(max, field)));

/** A whole number in 0..max, given as a number or as digits (form posts send text). */
const count = (max: number, field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.union(
          [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))],
          `${field} must be a whole number.`,
        ),
        v.number(),
        v.integer(`${field} must be a whole number.`),
        v.minValue(0, `${field} must be 0 or more.`),
        v.maxValue(max, `${field} must be at most ${max}.`),
      ),
    ),
  );

const id = (field: string) => optionalText(100, field);

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * JSON text of an object, at most `max` characters, parsed by the shared JSON-text rules;
 * analytics data is flat, so 8 levels are plenty.
 */
export const jsonObjectText = (max: number, field: string) =>
  jsonTextField(isJsonObject, `${field} must be JSON text of an object.`, `${field} must be text.`, {
    maxLength: max,
    maxDepth: 8,
  });

const VIEW_EVENTS = new Set<number>(Object.values(VIEW_EVENT_TYPES));

/** `data` of a RecordHit (spec §3 "Tracking hit"), plus the page type and visit we add. */
export const HitData = v.object({
  userAgent: optionalText(512, 'userAgent'),
  clientDate: v.optional(
    v.nullable(
      v.union([v.pipe(v.number(), v.finite(), v.safeInteger()), text(40, 'clientDate')], 'clientDate must be a date.'),
    ),
  ),
  viewportInnerWidth: count(100_000, 'viewportInnerWidth'),
  viewportInnerHeight: count(100_000, 'viewportInnerHeight'),
  screenWidth: count(100_000, 'screenWidth'),
  screenHeight: count(100_000, 'screenHeight'),
  websiteId: id('websiteId'),
  templateId: id('templateId'),
  website_locale: optionalText(20, 'website_locale'),
  url: text(2048, 'url'),
  title: optionalText(512, 'title'),
  itemId: id('itemId'),
  recordType: count(1000, 'recordType'),
  collectionId: id('collectionId'),
  pageType: count(1000, 'pageType'),
  visitId: optionalText(32, 'visitId'),
  newVisit: v.optional(v.nullable(v.boolean('newVisit must be true or false.'))),
});

export const RecordHitBody = v.object({
  event: v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))],
      'event must be a view event type.',
    ),
    v.number(),
    v.check((n) => VIEW_EVENTS.has(n), `event must be one of ${[...VIEW_EVENTS].join(', ')}.`),
  ),
  data: v.pipe(jsonObjectText(8000, 'data'), HitData),
  ss_cvr: optionalText(100, 'ss_cvr'),
});

/** Page fields every button, overlay and form-render hit carries (spec §3, §7). */
const pageFields = {
  visitorCookie: optionalText(100, 'visitorCookie'),
  url: text(2048, 'url'),
  title: optionalText(512, 'title'),
  pageId: id('pageId'),
  collectionId: id('collectionId'),
  itemId: id('itemId'),
};

export const ButtonHitBody = v.object({
  ...pageFields,
  buttonId: optionalText(200, 'buttonId'),
  label: optionalText(200, 'label'),
  href: optionalText(2048, 'href'),
});
export const OverlayHitBody = v.object({
  ...pageFields,
  overlayId: optionalText(200, 'overlayId'),
  action: optionalText(40, 'action'),
});
export const FormRenderBody = v.object({ ...pageFields, formId: text(100, 'formId') });

export const RecordEventBody = v.object({
  event: v.pipe(text(100, 'event'), v.minLength(1, 'event is required.')),
  data: v.optional(v.nullable(jsonObjectText(8000, 'data'))),
});

/** One client error of RecordJavascriptErrors (spec §7). */
export const JavascriptError = v.object({
  event: v.pipe(text(100, 'event'), v.minLength(1, 'event is required.')),
  data: v.pipe(
    v.record(
      v.string(),
      v.union([v.string(), v.number(), v.boolean(), v.null()]),
      'data must be an object of plain values.',
    ),
    v.check((d) => Object.keys(d).length <= 20, 'data may have at most 20 fields.'),
    v.check(
      (d) => Object.values(d).every((x) => typeof x !== 'string' || (x.length <= 5000 && storable(x))),
      'data values must be text of at most 5000 characters.',
    ),
    v.check(
      (d) => Object.values(d).every((x) => typeof x !== 'number' || Number.isFinite(x)),
      'data numbers must be finite.',
    ),
  ),
  timestamp: v.pipe(
    v.number('timestamp must be a number.'),
    v.safeInteger('timestamp must be a whole number of milliseconds.'),
    v.minValue(0, 'timestamp must be 0 or more.'),
  ),
});

export const JavascriptErrorsBody = v.pipe(
  v.array(JavascriptError, 'The body must be a list of errors.'),
  v.maxLength(10, 'At most 10 errors a batch.'),
);

export const EventServiceBody = v.object({
  eventContent: jsonObjectText(16_000, 'eventContent'),
  eventSchemaName: v.pipe(text(100, 'eventSchemaName'), v.regex(/^[\w.-]+$/, 'eventSchemaName must be a schema name.')),
});

const PERFORMANCE_TYPES = ['page-speed', 'user-timing', 'image-timing'] as const;

export const PerformanceRecord = v.object({
  type: v.picklist(PERFORMANCE_TYPES, `type must be one of ${PERFORMANCE_TYPES.join(', ')}.`),
  pageLoadId: v.pipe(text(36, 'pageLoadId'), v.uuid('pageLoadId must be the id the settings call gave.')),
  name: v.pipe(text(200, 'name'), v.minLength(1, 'name is required.')),
  value: v.optional(
    v.nullable(
      v.pipe(
        v.number('value must be a number.'),
        v.finite('value must be finite.'),
        v.minValue(-1e12),
        v.maxValue(1e12),
      ),
    ),
  ),
  url: optionalText(2048, 'url'),
});

export const PerformanceRecordsBody = v.pipe(
  v.array(PerformanceRecord, 'The body must be a list of records.'),
  v.maxLength(200, 'At most 200 records a call.'),
);
