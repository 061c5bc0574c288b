/**
 * Templates and data generated from the grammar (fast-check, fixed seed): our engine and the
 * reference engine must agree on output and error messages. `npm run fuzz` runs many more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataArbitrary, templateArbitrary } from './arbitraries';
import { compareEngines } from './harness';

describe('generated templates against the reference engine', () => {
  it('agree on output and errors', () => {
    fc.assert(
      fc.property(templateArbitrary(), dataArbitrary, (template, data) => {
        const { ours, oursDefault, theirs } = compareEngines({ template, data });
        expect(ours).toEqual(theirs);
        expect(oursDefault).toEqual(ours);
      }),
      { seed: 20_261_121, numRuns: 400 },
    );
  });
});
