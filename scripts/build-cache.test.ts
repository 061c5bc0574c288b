import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXED_INPUTS, ensureBuilt, sourceInputs, writeStamp } from './build-cache';

let root: string;
const write = async (path: string, content: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
};
const SOURCES = ['islands/boot.ts', 'islands/cart/Cart.tsx', 'domain/money.ts'];

/** A stand-in for bundleIslands: writes a manifest, its files and the stamp of `SOURCES`, as the real build does. */
function fakeBuild(dev = false) {
  return vi.fn(async () => {
    await write('dist/manifest.json', JSON.stringify(MANIFEST));
    for (const name of ['boot-A.js', 'islands-A.css', 'admin-A.js', 'tracking-A.js'])
      await write(`dist/assets/${name}`, 'x');
    await writeStamp(join(root, 'dist/build-stamp.json'), root, SOURCES, dev);
  });
}
const MANIFEST = {
  boot: '/assets/boot-A.js',
  bootImports: [],
  css: '/assets/islands-A.css',
  islands: {},
  admin: { script: '/assets/admin-A.js', imports: [], css: '/assets/admin-A.css' },
  tracking: '/assets/tracking-A.js',
};
const start = (build: ReturnType<typeof fakeBuild>, dev = false) =>
  ensureBuilt({
    root,
    stampPath: join(root, 'dist/build-stamp.json'),
    manifestPath: join(root, 'dist/manifest.json'),
    assetsDir: join(root, 'dist/assets'),
    dev,
    build,
  });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-cache-'));
  for (const path of [...SOURCES, ...FIXED_INPUTS, 'islands/boot.test.ts']) await write(path, `// ${path}`);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the island build cache', () => {
  it('builds on a fresh clone, then reuses the bundle while the inputs stay as they are', async () => {
    const build = fakeBuild();
    expect(await start(build)).toEqual({ built: true, reason: 'no island bundle built yet' });
    expect(await start(build)).toEqual({ built: false });
    expect(await start(build)).toEqual({ built: false });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a source the build read', 'islands/cart/Cart.tsx'],
    ['a domain module the islands import', 'domain/money.ts'],
    ['the build script', 'scripts/build.ts'],
    ['package-lock.json', 'package-lock.json'],
  ])('builds again when %s changes, and only once', async (_, path) => {
    const build = fakeBuild();
    await start(build);
    await write(path, '// changed');
    expect(await start(build)).toEqual({ built: true, reason: 'the island sources changed since the last build' });
    expect(await start(build)).toEqual({ built: false });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('does not build again for a file the build never read (a test)', async () => {
    const build = fakeBuild();
    await start(build);
    await write('islands/boot.test.ts', '// changed');
    expect(await start(build)).toEqual({ built: false });
  });

  it('builds again when a source is gone, a bundle file is missing, or the bundle was a dev build', async () => {
    const build = fakeBuild();
    await start(build);
    await rm(join(root, 'domain/money.ts'));
    expect((await start(build)).built).toBe(true);
    await write('domain/money.ts', '// back');

    await rm(join(root, 'dist/assets/tracking-A.js'));
    expect(await start(build)).toEqual({ built: true, reason: 'files of the island bundle are missing' });

    await fakeBuild(true)();
    expect(await start(build)).toEqual({ built: true, reason: 'the island bundle was built for dev' });
    expect(await start(build)).toEqual({ built: false });
  });

  it("hashes the project's sources of esbuild's inputs, not node_modules or virtual modules", () => {
    expect(
      sourceInputs([
        'node_modules/react/index.js',
        'islands/boot.ts',
        'virtual:thing',
        '(disabled):fs',
        'admin/index.ts',
      ]),
    ).toEqual(['admin/index.ts', 'islands/boot.ts']);
  });
});
