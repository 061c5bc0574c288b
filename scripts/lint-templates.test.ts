import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lintSource, main } from './lint-templates';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lintSource', () => {
  it('warns about unescaped variables inside attribute values only', () => {
    const source =
      '<a href="{url}" title=\'{t|htmlattr}\' data-i="{@index}">{name}</a>\n<img alt="x {alt|safe}" srcset="{img|image-srcset}">';
    const { errors, warnings } = lintSource(source);
    expect(errors).toEqual([]);
    expect(warnings.map((w) => [w.line, w.column, w.message.split(' ')[1]])).toEqual([
      [1, 10, '{url}'],
      [2, 13, '{alt|safe}'],
    ]);
  });

  it('ignores instructions and comments inside attribute values', () => {
    expect(lintSource('<li class="a{.if x} b{.end}{# note}">').warnings).toEqual([]);
  });

  it('reports compile errors', () => {
    expect(lintSource('{.end}').errors.map((e) => e.message)).toEqual([
      'SyntaxError: Instruction END not allowed at root',
    ]);
  });
});

describe('main', () => {
  it('exits 1 on compile errors, 0 with warnings only', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const root = mkdtempSync(join(tmpdir(), 'lint-'));
    mkdirSync(join(root, 'templates'));
    mkdirSync(join(root, 'fixtures', 'sites', 'demo', 'templates'), { recursive: true });
    writeFileSync(join(root, 'templates', 'a.html'), '<a href="{url}">x</a>');
    expect(await main(['--root', root])).toBe(0);
    writeFileSync(join(root, 'fixtures', 'sites', 'demo', 'templates', 'b.html'), 'x\n{a|nope}');
    expect(await main(['--root', root])).toBe(1);
    const printed = stderr.mock.calls.map((call) => String(call[0])).join('');
    expect(printed).toContain('templates/a.html:1:10 lint Variable {url}');
    expect(printed).toContain(
      "fixtures/sites/demo/templates/b.html:2:1 parser SyntaxError: Formatter 'nope' is unknown\n  1| x\n>>2| {a|nope}\n   | ^",
    );
    expect(printed).toContain('2 templates: 1 errors, 1 warnings');
  });
});
