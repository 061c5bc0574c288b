// Prints the test files under the given folders that run against DATABASE_URL: those that
// reach, through their relative imports, a module reading it (the shared-suite lists
// testDatabases and testStores, the integration test app, a child process that inherits it)
// or that read it themselves. scripts/test-all.sh runs only these on the PostgreSQL server;
// every other file would only run a second time exactly as the PGlite step ran it.
//
//   node scripts/database-suites.mjs server test/integration
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
// openDatabase() and openDatabase({ dataDir }) take DATABASE_URL when it is set.
const READS_DATABASE_URL = /process\.env\.DATABASE_URL|\bchild_process\b|openDatabase\((?!\s*\{\s*url\b)/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const TEST_FILE = /\.test\.tsx?$/;
// Modules that start a child process for something else than the database the tests name: the
// child that creates a new PGlite folder (server/db/pglite-create-apart.ts) opens that folder only.
const NEVER_READS_DATABASE_URL = new Set([join(ROOT, 'server', 'db', 'pglite-create-apart.ts')]);

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const verdicts = new Map();
/** Whether `file` or anything it imports reads DATABASE_URL (the import graph may have cycles). */
function usesDatabaseUrl(file) {
  if (verdicts.has(file)) return verdicts.get(file);
  verdicts.set(file, false);
  if (NEVER_READS_DATABASE_URL.has(file)) return false;
  const source = readFileSync(file, 'utf8');
  let uses = READS_DATABASE_URL.test(source);
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    if (uses) break;
    const target = resolveImport(file, specifier);
    // server/db/index.ts defaults to DATABASE_URL, but tests that open it themselves pass
    // `url: ''` (PGlite) unless they mean the server, which the lists above name.
    if (target && !target.endsWith(join('server', 'db', 'index.ts'))) uses = usesDatabaseUrl(target);
  }
  verdicts.set(file, uses);
  return uses;
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (TEST_FILE.test(entry.name)) yield path;
  }
}

for (const folder of process.argv.slice(2)) {
  for (const file of testFiles(resolve(ROOT, folder))) {
    if (usesDatabaseUrl(file)) console.log(relative(ROOT, file));
  }
}
