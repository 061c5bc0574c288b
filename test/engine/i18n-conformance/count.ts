/**
 * Prints how many upstream i18n cases our engine and the reference engine match, and the
 * cases ours does not, with the reason (`npm run conformance:i18n`).
 */
import { readCases } from './cases';
import { KNOWN_MISMATCHES } from './known-mismatches';
import { runCase } from './run-case';
import { runReferenceCase } from './run-reference';

const cases = readCases();
const ours = cases.map(runCase);
const reference = cases.map(runReferenceCase);
for (const result of ours.filter((r) => !r.passed))
  console.log(`differs: ${result.name} (${KNOWN_MISMATCHES[result.name] ?? 'not listed in known-mismatches.ts'})`);
const count = (results: { passed: boolean }[]) => results.filter((r) => r.passed).length;
console.log(`reference engine: ${count(reference)} of ${cases.length} upstream i18n cases match`);
console.log(`our engine:       ${count(ours)} of ${cases.length} upstream i18n cases match`);
