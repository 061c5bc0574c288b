/**
 * Every example of the language reference, rendered by our engine and by the reference
 * engine. Our output must be the doc's (when it gives one) and the reference's, unless the
 * case names an entry of known-differences.md, in which case the engines must really differ.
 */
import { describe, expect, it } from 'vitest';
import { expressionCases } from './cases-expressions';
import { formatterCases } from './cases-formatters';
import { languageCases } from './cases-language';
import { compareEngines } from './harness';
import { readKnownDifferences } from './known-differences';
import { KNOWN_MISMATCHES } from '../i18n-conformance/known-mismatches';
import type { DocCase } from './types';

const known = readKnownDifferences();
const allCases: DocCase[] = [...languageCases, ...expressionCases, ...formatterCases];

function label(test: DocCase): string {
  return `${test.section} ${JSON.stringify(test.template)}${test.known ? ` [${test.known}]` : ''}`;
}

describe('examples of the language reference against the reference engine', () => {
  for (const test of allCases) {
    it(label(test), () => {
      const { ours, oursDefault, theirs, same } = compareEngines(test);
      expect(oursDefault, 'no locale option renders as en-US').toEqual(ours);
      if (test.output !== undefined) expect(ours.output).toBe(test.output);
      const entry = test.known ? known.get(test.known) : undefined;
      if (test.known) expect(entry, `known-differences.md has no entry ${test.known}`).toBeDefined();
      if (!entry || entry.normalised) {
        expect(ours).toEqual(theirs);
      } else if (entry.errorsOnly) {
        expect(ours.output).toBe(theirs.output);
        expect(ours.errors, `stale entry ${entry.id}: the engines now agree`).not.toEqual(theirs.errors);
      } else {
        expect(same, `stale entry ${entry.id}: the engines now agree`).toBe(false);
      }
    });
  }
});

describe('known-differences.md', () => {
  it('has an example case for every entry (here, or an upstream i18n case)', () => {
    const used = new Set([...allCases.map((test) => test.known), ...Object.values(KNOWN_MISMATCHES)]);
    const unused = [...known.keys()].filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });

  it('gives each entry an example and a reason', () => {
    for (const entry of known.values()) {
      expect(entry.body, entry.id).toMatch(/Example:/);
      expect(entry.body, entry.id).toMatch(/Reason:/);
    }
  });
});
