/**
 * axe-core on every page of both demo sites, on a desktop and a phone: no serious or critical
 * violation (issue 13 "axe clean on every page of both demo sites").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/browser-suite';
import { startDemoServer } from './helpers/demo-server';
import { FIXTURE_PAGES } from './helpers/fixture-pages';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const site = browserSuite(startDemoServer);

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
])('axe on every fixture page (%s)', (_name, viewport) => {
  it.each(FIXTURE_PAGES)('%s%s', async (host, path, status) => {
    const url = `http://${host}:${new URL(site.origin).port}${path}`;
    // The page's CSP does not allow the injected axe script; the check is of the page, not the policy.
    const { page } = await site.visit(url, { status, context: { viewport, bypassCSP: true } });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
