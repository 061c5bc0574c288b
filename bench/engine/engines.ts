/**
 * The four engines behind one shape: compile a source, render a compiled template. Each
 * gets what it needs to do the same work: en-US currency formatting (ours: Node's Intl;
 * the reference: @phensley/cldr; liquidjs and handlebars: a `money` helper on a cached
 * Intl.NumberFormat, as a site would register it) and URI-component encoding.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Handlebars from 'handlebars';
import { Liquid } from 'liquidjs';
import { compileTemplate } from '../../engine';
import { handlebarsTemplate, jsonTemplate, liquidTemplate } from './templates';
import type { Money } from './collection-data';

export interface BenchEngine {
  name: string;
  source: string;
  compile(source: string): unknown;
  render(compiled: unknown, data: unknown): string;
}

const NOW = 1_700_000_000_000;
const require = createRequire(import.meta.url);

const currencyFormats = new Map<string, Intl.NumberFormat>();
function money(node: Money): string {
  let format = currencyFormats.get(node.currency);
  if (!format) currencyFormats.set(node.currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency: node.currency })));
  return format.format(Number(node.value));
}

const ours: BenchEngine = {
  name: 'ours',
  source: jsonTemplate,
  compile: (source) => compileTemplate(source),
  render: (compiled, data) => (compiled as ReturnType<typeof compileTemplate>).render(data, { locale: 'en-US', now: NOW }).output,
};

interface ReferenceCompiler {
  parse(source: string): { code: unknown };
  execute(props: Record<string, unknown>): { ctx: { render(): string } };
}
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => ReferenceCompiler };
const { CLDRFramework } = require('@phensley/cldr') as { CLDRFramework: new (o: { loader: (l: string) => unknown }) => { get(l: string): unknown } };
const cldr = new CLDRFramework({
  loader: (language) => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
}).get('en-US');
const referenceCompiler = new Compiler();

const reference: BenchEngine = {
  name: '@squarespace/template-engine',
  source: jsonTemplate,
  compile: (source) => referenceCompiler.parse(source).code,
  render: (code, data) => referenceCompiler.execute({ code, json: data, cldr, now: NOW }).ctx.render(),
};

const liquidEngine = new Liquid({ cache: false });
liquidEngine.registerFilter('money', money);
liquidEngine.registerFilter('uri_component', (text: string) => encodeURIComponent(text));

const liquid: BenchEngine = {
  name: 'liquidjs',
  source: liquidTemplate,
  compile: (source) => liquidEngine.parse(source),
  render: (templates, data) => liquidEngine.renderSync(templates as ReturnType<Liquid['parse']>, data as object) as string,
};

const handlebarsEnv = Handlebars.create();
handlebarsEnv.registerHelper('money', money);
handlebarsEnv.registerHelper('uriComponent', (text: string) => encodeURIComponent(text));

const handlebars: BenchEngine = {
  name: 'handlebars',
  source: handlebarsTemplate,
  // Handlebars.compile is lazy; precompiling and instantiating is the whole compile.
  compile: (source) => handlebarsEnv.template(new Function(`return ${handlebarsEnv.precompile(source)}`)()),
  render: (template, data) => (template as Handlebars.TemplateDelegate)(data),
};

export const engines: BenchEngine[] = [ours, reference, liquid, handlebars];
