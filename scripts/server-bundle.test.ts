import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, ensureServerBundle } from './server-bundle.mjs';

describe("npm start's server bundle (scripts/server-bundle.mjs)", () => {
  it('is made from scripts/start.ts and what it imports, then reused while its sources stay as they are', async () => {
    const lines: string[] = [];
    const path = await ensureServerBundle((line: string) => lines.push(line));
    expect(path).toBe(SERVER_BUNDLE);
    expect(existsSync(path)).toBe(true);
    const stamp = JSON.parse(readFileSync(join(path, '..', 'build-stamp.json'), 'utf8')) as { inputs: string[] };
    expect(stamp.inputs).toContain('scripts/start.ts');
    expect(stamp.inputs).toContain('server/app.ts');
    expect(stamp.inputs.some((input) => input.includes('node_modules'))).toBe(false);
    // The second check finds it current: nothing compiled, nothing said.
    const again: string[] = [];
    await ensureServerBundle((line: string) => again.push(line));
    expect(again).toEqual([]);
  }, 60_000);

  it('finds templates, fixtures and migrations where the sources are, not beside the bundle', () => {
    const source = readFileSync(SERVER_BUNDLE, 'utf8');
    expect(source).not.toContain('import.meta.url');
    expect(source).not.toContain('import.meta.dirname');
    expect(source).toContain(JSON.stringify(join(process.cwd(), 'server', 'db')));
  });
});
