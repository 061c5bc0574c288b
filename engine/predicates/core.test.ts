import { describe, expect, it } from 'vitest';
import { testScope } from '../formatters/test-scope';
import { corePredicates } from './core';

const p = (name: string, node: unknown, args: string[], data: Record<string, unknown> = {}) => {
  const scope = testScope({ frames: [data, node] });
  return { result: corePredicates[name](node, args, scope), errors: scope.errors };
};

describe('core predicates', () => {
  it('equal? compares type-strictly and structurally, operands as JSON or references', () => {
    expect(p('equal?', 3, ['3']).result).toBe(true);
    expect(p('equal?', '3', ['3']).result).toBe(false);
    expect(p('equal?', null, ['a', 'b'], { a: { x: [1] }, b: { x: [1] } }).result).toBe(true);
    expect(p('equal?', 1, []).result).toBe(false);
    expect(p('equal?', 'Jo Ann', ['"Jo Ann"']).result).toBe(true);
    expect(p('equal?', -2, ['-2']).result).toBe(true);
    expect(p('equal?', 'x', ['v'], { v: 'x' }).result).toBe(true);
  });

  it('notEqual? negates, but is false without arguments', () => {
    expect(p('notEqual?', 1, ['2']).result).toBe(true);
    expect(p('notEqual?', 1, []).result).toBe(false);
  });

  it('orders by the type of the first operand', () => {
    expect(p('greaterThan?', 10, ['"9"']).result).toBe(true);
    expect(p('greaterThan?', 1, ['"abc"']).result).toBe(true);
    expect(p('lessThan?', 'a', ['"b"']).result).toBe(true);
    expect(p('lessThan?', false, ['true']).result).toBe(true);
    expect(p('lessThan?', null, ['a', 'b'], { a: { x: 1 }, b: { y: 1 } }).result).toBe(true);
    expect(p('greaterThanOrEqual?', 2, ['2']).result).toBe(true);
    expect(p('lessThanOrEqual?', 3, ['2']).result).toBe(false);
    expect(p('greaterThan?', 3, []).result).toBe(false);
  });

  it('even? and odd? take the node or a reference, integers only', () => {
    expect(p('even?', 4, []).result).toBe(true);
    expect(p('odd?', -3, []).result).toBe(true);
    expect(p('odd?', 1.5, []).result).toBe(false);
    expect(p('even?', '4', []).result).toBe(false);
    expect(p('even?', 1, ['n'], { n: 2 }).result).toBe(true);
  });

  it('nth? needs integers and a non-zero modulus', () => {
    expect(p('nth?', 6, ['3']).result).toBe(true);
    expect(p('nth?', null, ['9', '3']).result).toBe(true);
    expect(p('nth?', 6, ['0']).result).toBe(false);
    expect(p('nth?', 6.5, ['2']).result).toBe(false);
  });

  it('plural?, singular? and debug?', () => {
    expect(p('plural?', '2', []).result).toBe(true);
    expect(p('singular?', 1, []).result).toBe(true);
    expect(p('debug?', null, [], { debug: true }).result).toBe(true);
  });

  it('units-metric? records that it is not implemented', () => {
    expect(p('units-metric?', 1, [])).toEqual({
      result: false,
      errors: ['"units-metric?" formatter is not yet implemented'],
    });
  });
});
