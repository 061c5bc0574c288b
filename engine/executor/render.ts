/** Runs compiled code against data; never throws at the caller (§8.1). */
import { FORMAT_CACHE_SIZE, LruCache } from '../lru';
import type { RenderOptions, RenderResult, TemplateError } from '../types';
import { Exec } from './exec';
import type { CompiledUnit, PartialCompiler } from './unit';

/**
 * Intl formatters and message patterns are costly to build and the same across renders: keyed
 * by their options text, so module-wide and bounded. What formatters remember about the data
 * lives in the render's memo (`RenderOptions.memo`), not here.
 */
const formatCache = new LruCache<string, unknown>(FORMAT_CACHE_SIZE);

export function renderUnit(
  unit: CompiledUnit,
  source: string,
  data: unknown,
  options: RenderOptions,
  compilePartial: PartialCompiler,
): RenderResult {
  const exec = new Exec(options, compilePartial, formatCache, { source, start: 0, instruction: 'ROOT' });
  exec.push(data === undefined ? {} : data);
  try {
    unit.code(exec);
  } catch (thrown) {
    // Only a bug or an exhausted resource (a string past the engine's size) gets here.
    exec.unexpected(thrown);
  }
  exec.finishErrors();
  const errors: TemplateError[] = unit.errors.length === 0 ? exec.errors : [...unit.errors, ...exec.errors];
  return exec.clock.read ? { output: exec.out, errors, clockRead: true } : { output: exec.out, errors };
}
