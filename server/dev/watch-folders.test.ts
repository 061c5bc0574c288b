import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFolders } from './watch-folders';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'watch-folders-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts watching, and resolves with the paths of the first callback. */
function firstChange(dirs: string[], ignore?: (path: string) => boolean): { changed: Promise<string[]> } {
  let resolve: (paths: string[]) => void = () => {};
  const changed = new Promise<string[]>((done) => (resolve = done));
  const stop = watchFolders(dirs, resolve, { debounceMs: 50, ignore });
  cleanups.push(stop);
  return { changed };
}

describe('watchFolders', () => {
  it('calls back once for a burst of saves, with every changed path, in nested folders and several roots', async () => {
    const templates = tempDir();
    const fixtures = tempDir();
    mkdirSync(join(fixtures, 'sites', 'demo'), { recursive: true });
    const { changed } = firstChange([templates, fixtures]);
    writeFileSync(join(templates, 'page.html'), '<p>{title}</p>');
    writeFileSync(join(templates, 'page.html'), '<p>{title|html}</p>');
    writeFileSync(join(fixtures, 'sites', 'demo', 'site.json'), '{}');
    const paths = await changed;
    expect(paths).toContain(join(templates, 'page.html'));
    expect(paths).toContain(join(fixtures, 'sites', 'demo', 'site.json'));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out the paths the ignore rule names', async () => {
    const dir = tempDir();
    const { changed } = firstChange([dir], (path) => path.endsWith('.test.ts'));
    writeFileSync(join(dir, 'a.test.ts'), 'ignored');
    writeFileSync(join(dir, 'a.ts'), 'kept');
    const paths = await changed;
    expect(paths).toContain(join(dir, 'a.ts'));
    expect(paths.some((path) => path.endsWith('.test.ts'))).toBe(false);
  });
});
