/**
 * No import circle inside server/ (issue 22), type-only imports and re-exports included: a
 * circle ties its files into one unit that can only be read, tested and moved together (the
 * site caches once made one of eleven files, through `sites/` importing features' types).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, codeFiles, cyclePath, importGraph, specifiers } from './import-cycles';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = resolve(ROOT, 'server');

describe('import circles', () => {
  it('reads every kind of import, type-only and re-exports included', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import c, { type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "import {\n  g,\n  type G,\n} from './g';",
      "import './h';",
      "const i = await import('./i');",
      "import { outside } from 'hono';",
    ].join('\n');
    expect(specifiers(source)).toEqual(['./a', '../b', './c', './d', './e', './f', './g', './h', './i']);
  });

  it('finds a circle and a file importing itself, and no circle in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(circles(graph).sort()).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cyclePath(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keep sites/ to the shared layers: each feature declares its own slot in the site caches', () => {
    // What sites/ may use besides itself: the language rules, the engine, the asset and
    // template layers a site is loaded with, and the folder paths.
    const shared = ['domain', 'engine', 'server/sites', 'server/assets', 'server/templates', 'server/paths.ts'];
    const graph = importGraph(
      ROOT,
      codeFiles(resolve(SERVER, 'sites')).filter((file) => !file.endsWith('.test.ts')),
    );
    const outside = [...graph].flatMap(([file, imports]) =>
      imports
        .map((to) => relative(ROOT, to))
        .filter((to) => !shared.some((folder) => to === folder || to.startsWith(`${folder}/`)))
        .map((to) => `${relative(ROOT, file)} imports ${to}`),
    );
    expect(outside).toEqual([]);
  });

  it('cut server/ one way: each folder is a shared layer or a feature entered through its index.ts', () => {
    const layers = ['assets', 'db', 'dev', 'http', 'middleware', 'pages', 'render', 'sites', 'templates'];
    const folders = readdirSync(SERVER, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const loose = folders
      .map((entry) => entry.name)
      .filter((name) => !layers.includes(name) && !existsSync(join(SERVER, name, 'index.ts')));
    expect(loose).toEqual([]);
    // No layer of routes beside the features (routes/commerce.ts next to routes/commerce/, owner-*.ts).
    expect(existsSync(join(SERVER, 'routes'))).toBe(false);
  });

  it('finds none inside server/', () => {
    const graph = importGraph(SERVER);
    expect(graph.size).toBeGreaterThan(100);
    const found = circles(graph).map((component) =>
      cyclePath(graph, component)
        .map((file) => relative(SERVER, file))
        .join(' → '),
    );
    expect(found).toEqual([]);
  });
});
