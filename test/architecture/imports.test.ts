/**
 * The import rules of the folder table in README.md (issue 9):
 * - a top-level folder is entered through its index: code in one folder imports another
 *   folder as `<folder>` (its index.ts), never a file inside it;
 * - the engine is the template language alone: it imports nothing from other top-level
 *   folders but domain/ (pure rules).
 * Every top-level folder with code is checked, including ones added later. Tests and
 * benchmarks (test/, bench/) reach inside folders on purpose and are not checked as
 * importers; a co-located test (or test helper) may also use another folder's test helpers
 * (`test-*.ts`) and the shared ones in test/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const NOT_CODE = new Set(['node_modules', 'dist', 'test-artifacts', 'fixtures', 'templates']);
/** Importers exempt from the index rule: they test or measure the insides of folders. */
const REACHES_INSIDE = new Set(['test', 'bench']);
const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || NOT_CODE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? codeFiles(path) : CODE.test(entry.name) ? [path] : [];
  });
}

const topFolders = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_CODE.has(entry.name))
  .map((entry) => entry.name)
  .filter((name) => codeFiles(join(ROOT, name)).length > 0);

const folderOf = (path: string) => relative(ROOT, path).split(sep)[0];

/** A folder's index, if it has one. */
const indexOf = (folder: string) =>
  ['index.ts', 'index.tsx'].map((name) => join(ROOT, folder, name)).find((path) => existsSync(path));

/** Where a relative specifier points, without extension (`../engine` → /…/engine). */
function target(file: string, specifier: string): string {
  const path = resolve(dirname(file), specifier).replace(CODE, '');
  return existsSync(path) && statSync(path).isDirectory() ? join(path, 'index') : path;
}

interface Violation {
  file: string;
  specifier: string;
}

function violations(rule: (file: string, to: string, specifier: string) => boolean): Violation[] {
  const found: Violation[] = [];
  for (const folder of topFolders) {
    for (const file of codeFiles(join(ROOT, folder))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!specifier.startsWith('.')) continue;
        const to = target(file, specifier);
        if (folderOf(to) !== folder && rule(file, to, specifier)) found.push({ file: relative(ROOT, file), specifier });
      }
    }
  }
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Deep imports written by work merged alongside this rule (the owner app's server, site users,
 * tracking, shared limits, input readers), listed one per line as `<file> imports <specifier>`.
 * A debt to pay off, not a way in: the test fails on any deep import not listed and on any
 * listed one that is gone, so the list can only shrink.
 */
const KNOWN_DEEP = new Set(
  readFileSync(join(import.meta.dirname, 'known-deep-imports.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
const isTestHelper = (path: string) => /(^|[\\/])test-[\w-]+$/.test(path);

describe('imports between top-level folders', () => {
  it('finds the folders to check', () => {
    expect(topFolders).toEqual(expect.arrayContaining(['engine', 'domain', 'islands', 'server', 'storefront']));
  });

  it('enter every folder through its index', () => {
    const deep = violations((file, to) => {
      if (REACHES_INSIDE.has(folderOf(file))) return false;
      if ((isTest(file) || isTestHelper(file.replace(CODE, ''))) && (isTestHelper(to) || folderOf(to) === 'test'))
        return false;
      const index = indexOf(folderOf(to));
      return index === undefined || to !== index.replace(CODE, '');
    });
    const lines = deep.map(({ file, specifier }) => `${file} imports ${specifier}`);
    expect(lines.filter((line) => !KNOWN_DEEP.has(line))).toEqual([]);
    expect([...KNOWN_DEEP].filter((line) => !lines.includes(line))).toEqual([]);
  });

  it('keep the engine free of everything but domain/', () => {
    const upward = violations((file, to) => folderOf(file) === 'engine' && folderOf(to) !== 'domain');
    expect(upward.map(({ file, specifier }) => `${file} imports ${specifier}`)).toEqual([]);
  });
});
