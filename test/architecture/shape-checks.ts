/**
 * Type-level checks for the API shape tests (`*.test-d.ts` beside this file, compiled by tsc in
 * typecheck.test.ts, never run). A route factory that leaves its return type to inference keeps
 * its Hono schema (each path's `c.json` answers) visible to `Schema`; one annotated
 * `Hono<…Env>` empties it, and the checks of its paths stop compiling.
 */
import type { ExtractSchema, MergeSchemaPath, Schema as HonoSchema } from 'hono/types';
import type { JSONParsed } from 'hono/utils/types';

/** True when A and B are the same type (not merely assignable one way). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only with `true`. */
export type Expect<T extends true> = T;
/**
 * True when each is assignable to the other: a field added, dropped, retyped or made optional on
 * either side makes it false. A route's answer is typed as Hono's JSON mapping of what it passed
 * to `c.json` (a new type built from the same fields, `unknown` read as any JSON), so it is
 * compared with the same mapping of the domain type; strict `Equal` cannot hold across it.
 */
export type Same<A, B> =
  IsAny<A> extends true
    ? false
    : IsAny<B> extends true
      ? false
      : [A] extends [B]
        ? [B] extends [A]
          ? true
          : false
        : false;
/** `any` would pass every check: a route whose answer Hono cannot type is refused, not waved through. */
type IsAny<T> = 0 extends 1 & T ? true : false;

/** The route's answer is the domain type, as JSON carries it. */
export type Sends<RouteAnswer, Domain> = Same<RouteAnswer, JSONParsed<Domain>>;

export type Schema<Routes extends (...args: never[]) => unknown> = ExtractSchema<ReturnType<Routes>>;
/** What a route answers when it does what was asked: its `c.json` answers less its refusals (`{ error }` unless told). */
export type Answer<Entry, Refused = { error: string }> =
  Exclude<Entry, { output: Refused }> extends { output: infer Output } ? Output : never;
/** The route's refusal with a body of its own (a 400 listing what was wrong). */
export type Refusal<Entry, Refused = { error: string }> =
  Extract<Entry, { output: Refused }> extends { output: infer Output } ? Output : never;
/** What a call of the owner app or an island resolves to. */
export type Reads<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;

/** A sub-app's schema as app.ts mounts it (`app.route(prefix, routes(...))`): its paths under `Prefix`. */
export type Mounted<Routes extends (...args: never[]) => unknown, Prefix extends string> =
  Schema<Routes> extends infer S extends HonoSchema ? MergeSchemaPath<S, Prefix> : never;
