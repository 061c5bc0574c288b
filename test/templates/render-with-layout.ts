/**
 * Renders a page template and the site layout around it with our engine, as the server does,
 * with a stand-in `island` formatter that prints a marker carrying the island's name and props,
 * and the storefront's `category-name` and `quoted` (plain text, no island).
 */
import { compileTemplate } from '../../engine';
import { categoryName } from '../../storefront/category-name';
import { quoted } from '../../storefront/quoted';
import { readTemplateFiles } from './template-files';
import type { CompileOptions, CompiledTemplate, Formatter, TemplateError } from '../../engine';

/** The islands of the last render, in order, with the props each received. */
export const islandCalls: { name: string; props: unknown }[] = [];

const island: Formatter = (value, args) => {
  islandCalls.push({ name: args[0] ?? '', props: value });
  return `<div data-island="${args[0] ?? ''}" data-props-keys="${value && typeof value === 'object' ? Object.keys(value).join(',') : ''}"></div>`;
};

export const COMPILE_OPTIONS: CompileOptions = { formatters: { island, 'category-name': categoryName, quoted } };

export interface RenderedPage {
  html: string;
  /** Every error, prefixed with the file it came from. */
  errors: string[];
}

const sets = new Map<
  string,
  { files: ReturnType<typeof readTemplateFiles>; compiled: Map<string, CompiledTemplate> }
>();

export function renderWithLayout(
  siteId: string,
  template: string,
  context: Record<string, unknown>,
  now: number,
): RenderedPage {
  let set = sets.get(siteId);
  if (!set) sets.set(siteId, (set = { files: readTemplateFiles(siteId), compiled: new Map() }));
  const compiled = (path: string) => {
    let t = set.compiled.get(path);
    if (!t) {
      const source = set.files.sources.get(path);
      if (source === undefined) throw new Error(`No template ${path}`);
      set.compiled.set(path, (t = compileTemplate(source, COMPILE_OPTIONS)));
    }
    return t;
  };
  const website = context.website as { language?: string; timeZone?: string };
  const options = {
    partials: set.files.partials,
    now,
    locale: website.language ?? 'en-US',
    timezone: website.timeZone,
  };
  islandCalls.length = 0;
  const page = compiled(template).render(context, options);
  const layout = compiled('layouts/site.html').render({ ...context, mainContent: page.output }, options);
  const describe = (file: string) => (e: TemplateError) => `${file}:${e.line ?? '?'}:${e.column ?? '?'} ${e.message}`;
  return {
    html: layout.output,
    errors: [...page.errors.map(describe(template)), ...layout.errors.map(describe('layouts/site.html'))],
  };
}
