/**
 * The resolved compile options: tables, switches, limits, and the cache of compiled
 * partials. Environments without per-call formatter overrides are shared per registry,
 * so a partial source is compiled once however many templates and renders use it.
 */
import { defaultRegistry } from '../builtins';
import { expressionLimits } from '../limits';
import { LruCache } from '../lru';
import type { Registry } from '../registry';
import type { CompiledUnit, PartialCompiler } from '../executor/unit';
import type { Tables } from '../parser/tables';
import type { ArgumentRule, CompileOptions, Formatter, Predicate } from '../types';
import type { CompileContext } from './context';
import { compileUnit } from './compile-unit';

const PARTIAL_CACHE_SIZE = 500;

export interface Environment extends Omit<CompileContext, 'source'> {
  readonly compilePartial: PartialCompiler;
}

const shared = new WeakMap<Registry, Map<string, Environment>>();

function withOverrides<T>(
  base: ReadonlyMap<string, T>,
  overrides: Record<string, T> | undefined,
): ReadonlyMap<string, T> {
  if (overrides === undefined) return base;
  const merged = new Map(base);
  for (const name of Object.keys(overrides)) merged.set(name, overrides[name]);
  return merged;
}

/** The rules of the registry, less those of names the call replaces (a replacement has none). */
function rulesWithout(
  rules: ReadonlyMap<string, ArgumentRule>,
  overrides: Record<string, unknown> | undefined,
): ReadonlyMap<string, ArgumentRule> {
  if (overrides === undefined) return rules;
  const kept = new Map(rules);
  for (const name of Object.keys(overrides)) kept.delete(name);
  return kept;
}

function createEnvironment(tables: Tables, options: CompileOptions): Environment {
  const context = {
    tables,
    enableExpressions: options.enableExpressions !== false,
    enableInclude: options.enableInclude !== false,
    limits: expressionLimits(options.expressionLimits),
  };
  let cache = new LruCache<string, CompiledUnit>(PARTIAL_CACHE_SIZE);
  // Registering (or replacing) a formatter or predicate later changes what a partial compiles to.
  let tableStamp = '';
  const compilePartial = (source: string): CompiledUnit => {
    const revision = (tables as { revision?: number }).revision ?? 0;
    const stamp = `${revision}/${tables.formatters.size}/${tables.predicates.size}`;
    if (stamp !== tableStamp) {
      tableStamp = stamp;
      cache = new LruCache<string, CompiledUnit>(PARTIAL_CACHE_SIZE);
    }
    return cache.getOrCreate(source, () => compileUnit(source, context));
  };
  return { ...context, compilePartial };
}

let plain: Environment | undefined;

function isDefault(options: CompileOptions): boolean {
  return (
    options.registry === undefined &&
    options.formatters === undefined &&
    options.predicates === undefined &&
    options.enableExpressions === undefined &&
    options.enableInclude === undefined &&
    options.expressionLimits === undefined
  );
}

export function environmentFor(options?: CompileOptions): Environment {
  if (options === undefined || isDefault(options)) return (plain ??= environmentFor({ registry: defaultRegistry }));
  const registry = options.registry ?? defaultRegistry;
  if (options.formatters !== undefined || options.predicates !== undefined) {
    const tables: Tables = {
      formatters: withOverrides<Formatter>(registry.formatters, options.formatters),
      predicates: withOverrides<Predicate>(registry.predicates, options.predicates),
      formatterArguments: rulesWithout(registry.formatterArguments, options.formatters),
      predicateArguments: rulesWithout(registry.predicateArguments, options.predicates),
    };
    return createEnvironment(tables, options);
  }
  const key = `${options.enableExpressions !== false}|${options.enableInclude !== false}|${JSON.stringify(expressionLimits(options.expressionLimits))}`;
  let byKey = shared.get(registry);
  if (byKey === undefined) shared.set(registry, (byKey = new Map()));
  let environment = byKey.get(key);
  if (environment === undefined) byKey.set(key, (environment = createEnvironment(registry, options)));
  return environment;
}
