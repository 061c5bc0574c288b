import { describe, expect, it } from 'vitest';
import { format } from './format';
import { testScope } from './test-scope';

/** Frames as a variable tag builds them: the data, then a frame for the incoming value. */
const formatWith = (data: Record<string, unknown>, value: unknown, args: string[]): unknown =>
  format(value, args, testScope({ frames: [data, value] }));

describe('format', () => {
  it('fills numbered slots with resolved args (§10.1)', () => {
    const data = { p: '{0} has {1} pts', who: 'Lee', n: 7 };
    expect(formatWith(data, data.p, ['who', 'n'])).toBe('Lee has 7 pts');
  });

  it('reads {} as {0}, allows leading zeros and prints nothing for a missing slot', () => {
    const data = { a: 'A', b: null };
    expect(formatWith(data, '{0}-{1}-{2}-{}-{00}-{01}', ['a', 'b'])).toBe('A---A-A-');
    const eleven = Array.from({ length: 11 }, () => 'a');
    expect(formatWith(data, '{10}{010}{99999999999999999999}', eleven)).toBe('AA');
  });

  it('drops a { with anything else up to its }, and an unclosed { to the end', () => {
    const data = { a: 'A' };
    expect(formatWith(data, 'a{0b}c{ 0 }{+1}d{0', ['a'])).toBe('acd');
    expect(formatWith(data, '{x}-{', ['a'])).toBe('-');
    expect(formatWith(data, 'a}b{0}', ['a'])).toBe('a}bA');
  });

  it('resolves args from the scope enclosing the tag, skipping the frame of v', () => {
    const data = { x: { y: '{0}', z: 'inner' }, z: 'outer' };
    expect(formatWith(data, data.x.y, ['z'])).toBe('outer');
  });

  it('prints args as String() does, null and missing as ""', () => {
    const data = { list: [null, 1, [2, 3], true], object: { k: 1 }, yes: true, big: 1e21, none: null };
    expect(
      formatWith(data, '{0}|{1}|{2}|{3}|{4}|{5}|{6}', ['list', 'object', 'yes', 'big', 'none', 'absent', 'zzz']),
    ).toBe(',1,2,3,true|[object Object]|true|1e+21|||');
  });

  it('takes the pattern as toText(v)', () => {
    expect(formatWith({ a: 'A' }, 5, ['a'])).toBe('5');
    expect(formatWith({ a: 'A' }, { z: 1 }, ['a'])).toBe('');
    expect(formatWith({}, undefined, [])).toBe('');
    expect(formatWith({}, '{0}z', [])).toBe('z');
  });

  it('starts over at a { met while skipping a non-placeholder, as the reference engine does', () => {
    const data = { a: 'A', b: 'B' };
    expect(formatWith(data, '[{x{}{1}] [{xy{1}] [{x{a}b] [{{1}] [{{{1}] [{1x{0}] [{1{0}] [{x}}]', ['a', 'b'])).toBe(
      '[AB] [B] [b] [] [B] [A] [] [}]',
    );
    expect(formatWith(data, '{"n":0,"o":{}}', ['a'])).toBe('A}');
    expect(formatWith(data, 'end {x', ['a'])).toBe('end ');
  });
});
