/**
 * Issue 26 point 12 and issue 27 point 3 on the command line: a page printed alone, the files
 * given linted, a not-found page answered with a non-zero exit, and unknown names answered
 * with the nearest known ones.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main as lint } from './lint-templates';
import { main as render } from './render';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'render', ...args], { cwd: process.cwd() }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

function capture() {
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const text = (spy: typeof stdout) => spy.mock.calls.map((call) => String(call[0])).join('');
  return { out: () => text(stdout), err: () => text(stderr) };
}

const dir = mkdtempSync(join(tmpdir(), 'designer-cli-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
};

describe('render --site for a page that is not found', () => {
  it('prints the 404 page and exits 1, saying why on stderr', async () => {
    const { code, stdout, stderr } = await cli('--site', 'demo', '--path', '/nope');
    expect(code).toBe(1);
    expect(stdout).toContain('data-page-type="100"');
    expect(stderr).toBe('render: /nope answered 404 (not found)\n');
  }, 120_000);

  it('writes only the page to --out, nothing else in the file', async () => {
    const out = join(dir, 'page.html');
    const { code, stdout } = await cli('--site', 'demo', '--path', '/', '--out', out);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toMatch(/^<!DOCTYPE html>/i);
  }, 120_000);
});

describe('did you mean, on the command line', () => {
  it('render suggests the nearest formatter, predicate and partial', async () => {
    const io = capture();
    const template = file('t.html', '{a|htm}\n{.if plurl?}x{.end}\n{a|apply crad}');
    expect(await render(['--template', template, '--partials', file('p.json', '{"card":"C"}')])).toBe(1);
    const err = io.err();
    expect(err).toContain(":1:1 parser SyntaxError: Formatter 'htm' is unknown Did you mean 'html'?");
    expect(err).toContain("Predicate 'plurl?' is unknown Did you mean 'plural?'?");
    expect(err).toContain(
      "RuntimeError: Attempt to apply partial 'crad' which could not be found. Did you mean 'card'?",
    );
  });
});

describe('lint:templates with files', () => {
  it('lints only the files given, with suggestions for unknown names', async () => {
    const io = capture();
    const root = join(dir, 'site');
    file('site/templates/partials/product-card.html', 'card');
    const page = file('site/templates/pages/a.html', '{.macro row}r{.end}\n{x|apply product-crad}{x|apply row}{x|htm}');
    file('site/templates/pages/b.html', '{.end}');
    expect(await lint(['--root', root, page])).toBe(1);
    const err = io.err();
    expect(err).toContain(
      "templates/pages/a.html:2:36 parser SyntaxError: Formatter 'htm' is unknown Did you mean 'html'?",
    );
    expect(err).toContain(
      "templates/pages/a.html:2:1 lint Partial or macro 'product-crad' is defined nowhere: the render prints nothing for it Did you mean 'product-card'?",
    );
    expect(err).not.toContain('pages/b.html');
    expect(err).toContain('1 templates: 1 errors, 1 warnings');
  });

  it('lints every template in a folder given', async () => {
    const io = capture();
    expect(await lint([join(dir, 'site', 'templates', 'pages')])).toBe(1);
    expect(io.err()).toContain('2 templates: 2 errors, 1 warnings');
  });

  it('names a file that does not exist and exits 2', async () => {
    const io = capture();
    expect(await lint([join(dir, 'missing.html')])).toBe(2);
    expect(io.err()).toMatch(/missing\.html: no such file or folder/);
  });
});
