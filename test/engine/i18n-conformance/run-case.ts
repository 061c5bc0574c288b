/**
 * Renders one conformance case with our engine and compares it with the upstream output.
 * Differences of form only are removed first (as the upstream harnesses do): the space
 * characters CLDR versions disagree on (U+00A0, U+2009, U+202F) become spaces, trailing
 * spaces of each line are dropped, and the whole text is trimmed (the upstream harnesses trim).
 */
import { renderTemplate } from '../../../engine';
import type { ConformanceCase } from './cases';

export interface CaseResult {
  name: string;
  passed: boolean;
  expected: string;
  actual: string;
}

export function normaliseOutput(text: string): string {
  return text
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

export function runCase(test: ConformanceCase): CaseResult {
  const { output } = renderTemplate(test.template, test.data, {
    locale: test.locale,
    ...(test.now === undefined ? {} : { now: test.now }),
  });
  const expected = normaliseOutput(test.output);
  const actual = normaliseOutput(output);
  return { name: test.name, passed: actual === expected, expected, actual };
}
