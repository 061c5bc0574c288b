/**
 * The upstream i18n conformance cases (cases/, see cases.ts): every case matches the upstream
 * output, or is listed in known-mismatches.ts with the known-differences.md entry that says
 * why, and at least MINIMUM_PASSING of them match, so the count never drops.
 */
import { describe, expect, it } from 'vitest';
import { readKnownDifferences } from '../differential/known-differences';
import { readCases } from './cases';
import { KNOWN_MISMATCHES, MINIMUM_PASSING } from './known-mismatches';
import { runCase } from './run-case';

const cases = readCases();
const results = cases.map(runCase);
const known = readKnownDifferences();

describe('upstream i18n conformance', () => {
  for (const result of results) {
    const reason = KNOWN_MISMATCHES[result.name];
    if (reason === undefined) {
      it(`${result.name} matches`, () => expect(result.actual).toBe(result.expected));
    } else {
      it(`${result.name} differs as known-differences.md "${reason}" says`, () => {
        expect(known.has(reason), `known-differences.md has no entry ${reason}`).toBe(true);
        expect(result.actual, `stale: ${result.name} now matches; remove it from known-mismatches.ts`).not.toBe(
          result.expected,
        );
      });
    }
  }

  it(`at least ${MINIMUM_PASSING} of the cases match`, () => {
    const passing = results.filter((result) => result.passed).length;
    expect(passing).toBeGreaterThanOrEqual(MINIMUM_PASSING);
    expect(passing + Object.keys(KNOWN_MISMATCHES).length).toBe(cases.length);
  });

  it('lists only cases that exist', () => {
    const names = new Set(cases.map((test) => test.name));
    expect(Object.keys(KNOWN_MISMATCHES).filter((name) => !names.has(name))).toEqual([]);
  });
});
