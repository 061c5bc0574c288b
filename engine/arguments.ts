/**
 * Argument rules (`ArgumentRule`): the check the compiler runs on every formatter and predicate
 * call that has one, and the checks the built-in rules share.
 */
import type { ArgumentRule } from './types';

export type ArgumentProblem =
  | { kind: 'none' }
  | { kind: 'few'; min: number; count: number }
  | { kind: 'many'; max: number; count: number }
  | { kind: 'invalid'; detail: string };

/** Trailing empty pieces (a trailing delimiter, `{x|date }`) give a formatter nothing to use. */
function usableCount(args: readonly string[]): number {
  let count = args.length;
  while (count > 0 && args[count - 1] === '') count--;
  return count;
}

function checkDetail(rule: ArgumentRule, args: readonly string[]): string | undefined {
  try {
    return rule.check?.(args);
  } catch (thrown) {
    // A plugin's check must not make compiling throw; its failure is reported like any other.
    return `arguments could not be checked: ${thrown instanceof Error ? thrown.message : String(thrown)}`;
  }
}

/** What makes `args` unusable under `rule`, or undefined when they are usable. */
export function argumentProblem(rule: ArgumentRule, args: readonly string[]): ArgumentProblem | undefined {
  const count = usableCount(args);
  const min = rule.minArgs ?? 0;
  if (count < min) return count === 0 ? { kind: 'none' } : { kind: 'few', min, count };
  if (rule.maxArgs !== undefined && count > rule.maxArgs) return { kind: 'many', max: rule.maxArgs, count };
  const detail = checkDetail(rule, args);
  return detail === undefined ? undefined : { kind: 'invalid', detail };
}

/**
 * A check that the argument at `position`, when given, starts with an integer: the formatters
 * read it with `parseInt`, so `12px` is 12 but `abc` is nothing.
 */
export function integerAt(position: number): (args: readonly string[]) => string | undefined {
  return (args) => {
    const arg = args[position];
    return arg !== undefined && Number.isNaN(parseInt(arg, 10)) ? `argument '${arg}' is not a number` : undefined;
  };
}
