import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './render';

afterEach(() => {
  vi.restoreAllMocks();
});

function capture() {
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const text = (spy: typeof stdout) => spy.mock.calls.map((call) => String(call[0])).join('');
  return { out: () => text(stdout), err: () => text(stderr) };
}

describe('render CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it('prints the output and exits 0 without errors', async () => {
    const io = capture();
    const code = await main([
      '--template',
      file('ok.html', 'Hi {u|apply card}'),
      '--json',
      file('d.json', '{"u":{"n":"<A>"}}'),
      '--partials',
      file('p.json', '{"card":"{n|html}"}'),
    ]);
    expect(code).toBe(0);
    expect(io.out()).toBe('Hi &lt;A&gt;');
    expect(io.err()).toBe('');
  });

  it('prints every error with file:line:column and a code frame, and exits 1', async () => {
    const io = capture();
    const template = file('bad.html', 'a\n {x|apply nope}');
    const code = await main(['--template', template]);
    expect(code).toBe(1);
    expect(io.out()).toBe('a\n ');
    expect(io.err()).toBe(
      `${template}:2:2 engine RuntimeError: Attempt to apply partial 'nope' which could not be found.\n  1| a\n>>2|  {x|apply nope}\n   |  ^\n`,
    );
  });

  it('names an unreadable template, bad JSON or an unknown site in one line, and exits 2', async () => {
    const io = capture();
    expect(await main(['--template', join(dir, 'missing.html')])).toBe(2);
    expect(await main(['--template', file('t.html', '{a}'), '--json', file('broken.json', '{"a":')])).toBe(2);
    expect(await main(['--site', 'no-such-site', '--path', '/'])).toBe(2);
    const lines = io.err().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^render: ENOENT: .*missing\.html'$/);
    expect(lines[1]).toMatch(/^render: .*JSON/);
    expect(lines[2]).toMatch(/^render: No site 'no-such-site' in .*: sites are another, demo$/);
    expect(io.out()).toBe('');
  });

  it('prints usage without a template', async () => {
    const io = capture();
    expect(await main([])).toBe(2);
    expect(io.err()).toContain('Usage: render');
  });
});
