/**
 * `npm run -s render -- --template page.html --json data.json [--partials partials.json]`
 * prints the output; every error goes to stderr as `file:line:column type message` with a
 * code frame. `--site <id> --path <path>` renders a page of a fixture site instead (`--out
 * <file>` writes it to a file). `--site <id> --all --out <dir>` writes every page of the site
 * and a manifest; `--site <id> --check <dir>` compares them with an earlier folder. `--now
 * <ISO date>` fixes the clock (for `--all` and `--check` it is fixed unless `--now now`).
 * Exits 1 when there were template errors, a page is not found (or refused) or `--check`
 * found changes; 2 when the input could not be read.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { didYouMean, formatErrorFrame, renderTemplate, type TemplateError } from '../engine';

const USAGE = [
  'Usage: render --template page.html [--json data.json] [--partials partials.json]',
  '       render --site <id> --path <path> [--out page.html] [--now <ISO date>]',
  '       render --site <id> --all --out <dir> [--now <ISO date>]',
  '       render --site <id> --check <dir> [--now <ISO date>]',
].join('\n');

/** Options that take no value. */
const SWITCHES = new Set(['all']);

/** The clock of `--all` and `--check` unless `--now` says otherwise: a snapshot must not age. */
export const FIXED_NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

function options(argv: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    if (!argv[i].startsWith('--')) continue;
    const name = argv[i].slice(2);
    if (SWITCHES.has(name)) found.set(name, 'true');
    else if (i + 1 < argv.length) found.set(name, argv[++i]);
  }
  return found;
}

function readJson(path: string | undefined, fallback: unknown): unknown {
  return path === undefined ? fallback : JSON.parse(readFileSync(path, 'utf8'));
}

/** `--now`: an ISO date or epoch ms; `now` (or nothing, where no default is given) is the real clock. */
function clockOf(value: string | undefined, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback;
  if (value === 'now') return undefined;
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`--now '${value}' is not a date (write 2026-01-01T12:00:00Z)`);
  return time;
}

/**
 * One error as `file:line:column type message`, its "did you mean" and include chain, then its
 * code frame when the source is known.
 */
export function describeError(
  error: TemplateError & { chain?: string[] },
  file: string,
  source: string | undefined,
): string {
  const chain = error.chain && error.chain.length > 0 ? `\n  included from ${error.chain.join(' → ')}` : '';
  const head = `${file}:${error.line ?? 0}:${error.column ?? 0} ${error.type} ${error.message}${didYouMean(error.suggestions)}${chain}`;
  const frame = source === undefined ? '' : formatErrorFrame(source, error);
  return frame === '' ? head : `${head}\n${frame}`;
}

function writeOut(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

async function renderSite(siteId: string, path: string, args: Map<string, string>): Promise<number> {
  const { fixtureSite, renderSitePage } = await import('../server');
  const site = await fixtureSite(siteId);
  const page = await renderSitePage({ site, path, now: clockOf(args.get('now'), undefined) });
  const out = args.get('out');
  if (out === undefined) process.stdout.write(page.html);
  else writeOut(out, page.html);
  for (const error of page.errors) {
    const file = error.file ?? siteId;
    process.stderr.write(`${describeError(error, file, site.templates.source(file))}\n`);
  }
  // The page is printed whatever its status (a designer checks the 404 page too), but a
  // script rendering a path that does not exist must be able to tell.
  const refused = page.status >= 400;
  if (refused) process.stderr.write(`render: ${path} answered ${page.status} (${refusalName(page.status)})\n`);
  return page.errors.length > 0 || refused ? 1 : 0;
}

const refusalName = (status: number) =>
  status === 404 ? 'not found' : status === 403 ? 'refused' : status >= 500 ? 'server error' : 'client error';

async function renderWhole(siteId: string, args: Map<string, string>): Promise<number> {
  const { comparePages, renderAllPages, writePages, MANIFEST } = await import('./render-all');
  const started = performance.now();
  const files = await renderAllPages(siteId, clockOf(args.get('now'), FIXED_NOW) ?? Date.now());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const manifest = JSON.parse(files.get(MANIFEST)!) as { pages: { errors: string[] }[] };
  const errors = manifest.pages.reduce((sum, page) => sum + page.errors.length, 0);
  const check = args.get('check');
  if (check !== undefined) {
    if (!existsSync(check)) throw new Error(`--check ${check}: no such folder (write one with --all --out ${check})`);
    const changes = comparePages(check, files);
    for (const change of changes) process.stdout.write(`${change}\n`);
    process.stderr.write(
      `${manifest.pages.length} pages of ${siteId} against ${check} in ${seconds} s: ${changes.length === 0 ? 'no changes' : `${changes.length} files differ`}\n`,
    );
    return changes.length > 0 ? 1 : 0;
  }
  const out = args.get('out');
  if (out === undefined) throw new Error(`--all needs --out <dir>\n${USAGE}`);
  writePages(out, files);
  process.stderr.write(
    `${manifest.pages.length} pages of ${siteId} written to ${out} in ${seconds} s, ${errors} template errors (see ${MANIFEST})\n`,
  );
  return errors > 0 ? 1 : 0;
}

export async function main(argv: string[]): Promise<number> {
  try {
    return await run(options(argv));
  } catch (error) {
    // A missing file, bad JSON or an unknown site is the designer's input, not a crash: one line.
    process.stderr.write(`render: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

async function run(args: Map<string, string>): Promise<number> {
  const site = args.get('site');
  if (site !== undefined && (args.has('all') || args.has('check'))) return renderWhole(site, args);
  const path = args.get('path');
  if (site !== undefined && path !== undefined) return renderSite(site, path, args);
  const templatePath = args.get('template');
  if (templatePath === undefined) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const source = readFileSync(templatePath, 'utf8');
  const data = readJson(args.get('json'), {});
  const partials = readJson(args.get('partials'), undefined) as Record<string, string> | undefined;
  const result = renderTemplate(source, data, { partials });
  process.stdout.write(result.output);
  for (const error of result.errors) process.stderr.write(`${describeError(error, templatePath, source)}\n`);
  return result.errors.length > 0 ? 1 : 0;
}
