import { describe, expect, it } from 'vitest';
import { argumentProblem, integerAt } from './arguments';

describe('argumentProblem', () => {
  it('accepts any arguments under an empty rule', () => {
    expect(argumentProblem({}, [])).toBeUndefined();
    expect(argumentProblem({}, ['a', 'b', 'c'])).toBeUndefined();
  });

  it('reports none, too few and too many, not counting trailing empty pieces', () => {
    expect(argumentProblem({ minArgs: 1 }, [])).toEqual({ kind: 'none' });
    expect(argumentProblem({ minArgs: 1 }, [''])).toEqual({ kind: 'none' });
    expect(argumentProblem({ minArgs: 1 }, ['', 'x'])).toBeUndefined();
    expect(argumentProblem({ minArgs: 2 }, ['a'])).toEqual({ kind: 'few', min: 2, count: 1 });
    expect(argumentProblem({ maxArgs: 2 }, ['a', 'b', 'c'])).toEqual({ kind: 'many', max: 2, count: 3 });
    expect(argumentProblem({ maxArgs: 2 }, ['a', 'b', ''])).toBeUndefined();
  });

  it('runs the check last and reports what it says', () => {
    const check = integerAt(0);
    expect(argumentProblem({ maxArgs: 1, check }, ['a', 'b'])).toEqual({ kind: 'many', max: 1, count: 2 });
    expect(argumentProblem({ check }, ['abc'])).toEqual({ kind: 'invalid', detail: "argument 'abc' is not a number" });
  });

  it('turns a check that throws into a problem instead of throwing', () => {
    const rule = {
      check(): string {
        throw new Error('boom');
      },
    };
    expect(argumentProblem(rule, ['x'])).toEqual({ kind: 'invalid', detail: 'arguments could not be checked: boom' });
  });
});

describe('integerAt', () => {
  it('accepts what parseInt reads as an integer prefix, and a missing argument', () => {
    const check = integerAt(1);
    expect(check([])).toBeUndefined();
    expect(check(['x', '12'])).toBeUndefined();
    expect(check(['x', '12px'])).toBeUndefined();
    expect(check(['x', '-3'])).toBeUndefined();
    expect(check(['x', 'px'])).toBe("argument 'px' is not a number");
    expect(check(['x', ''])).toBe("argument '' is not a number");
  });
});
