/**
 * `npm run render -- --site <id> --path <path>` as a designer runs it: a real child process,
 * its stdout compared with what the server renders for the same page.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../server';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'render', ...args], { cwd: process.cwd() });

describe('render CLI for a site page', () => {
  it('prints the page the server renders, with no template errors', async () => {
    const { stdout, stderr } = await cli('--site', 'demo', '--path', '/shop/canvas-field-jacket');
    expect(stderr).toBe('');
    expect(stdout).toContain('<title>Canvas Field Jacket — Northwind Supply Co.</title>');
    const page = await renderSitePage({
      site: 'demo',
      path: '/shop/canvas-field-jacket',
      log: { info() {}, warn() {}, error() {} },
    });
    expect(page.errors).toEqual([]);
    // Both renders read the same fixtures and templates; only the per-process crumb differs.
    const withoutCrumb = (html: string) =>
      html.replace(/name="crumb" value="[^"]*"/g, 'name="crumb" value=""').replace(/"crumb":"[^"]*"/g, '"crumb":""');
    expect(withoutCrumb(stdout.trimEnd())).toBe(withoutCrumb(page.html.trimEnd()));
  });

  it('renders the not-found page for an unknown path, and exits 1 (issue 26.12)', async () => {
    const failed = await cli('--site', 'demo', '--path', '/no-such-page').then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('data-page-type="100"');
  });
});
