import { describe, expect, it } from 'vitest';
import * as enums from './index';
import { UnknownEnumValueError, enumLookup, listLookup, type EnumLookup, type ListLookup } from './lookup';

const isEnumLookup = (value: unknown): value is EnumLookup<string, string | number> =>
  typeof value === 'object' && value !== null && 'codeOf' in value && 'nameOf' in value;
const isListLookup = (value: unknown): value is ListLookup<string> =>
  typeof value === 'object' && value !== null && 'values' in value && 'at' in value;

const enumLookups = Object.entries(enums).filter(
  ([name, value]) => name.endsWith('_LOOKUP') && isEnumLookup(value),
) as [string, EnumLookup<string, string | number>][];
const listLookups = Object.entries(enums).filter(
  ([name, value]) => name.endsWith('_LOOKUP') && isListLookup(value),
) as [string, ListLookup<string>][];

const HOSTILE: unknown[] = [
  undefined,
  null,
  '',
  '__proto__',
  'constructor',
  'toString',
  NaN,
  Infinity,
  -Infinity,
  1e308,
  1.5,
  {},
  [],
  [1],
  true,
  '\u0000',
  '\ud800',
  Symbol('x'),
  10n,
];

describe('every enumeration round-trips', () => {
  it('finds the lookups of every group', () => {
    expect(enumLookups.map(([name]) => name).sort()).toEqual(
      [
        'BACKGROUND_SOURCE_LOOKUP',
        'BLOCK_TYPE_LOOKUP',
        'COLLECTION_TYPE_LOOKUP',
        'FEATURE_LOOKUP',
        'FOLDER_BEHAVIOR_LOOKUP',
        'KEY_CODE_LOOKUP',
        'LAYOUT_ID_LOOKUP',
        'PAGE_TYPE_LOOKUP',
        'POPUP_OVERLAY_STORAGE_KEY_LOOKUP',
        'PRODUCT_TYPE_LOOKUP',
        'RECORD_TYPE_LOOKUP',
        'SHARED_COLLECTION_TYPE_LOOKUP',
        'SLICE_TYPE_LOOKUP',
        'TEXT_FILTER_LOOKUP',
        'VIEW_EVENT_TYPE_LOOKUP',
        'WEBSITE_ROLE_LOOKUP',
      ].sort(),
    );
    expect(listLookups.length).toBeGreaterThanOrEqual(12);
  });

  for (const [name, lookup] of enumLookups) {
    it(`${name}: name → code → name and code → name → code, for every entry`, () => {
      expect(lookup.names.length).toBeGreaterThan(0);
      expect(new Set(lookup.codes).size).toBe(lookup.codes.length);
      for (const entryName of lookup.names) {
        const code = lookup.requireCode(entryName);
        expect(lookup.nameOf(code)).toBe(entryName);
        expect(lookup.codeOf(lookup.requireName(code))).toBe(code);
        expect(lookup.hasName(entryName) && lookup.hasCode(code)).toBe(true);
      }
    });

    it(`${name}: answers unknown and hostile values with undefined or UnknownEnumValueError`, () => {
      for (const value of HOSTILE) {
        if (!(typeof value === 'string' && lookup.hasName(value))) expect(lookup.codeOf(value)).toBeUndefined();
        if (!lookup.hasCode(value)) expect(lookup.nameOf(value)).toBeUndefined();
      }
      expect(() => lookup.requireCode('no such name')).toThrow(UnknownEnumValueError);
      expect(() => lookup.requireName(Symbol('x'))).toThrow(`Unknown ${lookup.label} code: symbol`);
      try {
        lookup.requireName(123_456);
      } catch (error) {
        expect(error).toBeInstanceOf(UnknownEnumValueError);
        expect((error as Error).message).toBe(`Unknown ${lookup.label} code: 123456`);
      }
    });
  }

  for (const [name, lookup] of listLookups) {
    it(`${name}: value → position → value, and unknown values refused clearly`, () => {
      expect(new Set(lookup.values).size).toBe(lookup.values.length);
      lookup.values.forEach((value, index) => {
        expect(lookup.indexOf(value)).toBe(index);
        expect(lookup.at(index)).toBe(value);
        expect(lookup.require(value)).toBe(value);
      });
      for (const value of HOSTILE) {
        expect(lookup.has(value)).toBe(false);
        expect(lookup.indexOf(value)).toBeUndefined();
      }
      expect(lookup.at(-1)).toBeUndefined();
      expect(lookup.at(lookup.values.length)).toBeUndefined();
      expect(() => lookup.require('nope')).toThrow(`Unknown ${lookup.label} name: 'nope'`);
    });
  }

  it('reads number codes from whole-number text, as query strings carry them', () => {
    expect(enums.FEATURE_LOOKUP.nameOf('6')).toBe('subscriptions');
    expect(enums.FEATURE_LOOKUP.nameOf('06')).toBeUndefined();
    expect(enums.FEATURE_LOOKUP.nameOf('6.0')).toBeUndefined();
    expect(enums.RECORD_TYPE_LOOKUP.nameOf('-1')).toBe('undefined');
  });

  it('refuses a table that numbers two names alike', () => {
    expect(() => enumLookup('twin', { a: 1, b: 1 })).toThrow('The twin table numbers two names 1.');
    expect(listLookup('empty', []).at(0)).toBeUndefined();
  });

  it('cuts a long unknown name in its message', () => {
    const error = new UnknownEnumValueError('feature', 'name', 'x'.repeat(500));
    expect(error.message.length).toBeLessThan(100);
    expect(error.name).toBe('UnknownEnumValueError');
  });
});
