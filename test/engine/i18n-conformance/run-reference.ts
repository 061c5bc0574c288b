/**
 * Renders a conformance case with the reference engine (@squarespace/template-engine and
 * @phensley/cldr's pack for the case's locale), so the count can be compared with it.
 * Used by the count script only; we run the reference, never read its source.
 */
import { compiler, framework } from '../differential/reference';
import type { ConformanceCase } from './cases';
import { type CaseResult, normaliseOutput } from './run-case';

export function runReferenceCase(test: ConformanceCase): CaseResult {
  let output: string;
  try {
    const { code } = compiler.parse(test.template);
    const { ctx } = compiler.execute({ code, json: test.data, cldr: framework.get(test.locale), now: test.now });
    output = ctx.render();
  } catch (error) {
    output = `(reference threw: ${(error as Error).message})`;
  }
  const expected = normaliseOutput(test.output);
  const actual = normaliseOutput(output);
  return { name: test.name, passed: actual === expected, expected, actual };
}
