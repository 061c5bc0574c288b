import { describe, expect, it } from 'vitest';
import { positionAt } from './position';

describe('positionAt', () => {
  it('gives 1-based line and column', () => {
    expect(positionAt('ab\ncd\ne', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd\ne', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab\ncd\ne', 6)).toEqual({ line: 3, column: 1 });
  });
});
