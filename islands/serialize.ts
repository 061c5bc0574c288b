/**
 * Island props on the wire. JSON plus tagged values for what JSON loses:
 *
 * - `Date`, `Map`, `Set`, `URL` and `BigInt`;
 * - `undefined` (kept in arrays and objects) and non-finite numbers (`NaN`, `±Infinity`, `-0`);
 * - plain objects that happen to own the tag key, so the decoder never mistakes them for a tag.
 *
 * A tagged value is `{ "$t": TYPE, "v": PAYLOAD }`. Shared references are copied; cycles,
 * functions, symbols and class instances are rejected with an error naming the island.
 *
 * @module
 */

const TAG = '$t';

type Tagged = { [TAG]: string; v?: unknown };

/** Props that cannot be sent to the browser. */
export class IslandPropsError extends Error {
  override name = 'IslandPropsError';
}

/**
 * Encodes `props` of island `island` into a JSON-safe value. Throws `IslandPropsError`.
 * Props that are JSON already (the usual case) come back as they are, without a copy.
 */
export function encodeProps(island: string, props: unknown): unknown {
  return isPlainJson(props, 0) ? props : encodeTagged(island, props);
}

/** Below this depth a value is checked without tracking ancestors; deeper ones (cycles among them) take the full encoder. */
const PLAIN_DEPTH = 64;

/** True when JSON carries `value` unchanged: nothing to tag and nothing to reject. */
function isPlainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (depth === PLAIN_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isPlainJson(value[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if ((proto !== Object.prototype && proto !== null) || Object.hasOwn(value, TAG)) return false;
  for (const key in value) {
    if (Object.hasOwn(value, key) && !isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

function encodeTagged(island: string, props: unknown): unknown {
  const ancestors = new Set<object>();

  const fail = (path: string, why: string): never => {
    throw new IslandPropsError(`Cannot send the props of island "${island}" to the browser: ${path} ${why}.`);
  };

  const encode = (value: unknown, path: string): unknown => {
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value;
      case 'number':
        if (Object.is(value, -0)) return tag('Number', '-0');
        return Number.isFinite(value) ? value : tag('Number', String(value));
      case 'bigint':
        return tag('BigInt', value.toString());
      case 'undefined':
        return tag('undefined');
      case 'function':
      case 'symbol':
        return fail(path, `is a ${typeof value}`);
    }
    if (value === null) return null;
    const object = value as object;
    if (ancestors.has(object)) return fail(path, 'refers back to itself (a cycle)');
    ancestors.add(object);
    try {
      return encodeObject(object, path);
    } finally {
      ancestors.delete(object);
    }
  };

  const encodeObject = (object: object, path: string): unknown => {
    if (Array.isArray(object)) return object.map((item, i) => encode(item, `${path}[${i}]`));
    if (object instanceof Date) return tag('Date', Number.isNaN(object.getTime()) ? null : object.toISOString());
    if (object instanceof URL) return tag('URL', object.href);
    if (object instanceof Map) {
      return tag(
        'Map',
        [...object].map(([k, v], i) => [encode(k, `${path}<key ${i}>`), encode(v, `${path}<value ${i}>`)]),
      );
    }
    if (object instanceof Set)
      return tag(
        'Set',
        [...object].map((item, i) => encode(item, `${path}<item ${i}>`)),
      );
    const proto = Object.getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null) {
      return fail(path, `is a ${proto?.constructor?.name ?? 'class instance'}, which has no wire form`);
    }
    const out = Object.fromEntries(Object.entries(object).map(([key, item]) => [key, encode(item, `${path}.${key}`)]));
    return TAG in out ? tag('Object', out) : out;
  };

  return encode(props, 'props');
}

/** Rebuilds the value `encodeProps` encoded. */
export function decodeProps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeProps);
  if (value === null || typeof value !== 'object') return value;
  if (TAG in value) return decodeTagged(value as Tagged);
  return decodeEntries(value as Record<string, unknown>);
}

function decodeTagged({ [TAG]: type, v }: Tagged): unknown {
  switch (type) {
    case 'undefined':
      return undefined;
    case 'Number':
      return Number(v);
    case 'BigInt':
      return BigInt(v as string);
    case 'Date':
      return new Date(v === null ? Number.NaN : (v as string));
    case 'URL':
      return new URL(v as string);
    case 'Map':
      return new Map((v as [unknown, unknown][]).map(([k, item]) => [decodeProps(k), decodeProps(item)]));
    case 'Set':
      return new Set((v as unknown[]).map(decodeProps));
    case 'Object':
      return decodeEntries(v as Record<string, unknown>);
    default:
      throw new IslandPropsError(`Unknown tag "${type}" in island props.`);
  }
}

// fromEntries defines own properties, so a `__proto__` key stays data and never a prototype.
function decodeEntries(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, decodeProps(item)]));
}

function tag(type: string, v?: unknown): Tagged {
  return v === undefined ? { [TAG]: type } : { [TAG]: type, v };
}
