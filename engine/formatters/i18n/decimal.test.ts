import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { decimal } from './decimal';

const run = (value: unknown, args: string[] = [], locale: string | null = 'en-US') =>
  decimal(value, args, testScope({ locale: locale ?? undefined }));

describe('decimal', () => {
  it('matches the reference example', () => {
    expect(run('12345.678', ['group', 'maxfrac:1'])).toBe('12,345.7');
  });

  it('groups and keeps three fraction digits by default', () => {
    expect(run('12345.678')).toBe('12,345.678');
    expect(run(12345.6789)).toBe('12,345.679');
  });

  it('keeps every digit of long decimal text', () => {
    expect(run('123456789012345678901234.5')).toBe('123,456,789,012,345,678,901,234.5');
  });

  it('reads grouping flags', () => {
    expect(run('12345.678', ['no-group'])).toBe('12345.678');
    expect(run('12345.678', ['group:false'])).toBe('12345.678');
    expect(run('12345.678', ['grouping:true'])).toBe('12,345.678');
    expect(run('12345.678', ['grouping:yes'])).toBe('12345.678');
  });

  it('groups as the locale does: four digits stay together in Spanish', () => {
    expect(run('1200', ['group'], 'es')).toBe('1200');
    expect(run('12000', ['group'], 'es')).toBe('12.000');
    expect(run(String(2 ** 53 - 1), ['group', 'style:long'], 'de')).toBe('9.007 Billionen');
  });

  it('keeps compact numbers to two significant digits unless a minimum asks for more', () => {
    expect(run('3.519', ['style:long', 'minSig:2'])).toBe('3.5');
    expect(run('1234', ['style:short', 'minSig:3'])).toBe('1.23K');
    expect(run('3.519', ['minSig:2'])).toBe('3.519');
  });

  it('rounds half-even unless told otherwise', () => {
    expect(run('2.5', ['maxfrac:0'])).toBe('2');
    expect(run('3.5', ['maxfrac:0'])).toBe('4');
    expect(run('2.5', ['maxfrac:0', 'round:half-up'])).toBe('3');
    expect(run('2.5', ['maxfrac:0', 'round:half-down'])).toBe('2');
    expect(run('2.9', ['maxfrac:0', 'round:down'])).toBe('2');
    expect(run('-2.9', ['maxfrac:0', 'round:truncate'])).toBe('-2');
    expect(run('-2.1', ['maxfrac:0', 'round:floor'])).toBe('-3');
    expect(run('2.1', ['maxfrac:0', 'round:ceil'])).toBe('3');
    expect(run('2.1', ['maxfrac:0', 'rounding:ceiling'])).toBe('3');
    expect(run('2.1', ['maxfrac:0', 'round:up'])).toBe('3');
    expect(run('2.5', ['maxfrac:0', 'round:sideways'])).toBe('2');
  });

  it('never prints a negative zero', () => {
    expect(run('-0')).toBe('0');
    expect(run('-0.1', ['maxfrac:0'])).toBe('0');
  });

  it('takes every spelling of the digit options', () => {
    expect(run('12.5', ['minint:5'])).toBe('00,012.5');
    expect(run('12.5', ['minInt:3', 'no-group'])).toBe('012.5');
    expect(run('12.5', ['minfrac:4'])).toBe('12.5000');
    expect(run('3', ['minimumFractionDigits:2'])).toBe('3.00');
    expect(run('3.14159', ['maximumFractionDigits:2'])).toBe('3.14');
    expect(run('12345.678', ['maxsig:2'])).toBe('12,000');
    expect(run('12.5', ['minsig:8'])).toBe('12.500000');
    expect(run('0.000123456', ['maxSig:3', 'minSig:1'])).toBe('0.000123');
    expect(run('0.5', ['minimumSignificantDigits:3'])).toBe('0.500');
    expect(run('1234.5', ['maximumSignificantDigits:2'])).toBe('1,200');
  });

  it('clamps digit options to 0–50 and reads non-numbers as 0', () => {
    expect(run('0.5', ['minint:0'])).toBe('.5');
    expect(run('12.5', ['minint:30'])).toBe('000,000,000,000,000,000,000,000,000,012.5');
    expect(run('12.5', ['minfrac:60'])).toBe(`12.5${'0'.repeat(49)}`);
    expect(run('12.5', ['maxfrac:abc'])).toBe('12');
    expect(run('12.5', ['maxfrac:-3'])).toBe('12');
    expect(run('12345.678', ['maxsig:0'])).toBe('0');
    expect(run('3.14159', ['minfrac:3', 'maxfrac:1'])).toBe('3.1');
  });

  it('ignores unknown options', () => {
    expect(run('1.5', ['bogus', 'colour:red', 'constructor'])).toBe('1.5');
  });

  it('formats each style', () => {
    expect(run('12345678', ['style:short'])).toBe('12M');
    expect(run('1234', ['style:short'])).toBe('1.2K');
    expect(run('1234', ['style:short', 'maxfrac:2'])).toBe('1.23K');
    expect(run('12345678', ['style:long'])).toBe('12 million');
    expect(run('12345678', ['style:scientific'])).toBe('1E+7');
    expect(run('12345678', ['style:scientific', 'maxfrac:2'])).toBe('1.23E+7');
    expect(run('0.000123', ['style:scientific'])).toBe('1E-4');
    expect(run('0.1234', ['style:percent'])).toBe('12%');
    expect(run('0.12345', ['style:percent', 'maxfrac:2'])).toBe('12.34%');
    expect(run('12.34', ['style:percent-scaled'])).toBe('12%');
    expect(run('0.1234', ['style:percent-scaled'])).toBe('0%');
    expect(run('0.1234', ['style:permille'])).toBe('123‰');
    expect(run('123.4', ['style:permille-scaled'])).toBe('123‰');
    expect(run('0.1234', ['style:decimal'])).toBe('0.123');
    expect(run('0.1234', ['style:standard'])).toBe('0.123');
    expect(run('0.1234', ['style:bogus'])).toBe('0.123');
  });

  it('accepts the decimal notations of JSON and plain text', () => {
    expect(run('1e5')).toBe('100,000');
    expect(run('+5')).toBe('5');
    expect(run('.5')).toBe('0.5');
    expect(run('5.')).toBe('5');
  });

  it('prints "" for anything that is not a finite number', () => {
    for (const value of [
      'abc',
      '',
      ' 12 ',
      '12abc',
      '0x10',
      '1,234',
      'Infinity',
      'NaN',
      undefined,
      null,
      true,
      [1],
      { value: 3 },
      NaN,
      Infinity,
    ]) {
      expect(run(value)).toBe('');
    }
  });

  it('prints "" without a locale, and for a locale Intl rejects', () => {
    expect(run('1.5', [], null)).toBe('');
    expect(run('1.5', [], 'not a locale!')).toBe('');
  });

  it('follows the locale', () => {
    expect(run('12345.678', [], 'de-DE')).toBe('12.345,678');
    expect(run('12345.678', [], 'fr-FR')).toBe('12\u202f345,678');
  });
});
