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
    const code = await main(['--template', file('ok.html', 'Hi {u|apply card}'), '--json', file('d.json', '{"u":{"n":"<A>"}}'), '--partials', file('p.json', '{"card":"{n|html}"}')]);
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
    expect(io.err()).toBe(`${template}:2:2 engine RuntimeError: Attempt to apply partial 'nope' which could not be found.\n  1| a\n>>2|  {x|apply nope}\n   |  ^\n`);
  });

  it('prints usage without a template', async () => {
    const io = capture();
    expect(await main([])).toBe(2);
    expect(io.err()).toContain('Usage: render');
  });
});
