import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { absUrl, capitalize, humanizeDuration } from './text';

const scope = testScope();

describe('AbsUrl', () => {
  it('prefixes the context base-url', () => {
    expect(absUrl('foo', [], testScope({ frames: [{ 'base-url': 'http://a.com' }, 'foo'] }))).toBe('http://a.com/foo');
    expect(absUrl(5, [], testScope({ frames: [{ 'base-url': 'x' }] }))).toBe('x/5');
    expect(absUrl({ a: 1 }, [], testScope({ frames: [{ 'base-url': 'x' }] }))).toBe('x/');
  });

  it('starts from / without a base-url', () => {
    expect(absUrl('foo', [], scope)).toBe('/foo');
    expect(absUrl(undefined, [], scope)).toBe('/');
  });
});

describe('capitalize', () => {
  it('upper-cases the whole text', () => {
    expect(capitalize('hi there', [], scope)).toBe('HI THERE');
    expect(capitalize('ßa é', [], scope)).toBe('SSA É');
    expect(capitalize(12, [], scope)).toBe('12');
    expect(capitalize({ a: 1 }, [], scope)).toBe('');
    expect(capitalize(undefined, [], scope)).toBe('');
  });
});

describe('humanizeDuration', () => {
  const h = (value: unknown) => humanizeDuration(value, [], scope);

  it('prints minutes and zero-padded seconds', () => {
    expect(h(125000)).toBe('2:05');
    expect(h(5999)).toBe('0:05');
    expect(h(59999)).toBe('0:59');
    expect(h(3600000)).toBe('60:00');
    expect(h(36000000)).toBe('600:00');
    expect(h('125000')).toBe('2:05');
    expect(h('1.5e6')).toBe('25:00');
  });

  it('prints 0:00 for values that are not numbers', () => {
    for (const value of ['abc', undefined, null, {}, true]) expect(h(value)).toBe('0:00');
  });

  it('truncates negative and huge values as the platform does', () => {
    expect(h(-5000)).toBe('0:-5');
    expect(h(-65000)).toBe('-1:-5');
    expect(h(-500)).toBe('0:00');
    expect(h(1e22)).toBe('-33021405:-52');
  });
});
