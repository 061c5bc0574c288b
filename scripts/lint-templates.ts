/**
 * `npm run lint:templates [-- file.html dir …]` compiles the files given (folders: every
 * `*.html` in them), else every `*.html` under templates/ and fixtures/sites/<site>/templates/.
 * Compile errors are printed with code frames (exit 1); variables written into an HTML
 * attribute value without an escaping formatter at the end of their chain, and partials or
 * macros that no file defines, are warnings (exit 0). `--root <dir>` lints another checkout.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { compileTemplate, nearestNames, type TemplateError, positionAt } from '../engine';
import { storefrontRegistry } from '../storefront';
import { describeError } from './render';

/** Formatters whose output is safe inside an attribute value: escaped text, numbers or markup built for it. */
export const ATTRIBUTE_SAFE_FORMATTERS: ReadonlySet<string> = new Set([
  'htmlattr',
  'htmltag',
  'href',
  'html',
  'url-encode',
  'encode-uri',
  'encode-uri-component',
  'json',
  'slugify',
  'image-srcset',
  'money',
  'money-format',
  'money-string',
  'i18n-money-format',
  'moneyFormat',
  'decimal',
  'percentage',
  'count',
  'round',
  'mod',
  'iter',
  'cycle',
  'pluralize',
  'output',
  'width',
  'height',
  'resizedHeightForWidth',
  'resizedWidthForHeight',
]);

/** References that always print numbers. */
const NUMERIC_REFERENCES = new Set(['@index', '@index0']);

const ATTRIBUTE_VALUE = /\s[A-Za-z_:][-A-Za-z0-9_:.]*\s*=\s*("[^"]*"|'[^']*')/g;
const VARIABLE_TAG = /\{([A-Za-z0-9@$][^{}]*)\}/g;

export interface LintReport {
  errors: TemplateError[];
  warnings: TemplateError[];
}

function unescapedVariables(source: string): TemplateError[] {
  const warnings: TemplateError[] = [];
  for (const attribute of source.matchAll(ATTRIBUTE_VALUE)) {
    const valueStart = attribute.index + attribute[0].length - attribute[1].length;
    for (const tag of attribute[1].matchAll(VARIABLE_TAG)) {
      const [references, ...chain] = tag[1].split('|');
      const last = chain.length > 0 ? chain[chain.length - 1].split(/[^A-Za-z0-9_-]/)[0] : undefined;
      if (last !== undefined ? ATTRIBUTE_SAFE_FORMATTERS.has(last) : NUMERIC_REFERENCES.has(references.trim()))
        continue;
      const position = positionAt(source, valueStart + tag.index);
      const message = `Variable ${tag[0]} is written into an HTML attribute without an escaping formatter; end its chain with |htmlattr`;
      warnings.push({ type: 'lint', message, ...position });
    }
  }
  return warnings;
}

/** `{x|apply name}` and `{.include name}`: the partial or macro name and where it is. */
const PARTIAL_USE = /\{(?:\.include\s+|[^{}|]*\|\s*apply\s+)([\w./-]+)/g;
const MACRO = /\{\.macro\s+([\w./-]+)\s*\}/g;

/** Partials and macros used but defined nowhere the render would look, with the nearest names. */
function unknownPartials(source: string, partials: ReadonlySet<string>): TemplateError[] {
  const known = new Set(partials);
  for (const macro of source.matchAll(MACRO)) known.add(macro[1]);
  const warnings: TemplateError[] = [];
  for (const use of source.matchAll(PARTIAL_USE)) {
    const name = use[1];
    if (known.has(name)) continue;
    const suggestions = nearestNames(name, known);
    warnings.push({
      type: 'lint',
      message: `Partial or macro '${name}' is defined nowhere: the render prints nothing for it`,
      ...positionAt(source, use.index),
      ...(suggestions.length > 0 ? { suggestions } : {}),
    });
  }
  return warnings;
}

export interface LintOptions {
  /** Partial names the template can use (its site's partials/ and blocks/); unchecked when absent. */
  partials?: ReadonlySet<string>;
}

/**
 * Compile errors (against the server's registry, islands included), attribute-escaping
 * warnings and, given the partials, uses of partials and macros that do not exist.
 */
export function lintSource(source: string, options: LintOptions = {}): LintReport {
  const warnings = unescapedVariables(source);
  if (options.partials !== undefined) warnings.push(...unknownPartials(source, options.partials));
  warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return { errors: compileTemplate(source, { registry: storefrontRegistry }).errors, warnings };
}

/** The `templates` folders whose partials a file can use: its own, and the defaults under a site's. */
export function templateRootsOf(file: string): string[] {
  const parts = resolve(file).split(sep);
  const at = parts.lastIndexOf('templates');
  if (at === -1) return [];
  const own = parts.slice(0, at + 1).join(sep);
  // fixtures/sites/<id>/templates overlays <checkout>/templates.
  if (at >= 3 && parts[at - 3] === 'fixtures' && parts[at - 2] === 'sites')
    return [join(parts.slice(0, at - 3).join(sep), 'templates'), own];
  return [own];
}

/** Partial names under `partials/` and `blocks/` of the roots, as renders name them. */
export function partialNamesIn(roots: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const root of roots) {
    for (const folder of ['partials', 'blocks']) {
      const dir = join(root, folder);
      for (const file of htmlFiles(dir)) names.add(relative(dir, file).split(sep).join('/').slice(0, -'.html'.length));
    }
  }
  return names;
}

function htmlFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function templateDirs(root: string): string[] {
  const sites = join(root, 'fixtures', 'sites');
  let siteNames: string[] = [];
  try {
    siteNames = readdirSync(sites);
  } catch {
    siteNames = [];
  }
  return [join(root, 'templates'), ...siteNames.map((site) => join(sites, site, 'templates'))];
}

/** The files named on the command line (folders: their `*.html`), or undefined when none is. */
function filesGiven(argv: string[]): string[] | undefined {
  const given: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') i++;
    else if (!argv[i].startsWith('--')) given.push(argv[i]);
  }
  if (given.length === 0) return undefined;
  return given.flatMap((path) => {
    if (!existsSync(path)) throw new Error(`${path}: no such file or folder`);
    return statSync(path).isDirectory() ? htmlFiles(path) : [path];
  });
}

export async function main(argv: string[]): Promise<number> {
  const rootFlag = argv.indexOf('--root');
  const root = rootFlag !== -1 && argv[rootFlag + 1] ? argv[rootFlag + 1] : process.cwd();
  let files: string[];
  try {
    files = filesGiven(argv) ?? templateDirs(root).flatMap(htmlFiles);
  } catch (error) {
    process.stderr.write(`lint:templates: ${(error as Error).message}\n`);
    return 2;
  }
  let errorCount = 0;
  let warningCount = 0;
  const partialsByRoot = new Map<string, Set<string>>();
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    const roots = templateRootsOf(path);
    const key = roots.join('|');
    let partials = partialsByRoot.get(key);
    if (partials === undefined && roots.length > 0) partialsByRoot.set(key, (partials = partialNamesIn(roots)));
    const { errors, warnings } = lintSource(source, { partials });
    const file = relative(root, path) || basename(path);
    for (const error of errors) process.stderr.write(`${describeError(error, file, source)}\n`);
    for (const warning of warnings) process.stderr.write(`${describeError(warning, file, undefined)}\n`);
    errorCount += errors.length;
    warningCount += warnings.length;
  }
  process.stderr.write(`${files.length} templates: ${errorCount} errors, ${warningCount} warnings\n`);
  return errorCount > 0 ? 1 : 0;
}
