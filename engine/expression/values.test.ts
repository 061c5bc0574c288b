import { describe, expect, it } from 'vitest';
import { bool, isUsable, num, str } from './values';

describe('§7.4 num', () => {
  it.each([
    ['12', 12],
    ['-0x10', -16],
    ['+5', 5],
    ['0X1F', 31],
    ['1e3', 1000],
    ['1E3', 1000],
    ['1e+2', 100],
    ['1.5e-1', 0.15],
    ['1.', 1],
    ['00012', 12],
    ['1e400', Infinity],
    ['', 0],
  ])('%j → %d', (text, value) => {
    expect(num(text)).toBe(value);
  });

  it.each([
    ' 1',
    '1 ',
    '12px',
    '--1',
    '+-1',
    '- 1',
    '-',
    '.5',
    'Infinity',
    '0x',
    '-0x',
    '0x1g',
    '0x10.5',
    '1e',
    '1e5.5',
    '1.2.3',
    '1_0',
    '0b1',
    '\u00a01',
  ])('%j → NaN', (text) => {
    expect(num(text)).toBeNaN();
  });

  it('converts the other scalars', () => {
    expect([num(3.5), num(true), num(false), num(null)]).toEqual([3.5, 1, 0, 0]);
    expect(Object.is(num('-0'), -0)).toBe(true);
  });
});

describe('§7.4 bool and str', () => {
  it('bool uses JavaScript truthiness', () => {
    expect([bool('0'), bool('false'), bool(''), bool(NaN), bool(0), bool(2), bool(null), bool(true)]).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('str spells null and keeps JavaScript number text', () => {
    expect([str(null), str(true), str(1.5), str(-0), str(1e21), str('x')]).toEqual([
      'null',
      'true',
      '1.5',
      '0',
      '1e+21',
      'x',
    ]);
  });

  it('only scalars are usable', () => {
    expect([isUsable(null), isUsable(0), isUsable(''), isUsable(false)]).toEqual([true, true, true, true]);
    expect([isUsable(undefined), isUsable({}), isUsable([]), isUsable(Symbol('x'))]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
