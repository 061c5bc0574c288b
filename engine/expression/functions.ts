/** The built-in functions of §7.4: max, min, abs, num, str, bool. */
import { bool, isUsable, num, str } from './values';
import type { Scalar } from './values';

export type FunctionName = 'max' | 'min' | 'abs' | 'num' | 'str' | 'bool';

export const FUNCTION_NAMES: ReadonlySet<string> = new Set<FunctionName>(['max', 'min', 'abs', 'num', 'str', 'bool']);

/**
 * Call `name` on `args[from]` up to `args[to - 1]`, skipping unusable values. Returns
 * undefined when no argument is usable (the caller records `Error calling function NAME`).
 */
export function callFunction(
  name: FunctionName,
  args: readonly unknown[],
  from: number,
  to: number,
): Scalar | undefined {
  let first = from;
  while (first < to && !isUsable(args[first])) first++;
  if (first === to) return undefined;
  const value = args[first] as Scalar;
  switch (name) {
    case 'max':
    case 'min':
      return fold(name === 'max', num(value), args, first + 1, to);
    case 'abs':
      return Math.abs(num(value));
    case 'num':
      return num(value);
    case 'str':
      return str(value);
    case 'bool':
      return bool(value);
  }
}

/** Keeps the running value only while it strictly beats the next one, so a later NaN wins. */
function fold(max: boolean, start: number, args: readonly unknown[], from: number, to: number): number {
  let current = start;
  for (let i = from; i < to; i++) {
    const arg = args[i];
    if (!isUsable(arg)) continue;
    const next = num(arg);
    const keep = max ? current > next : current < next;
    if (!keep) current = next;
  }
  return current;
}
