/**
 * The four engines behind one shape: compile a page, render a compiled page. Each gets what
 * it needs to do the same work: en-US currency formatting (ours and the reference: the
 * domain's formatMoney, registered on the reference's Compiler as its `money` formatter, see
 * reference-money.ts; liquidjs and handlebars: helpers on cached Intl objects, as a site
 * would register them, see handlebars-helpers.ts), partials, and the same clock.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Handlebars from 'handlebars';
import { Liquid } from 'liquidjs';
import { compileTemplate, RenderMemo } from '../../engine';
import * as helpers from './handlebars-helpers';
import { referenceProps } from './reference-money';
import type { BenchPage } from './pages';

export interface BenchEngine {
  name: string;
  /** Whether the engine has this page in its language. */
  has(page: BenchPage): boolean;
  compile(page: BenchPage): unknown;
  render(compiled: unknown, page: BenchPage, data?: unknown): string;
}

const NOW = 1_700_000_000_000;
const require = createRequire(import.meta.url);

/** One memo per page, as the server passes its site's to every render of the site. */
const memos = new WeakMap<BenchPage, RenderMemo>();
const memoOf = (page: BenchPage) => {
  let memo = memos.get(page);
  if (!memo) memos.set(page, (memo = new RenderMemo()));
  return memo;
};

const ours: BenchEngine = {
  name: 'ours',
  has: () => true,
  compile: (page) => {
    // Partials are compiled during the render; compiling them here too counts their parse as the others' does.
    for (const source of Object.values(page.partials ?? {})) compileTemplate(source);
    return compileTemplate(page.jsonTemplate);
  },
  render: (compiled, page, data = page.data) =>
    (compiled as ReturnType<typeof compileTemplate>).render(data, {
      locale: 'en-US',
      now: NOW,
      partials: page.partials,
      memo: memoOf(page),
    }).output,
};

interface ReferenceCompiler {
  parse(source: string): { code: unknown };
  execute(props: Record<string, unknown>): { ctx: { render(): string } };
}
const { Compiler } = require('@squarespace/template-engine') as {
  Compiler: new (props: typeof referenceProps) => ReferenceCompiler;
};
const { CLDRFramework } = require('@phensley/cldr') as {
  CLDRFramework: new (o: { loader: (l: string) => unknown }) => { get(l: string): unknown };
};
const cldr = new CLDRFramework({
  loader: (language) => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
}).get('en-US');
// The reference's other i18n formatters read this CLDR pack; its money is ours (reference-money.ts).
const referenceCompiler = new Compiler(referenceProps);

const reference: BenchEngine = {
  name: '@squarespace/template-engine',
  has: () => true,
  compile: (page) => {
    for (const source of Object.values(page.partials ?? {})) referenceCompiler.parse(source);
    return referenceCompiler.parse(page.jsonTemplate).code;
  },
  render: (code, page, data = page.data) =>
    referenceCompiler.execute({ code, json: data, cldr, now: NOW, partials: page.partials ?? {} }).ctx.render(),
};

const liquidEngine = new Liquid({ cache: false });
liquidEngine.registerFilter('money', helpers.money);
liquidEngine.registerFilter('uri_component', (text: string) => encodeURIComponent(text));

const liquid: BenchEngine = {
  name: 'liquidjs',
  has: (page) => page.liquid !== undefined,
  compile: (page) => liquidEngine.parse(page.liquid!),
  render: (templates, page, data = page.data) =>
    liquidEngine.renderSync(templates as ReturnType<Liquid['parse']>, data as object) as string,
};

const handlebarsEnv = Handlebars.create();
for (const [name, helper] of Object.entries(helpers))
  handlebarsEnv.registerHelper(name, helper as Handlebars.HelperDelegate);
handlebarsEnv.registerHelper('uriComponent', (text: string) => encodeURIComponent(text));

/** Handlebars.compile is lazy; precompiling and instantiating is the whole compile. */
const precompiled = (source: string) =>
  handlebarsEnv.template(new Function(`return ${handlebarsEnv.precompile(source)}`)());

const handlebars: BenchEngine = {
  name: 'handlebars',
  has: () => true,
  compile: (page) => ({
    main: precompiled(page.handlebars),
    partials: Object.fromEntries(
      Object.entries(page.handlebarsPartials ?? {}).map(([name, source]) => [name, precompiled(source)]),
    ),
  }),
  render: (compiled, page, data = page.data) => {
    const { main, partials } = compiled as {
      main: Handlebars.TemplateDelegate;
      partials: Record<string, Handlebars.TemplateDelegate>;
    };
    return main(data, { partials });
  },
};

export const engines: BenchEngine[] = [ours, reference, liquid, handlebars];
