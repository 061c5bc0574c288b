/**
 * A few thousand of `npm run fuzz`'s cases (fixed seed): random and mutated templates with
 * random data never throw and always report well-formed errors. The timeout is only a hang
 * guard; nothing here is timed.
 */
import { describe, expect, it } from 'vitest';
import { fuzzCase, malformations, renderFuzzCase } from './fuzz-cases';

const SEED = 7;
const COUNT = 3000;

describe('fuzzed templates', () => {
  it(`render ${COUNT} cases without throwing, with well-formed errors`, () => {
    const problems: string[] = [];
    for (let index = 0; index < COUNT; index++) {
      const test = fuzzCase(SEED, index);
      try {
        for (const problem of malformations(renderFuzzCase(test))) problems.push(`case ${index}: ${problem}`);
      } catch (error) {
        problems.push(`case ${index} threw ${String(error)}: ${JSON.stringify(test.template)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('includes both mutated and generated templates with errors among them', () => {
    const results = Array.from({ length: 200 }, (_, index) => renderFuzzCase(fuzzCase(SEED, index)));
    expect(results.some((result) => result.errors.length > 0)).toBe(true);
    expect(results.some((result) => result.output.length > 0)).toBe(true);
  });
});
