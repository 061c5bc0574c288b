import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../index';

const render = (source: string, data: unknown) => compileTemplate(source).render(data, { now: 0 }).output;

describe('.if with text-only branches', () => {
  it('writes the body or the .or text by the truth of the value', () => {
    for (const [value, expected] of [
      [true, '<i class="a on">'],
      [0, '<i class="a">'],
      [[], '<i class="a">'],
      ['x', '<i class="a on">'],
    ] as const)
      expect(render('<i class="a{.if v} on{.end}">', { v: value })).toBe(expected);
    expect(render('{.if v}Yes{.or}No{.end}', { v: false })).toBe('No');
    expect(render('{.if v}Yes{.or}No{.end}', { v: 1 })).toBe('Yes');
    expect(render('{.if v}{.end}|{.if v}{.or}{.end}', { v: 1 })).toBe('|');
  });

  it('still runs branches that are not text only', () => {
    expect(render('{.if v}{v}{.or}none{.end}', { v: 'x' })).toBe('x');
    expect(render('{.if v}a{.or equal? 1 1}b{.or}c{.end}', { v: 0 })).toBe('b');
    expect(render('{.if v}a{.or}{w}{.end}', { v: 0, w: 'w' })).toBe('w');
  });
});
