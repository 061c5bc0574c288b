/**
 * Both-way lookups over the enumeration tables: a name gives its code and a code its name.
 * Unknown input (a name or code not in the table, another type, `__proto__`) is answered with
 * `undefined` by the plain readers and with an `UnknownEnumValueError` naming the table and the
 * value by the `require…` readers; nothing here throws anything else.
 *
 * @example
 *   const roles = enumLookup('website role', WEBSITE_ROLES);
 *   roles.codeOf('viewer'); // 10
 *   roles.nameOf(10); // 'viewer'
 *   roles.nameOf(5); // undefined
 *   roles.requireName(5); // throws UnknownEnumValueError: Unknown website role code: 5
 *
 * @module
 */

/** An unknown name or code asked of a `require…` reader. */
export class UnknownEnumValueError extends Error {
  override readonly name = 'UnknownEnumValueError';
  constructor(
    /** The table's label, e.g. 'website role'. */
    readonly table: string,
    readonly kind: 'name' | 'code',
    readonly value: unknown,
  ) {
    super(`Unknown ${table} ${kind}: ${describe(value)}`);
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 60 ? `${value.slice(0, 60)}…` : value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    return String(value);
  return typeof value;
}

export interface EnumLookup<N extends string, C extends string | number> {
  /** What the table numbers, for messages ('feature', 'block type'). */
  readonly label: string;
  readonly names: readonly N[];
  readonly codes: readonly C[];
  codeOf(name: unknown): C | undefined;
  /** A number table also reads a whole-number string ("12"), as query strings carry codes. */
  nameOf(code: unknown): N | undefined;
  hasName(name: unknown): name is N;
  hasCode(code: unknown): code is C;
  requireCode(name: unknown): C;
  requireName(code: unknown): N;
}

const WHOLE = /^-?(0|[1-9]\d{0,15})$/;

/** Builds the lookups of a `{ name: code }` table. Names and codes must be unique. */
export function enumLookup<const T extends Record<string, string | number>>(
  label: string,
  table: T,
): EnumLookup<Extract<keyof T, string>, T[keyof T]> {
  type N = Extract<keyof T, string>;
  type C = T[keyof T];
  const byName = new Map<string, C>();
  const byCode = new Map<string | number, N>();
  for (const [name, code] of Object.entries(table) as [N, C][]) {
    if (byCode.has(code)) throw new Error(`The ${label} table numbers two names ${String(code)}.`);
    byName.set(name, code);
    byCode.set(code, name);
  }
  const numeric = [...byCode.keys()].every((code) => typeof code === 'number');
  const codeKey = (code: unknown): string | number | undefined => {
    if (typeof code === 'number') return Number.isFinite(code) ? code : undefined;
    if (typeof code !== 'string') return undefined;
    return numeric ? (WHOLE.test(code) ? Number(code) : undefined) : code;
  };
  const lookup: EnumLookup<N, C> = {
    label,
    names: Object.freeze([...byName.keys()] as N[]),
    codes: Object.freeze([...byCode.keys()] as C[]),
    codeOf: (name) => (typeof name === 'string' ? byName.get(name) : undefined),
    nameOf: (code) => {
      const key = codeKey(code);
      return key === undefined ? undefined : byCode.get(key);
    },
    hasName: (name): name is N => typeof name === 'string' && byName.has(name),
    hasCode: (code): code is C => (typeof code === 'number' || typeof code === 'string') && byCode.has(code),
    requireCode(name) {
      const code = lookup.codeOf(name);
      if (code === undefined) throw new UnknownEnumValueError(label, 'name', name);
      return code;
    },
    requireName(code) {
      const name = lookup.nameOf(code);
      if (name === undefined) throw new UnknownEnumValueError(label, 'code', code);
      return name;
    },
  };
  return Object.freeze(lookup);
}

export interface ListLookup<V extends string> {
  readonly label: string;
  readonly values: readonly V[];
  has(value: unknown): value is V;
  /** The value's position in the spec's order, or undefined. */
  indexOf(value: unknown): number | undefined;
  /** The value at a position, or undefined. */
  at(index: unknown): V | undefined;
  require(value: unknown): V;
}

/** Lookups over a list of names the data spells as they are (promoted block types, cohorts). */
export function listLookup<const V extends string>(label: string, values: readonly V[]): ListLookup<V> {
  const positions = new Map<string, number>(values.map((value, index) => [value, index]));
  const lookup: ListLookup<V> = {
    label,
    values,
    has: (value): value is V => typeof value === 'string' && positions.has(value),
    indexOf: (value) => (typeof value === 'string' ? positions.get(value) : undefined),
    at: (index) =>
      typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < values.length
        ? values[index]
        : undefined,
    require(value) {
      if (!lookup.has(value)) throw new UnknownEnumValueError(label, 'name', value);
      return value;
    },
  };
  return Object.freeze(lookup);
}
