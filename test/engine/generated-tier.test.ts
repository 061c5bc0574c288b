/**
 * The engine's two tiers on the fuzz cases (fuzz-cases.ts: mutated site templates, random
 * templates, random data and partials): a compiled template's first render runs closures and,
 * after HOT_USES more, generated code (engine/compiler/generate.ts). Both must print the same
 * text and report the same errors.
 */
import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../../engine';
import { HOT_USES } from '../../engine/compiler/compile-unit';
import { fuzzCase } from './fuzz-cases';

const SEED = 11;
const COUNT = 200;

describe('generated code on fuzzed templates', () => {
  it(`renders ${COUNT} cases as the closures do`, () => {
    const differences: string[] = [];
    for (let index = 0; index < COUNT; index++) {
      const test = fuzzCase(SEED, index);
      const options = { partials: test.partials, now: 1_700_000_000_000, locale: 'en-US' };
      const template = compileTemplate(test.template);
      const cold = template.render(test.data, options);
      let hot = cold;
      for (let use = 0; use <= HOT_USES + 1; use++) hot = template.render(test.data, options);
      try {
        expect(hot).toEqual(cold);
      } catch {
        differences.push(`case ${index}: ${JSON.stringify(test.template).slice(0, 300)}`);
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);
});
