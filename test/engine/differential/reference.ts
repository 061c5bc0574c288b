/**
 * Runs the reference engine (@squarespace/template-engine) the way the differential tests
 * need it: expressions and includes enabled, en-US locale data from @phensley/cldr, and the
 * same expression limits and "now" as our render. We only run it; we never read its source.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Outcome, RenderCase } from './types';

const require = createRequire(import.meta.url);

interface ReferenceError {
  type: string;
  message: string;
}
interface ReferenceCompiler {
  parse(source: string): { code: unknown; errors: ReferenceError[] };
  execute(props: Record<string, unknown>): { ctx: { render(): string }; errors: ReferenceError[] };
}

const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => ReferenceCompiler };
const { CLDRFramework } = require('@phensley/cldr') as {
  CLDRFramework: new (options: { loader: (language: string) => unknown }) => { get(locale: string): unknown };
};

/** @phensley/cldr with its packs, for any locale (the i18n conformance count uses others). */
export const framework = new CLDRFramework({
  loader: (language) => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
});
const cldr = framework.get('en-US');
export const compiler = new Compiler();

// Our defaults (engine/limits.ts); the reference is unlimited unless told.
const exprOpts = { maxTokens: 1000, maxStringLen: 65536 };

/** Injectables are file text for us and decoded values for the reference. */
function decodeInjects(injects: Record<string, string> | undefined): Record<string, unknown> | undefined {
  if (!injects) return undefined;
  const decoded: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(injects)) {
    try {
      decoded[path] = JSON.parse(text);
    } catch {
      decoded[path] = text;
    }
  }
  return decoded;
}

export function renderReference(test: RenderCase): Outcome {
  try {
    const { code, errors: parseErrors } = compiler.parse(test.template);
    const { ctx, errors } = compiler.execute({
      code,
      json: test.data ?? {},
      partials: test.partials ?? {},
      injects: decodeInjects(test.injects),
      cldr,
      now: test.now,
      enableExpr: true,
      enableInclude: true,
      exprOpts,
    });
    return { output: ctx.render(), errors: [...parseErrors, ...errors].map((e) => e.message) };
  } catch (error) {
    return { output: '', errors: [`reference threw: ${(error as Error).message}`] };
  }
}
