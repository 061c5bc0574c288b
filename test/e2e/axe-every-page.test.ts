import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { browserSuite } from './helpers/browser-suite';
import { startDemoServer } from './helpers/demo-server';
import { FIXTURE_PAGES } from './helpers/fixture-pages';

const site = browserSuite(startDemoServer);

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
