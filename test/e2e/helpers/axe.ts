/**
 * axe-core's serious and critical findings on a page, one line each (`rule: targets`); a test
 * expects none. axe is evaluated through the debugger protocol, which the page's CSP does not
 * govern, so the check is of the page and never of the policy.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  // Only violations are read, so only they are gathered node by node (axe's resultTypes):
  // every rule still runs and every violation is still listed in full, while passes and
  // rules that do not apply stop at their first node instead of listing the whole page.
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
