/**
 * `npm run lint:templates` compiles every `*.html` under templates/ and
 * fixtures/sites/<site>/templates/. Compile errors are printed with code frames (exit 1);
 * variables written into an HTML attribute value without an escaping formatter at the end
 * of their chain are warnings (exit 0). `--root <dir>` lints another checkout.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileTemplate, type TemplateError, positionAt } from '../engine';
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

/** Compile errors (against the server's registry, islands included) and attribute-escaping warnings. */
export function lintSource(source: string): LintReport {
  return {
    errors: compileTemplate(source, { registry: storefrontRegistry }).errors,
    warnings: unescapedVariables(source),
  };
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

export async function main(argv: string[]): Promise<number> {
  const rootFlag = argv.indexOf('--root');
  const root = rootFlag !== -1 && argv[rootFlag + 1] ? argv[rootFlag + 1] : process.cwd();
  let errorCount = 0;
  let warningCount = 0;
  const files = templateDirs(root).flatMap(htmlFiles);
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    const { errors, warnings } = lintSource(source);
    const file = relative(root, path);
    for (const error of errors) process.stderr.write(`${describeError(error, file, source)}\n`);
    for (const warning of warnings) process.stderr.write(`${describeError(warning, file, undefined)}\n`);
    errorCount += errors.length;
    warningCount += warnings.length;
  }
  process.stderr.write(`${files.length} templates: ${errorCount} errors, ${warningCount} warnings\n`);
  return errorCount > 0 ? 1 : 0;
}
