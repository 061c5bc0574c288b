/**
 * `npm run render -- --template page.html --json data.json [--partials partials.json]`
 * prints the output; every error goes to stderr as `file:line:column type message` with a
 * code frame. `--site <id> --path <path>` renders a page of a fixture site instead.
 * Exits 1 when there were template errors, 2 when the input could not be read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { formatErrorFrame, renderTemplate, type TemplateError } from '../engine';

const USAGE =
  'Usage: render --template page.html [--json data.json] [--partials partials.json] | --site <id> --path <path>';

function options(argv: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--') && i + 1 < argv.length) found.set(argv[i].slice(2), argv[++i]);
  }
  return found;
}

function readJson(path: string | undefined, fallback: unknown): unknown {
  return path === undefined ? fallback : JSON.parse(readFileSync(path, 'utf8'));
}

/** One error as `file:line:column type message`, then its code frame when the source is known. */
export function describeError(error: TemplateError, file: string, source: string | undefined): string {
  const head = `${file}:${error.line ?? 0}:${error.column ?? 0} ${error.type} ${error.message}`;
  const frame = source === undefined ? '' : formatErrorFrame(source, error);
  return frame === '' ? head : `${head}\n${frame}`;
}

async function renderSite(site: string, path: string): Promise<number> {
  const { renderSitePage } = await import('../server');
  const page = await renderSitePage({ site, path });
  process.stdout.write(page.html);
  for (const error of page.errors as (TemplateError & { file?: string })[]) {
    const file = error.file ?? site;
    const source = error.file !== undefined && existsSync(error.file) ? readFileSync(error.file, 'utf8') : undefined;
    process.stderr.write(`${describeError(error, file, source)}\n`);
  }
  return page.errors.length > 0 ? 1 : 0;
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
  const path = args.get('path');
  if (site !== undefined && path !== undefined) return renderSite(site, path);
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
