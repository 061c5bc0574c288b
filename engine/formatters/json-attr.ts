/**
 * `{value|json|htmlattr}` in one pass: the JSON text with `& < > "` escaped as an attribute
 * value, written while the value is serialised. A store's variants go out this way (a data
 * attribute the product form reads); on the bench's product page, `JSON.stringify` and then
 * escaping its text were a third of the render, most of it the native replace of every `"`
 * in a text full of them. Written while walking, a key or plain string is its text between
 * two `&quot;`, and the page's JSON costs little more than `JSON.stringify` alone.
 *
 * The result is byte for byte `htmlAttr(json(value))` (property-tested): anything the walk
 * does not copy exactly as `JSON.stringify` would (a class instance, `toJSON`, a cycle or a
 * very deep value, a bigint, a string with a character JSON or HTML escapes) goes the
 * two-step way, for that string or for the whole value.
 */
import type { Formatter } from '../types';
import { escapeAttr } from './escape';
import { jsonText } from './json';

/** The two-step result, for what the walk leaves to `JSON.stringify`. */
const twoStep = (value: unknown): string => escapeAttr(jsonText(value));

/** Returned up the walk when the value must go the two-step way as a whole. */
const GIVE_UP = Symbol('give up');
type Walked = string | undefined | typeof GIVE_UP;

/** Deeper than this, the walk gives up: `JSON.stringify` then reports a cycle as it would. */
const MAX_DEPTH = 64;

/** Below this length a character loop checks a string faster than a regex call. */
const SHORT_TEXT = 24;
/** What JSON (`"`, `\`, controls, lone surrogates) or the attribute escape (`& < > "`) would change. */
const ESCAPED = /["\\&<>\u0000-\u001f\ud800-\udfff]/;

function isPlainShort(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 34 || code === 38 || code === 60 || code === 62 || code === 92) return false;
    if (code >= 0xd800 && code <= 0xdfff) return false;
  }
  return true;
}

function quoted(text: string): string {
  const plain = text.length < SHORT_TEXT ? isPlainShort(text) : !ESCAPED.test(text);
  return plain ? `&quot;${text}&quot;` : twoStep(text);
}

/** `&quot;key&quot;:` by key: objects of one list repeat their keys. Bounded, as keys come from data. */
const keyTexts = new Map<string, string>();
const MAX_KEYS = 1024;

function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = `${quoted(key)}:`;
    if (keyTexts.size >= MAX_KEYS) keyTexts.clear();
    keyTexts.set(key, text);
  }
  return text;
}

const OBJECT = Object.prototype;
const ARRAY = Array.prototype;
const hasOwn = Object.prototype.hasOwnProperty;

function walkArray(array: unknown[], depth: number): Walked {
  if (typeof (array as { toJSON?: unknown }).toJSON === 'function') return GIVE_UP;
  let out = '[';
  for (let i = 0; i < array.length; i++) {
    const item = walk(array[i], depth);
    if (item === GIVE_UP) return GIVE_UP;
    out += (i === 0 ? '' : ',') + (item === undefined ? 'null' : item);
  }
  return `${out}]`;
}

function walkObject(object: Record<string, unknown>, depth: number): Walked {
  if (typeof object.toJSON === 'function') return GIVE_UP;
  let out = '{';
  // for…in visits own keys in JSON.stringify's order; inherited ones are skipped.
  for (const key in object) {
    if (!hasOwn.call(object, key)) continue;
    const item = walk(object[key], depth);
    if (item === undefined) continue;
    if (item === GIVE_UP) return GIVE_UP;
    out += (out.length === 1 ? '' : ',') + keyText(key) + item;
  }
  return `${out}}`;
}

/** The escaped JSON of `value`; undefined where JSON.stringify leaves the value out. */
function walk(value: unknown, depth: number): Walked {
  switch (typeof value) {
    case 'string':
      return quoted(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (depth >= MAX_DEPTH) return GIVE_UP;
      const prototype = Object.getPrototypeOf(value);
      if (prototype === ARRAY) return walkArray(value as unknown[], depth + 1);
      if (prototype === OBJECT || prototype === null) return walkObject(value as Record<string, unknown>, depth + 1);
      return GIVE_UP;
    }
    case 'bigint':
      return GIVE_UP;
    default:
      return undefined;
  }
}

/** `htmlattr` of `json`, as the compiler fuses `{…|json|htmlattr}`. */
export const jsonAttr: Formatter = (value) => {
  const text = walk(value, 0);
  // Undefined: a function or symbol, which the two steps print (or fail on) their own way.
  return text === GIVE_UP || text === undefined ? twoStep(value) : text;
};
