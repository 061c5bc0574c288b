/** The `apply` formatter (§6.2): renders a macro or partial against the value. */
import type { Formatter } from '../types';

/**
 * `{VALUE|apply NAME [private] [key=value …]}`. Any extra argument creates `@args`; each one
 * with `=` becomes a string entry. `@args` has no prototype, so no key can reach Object's.
 */
export const apply: Formatter = (value, args, scope) => {
  if (args.length === 0) return '';
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
  }
  return scope.applyPartial(args[0], value, { private: barrier, args: entries });
};

export const applyFormatters: Record<string, Formatter> = { apply };
