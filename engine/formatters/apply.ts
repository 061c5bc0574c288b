/** The `apply` formatter (§6.2): renders a macro or partial against the value. */
import type { Formatter } from '../types';

interface ApplyOptions {
  private: boolean;
  args: Readonly<Record<string, string>> | undefined;
}

/**
 * The options read from each argument list, by the list: argument lists belong to compiled
 * templates and never change, and building a prototype-free object on every call (V8 keeps
 * such objects in slow dictionary mode) cost a sixth of a macro-heavy page. The entries are
 * frozen, so no render can change what the next one sees.
 */
const parsed = new WeakMap<readonly string[], ApplyOptions>();

function optionsOf(args: readonly string[]): ApplyOptions {
  let options = parsed.get(args);
  if (options !== undefined) return options;
  let barrier = false;
  let entries: Record<string, string> | undefined;
  if (args.length > 1) {
    entries = Object.create(null) as Record<string, string>;
    for (let i = 1; i < args.length; i++) {
      const arg = args[i];
      if (arg === 'private') barrier = true;
      const equals = arg.indexOf('=');
      if (equals !== -1) entries[arg.slice(0, equals)] = arg.slice(equals + 1);
    }
    Object.freeze(entries);
  }
  options = Object.freeze({ private: barrier, args: entries });
  parsed.set(args, options);
  return options;
}

/**
 * `{VALUE|apply NAME [private] [key=value …]}`. Any extra argument creates `@args`; each one
 * with `=` becomes a string entry. `@args` has no prototype, so no key can reach Object's.
 */
export const apply: Formatter = (value, args, scope) => {
  if (args.length === 0) return '';
  return scope.applyPartial(args[0], value, optionsOf(args));
};

export const applyFormatters: Record<string, Formatter> = { apply };
