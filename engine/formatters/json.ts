/** JSON output: `json`, `json-pretty`, `raw`. */
import type { Formatter } from '../types';

// `</` is escaped so the text can sit inside a <script> element without closing it.
const scriptSafe = (json: string): string => json.replace(/<\//g, '<\\/');

/** The `json` formatter's text (also the fallback of json-attr.ts). */
export const jsonText = (value: unknown): string => (value === undefined ? '' : scriptSafe(JSON.stringify(value)));

export const json: Formatter = (value) => jsonText(value);

export const jsonPretty: Formatter = (value) => (value === undefined ? '' : scriptSafe(JSON.stringify(value, null, 2)));

/** Unescaped JSON text; a missing value is `null`. */
export const raw: Formatter = (value) => JSON.stringify(value === undefined ? null : value);

export const jsonFormatters: Record<string, Formatter> = {
  json,
  'json-pretty': jsonPretty,
  raw,
};
