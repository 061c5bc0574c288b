/**
 * A small Scope for testing formatters and predicates directly, without the executor:
 * frames are given bottom-up, the last one is the top (the incoming value's frame).
 */
import { DEFAULT_TIME_ZONE } from '../../domain';
import { LruCache, FORMAT_CACHE_SIZE } from '../lru';
import { ownProperty, propertyPath } from '../convert';
import { RenderMemo } from '../render-memo';
import type { Scope } from '../types';

export interface TestScopeOptions {
  /** Nodes from the bottom of the stack (the data) to the top; default `[{}]`. */
  frames?: unknown[];
  values?: unknown[];
  loopIndex?: number;
  now?: number;
  locale?: string;
  defaultTimezone?: string;
  host?: unknown;
  /** @default a fresh memo, as a render given none has */
  memo?: RenderMemo;
  partials?: Record<string, (node: unknown) => string>;
}

export interface TestScope extends Scope {
  /** Errors recorded through `error()`. */
  readonly errors: string[];
}

export function testScope(options: TestScopeOptions = {}): TestScope {
  const frames = options.frames ?? [{}];
  const errors: string[] = [];
  const walk = (reference: string, skip: number): unknown => {
    const [first, ...rest] = reference.split('.');
    for (let i = frames.length - 1 - skip; i >= 0; i--) {
      let value = first === '@' ? frames[i] : ownProperty(frames[i], /^\d+$/.test(first) ? Number(first) : first);
      if (first === '@index' && options.loopIndex !== undefined) value = options.loopIndex;
      if (value === undefined && first !== '@') continue;
      return propertyPath(value, ...rest.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)));
    }
    return undefined;
  };
  return {
    node: frames[frames.length - 1],
    values: options.values ?? [frames[frames.length - 1]],
    resolve: (reference) => walk(reference, 0),
    resolveOuter: (reference) => walk(reference, 1),
    loopIndex: options.loopIndex,
    error: (message) => void errors.push(message),
    applyPartial: (name, node) => options.partials?.[name]?.(node) ?? '',
    now: options.now ?? Date.UTC(2024, 0, 1),
    locale: options.locale,
    defaultTimezone: options.defaultTimezone ?? DEFAULT_TIME_ZONE,
    formatCache: new LruCache<string, unknown>(FORMAT_CACHE_SIZE),
    memo: options.memo ?? new RenderMemo(),
    host: options.host,
    errors,
  };
}
