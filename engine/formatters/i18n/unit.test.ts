import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../index';
import { convertUnit } from './unit';
import { UNITS } from './unit-table';

const render = (template: string, data: unknown, locale?: string) => renderTemplate(template, data, { locale }).output;

describe('unit', () => {
  it('formats a number in a unit for the locale, short by default, long and narrow on request', () => {
    expect(render('{d|unit kilometer}|{d|unit kilometer long}|{d|unit kilometer narrow}', { d: 12.5 })).toBe(
      '12.5 km|12.5 kilometers|12.5km',
    );
    expect(render('{d|unit width:long in:liter}', { d: '2' }, 'de_DE')).toBe('2 Liter');
    expect(render('{d|unit gigabyte maxfrac:1 group}', { d: 12345.67 })).toBe('12,345.7 GB');
  });

  it('converts between units of each category', () => {
    expect(render('{d|unit in:kilometer out:mile long}', { d: 12.5 })).toBe('7.767 miles');
    expect(render('{d|unit kilometer out:mile long maxfrac:1}', { d: 12.5 }, 'de_DE')).toBe('7,8 Meilen');
    expect(
      render('{c|unit celsius out:fahrenheit}|{c|unit celsius out:kelvin}|{f|unit fahrenheit out:celsius}', {
        c: 100,
        f: -40,
      }),
    ).toBe('212°F|373.15\u00a0K|-40°C');
    expect(render('{a|unit hectare out:square-meter}|{a|unit square-meter long}', { a: 1.5 })).toBe(
      '15,000\u00a0m²|1.5 square meters',
    );
    expect(render('{v|unit cubic-meter out:liter long}', { v: 1 }, 'fr_FR')).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'liter', unitDisplay: 'long' }).format(1000),
    );
    expect(
      render('{s|unit kilometer-per-hour out:meter-per-second}|{s|unit knot out:kilometer-per-hour maxfrac:1}', {
        s: 36,
      }),
    ).toBe('10 m/s|66.7 km/h');
    expect(render('{t|unit hour out:minute long}|{t|unit day out:hour}', { t: 1.5 })).toBe('90 minutes|36 hr');
    expect(render('{b|unit byte out:bit long}|{b|unit megabyte out:kilobyte}', { b: 1 })).toBe('8 bits|1,000 kB');
    expect(
      render(
        '{g|unit revolution out:degree long}|{g|unit degree out:radian maxfrac:4}|{g|unit degree out:arc-minute}',
        { g: 1 },
      ),
    ).toBe('360 degrees|0.0175\u00a0rad|60′');
    expect(render('{h|unit megahertz out:hertz long}|{h|unit gigahertz out:megahertz}', { h: 1.5 })).toBe(
      '1,500,000 hertz|1,500\u00a0MHz',
    );
  });

  it('converts there and back within rounding, for every unit', () => {
    for (const [name, info] of UNITS) {
      const base =
        [...UNITS].find(([, other]) => other.category === info.category && other.factor === 1 && !other.offset)?.[1] ??
        info;
      expect(convertUnit(convertUnit(12.5, info, base), base, info), name).toBeCloseTo(12.5, 9);
    }
  });

  it('prints "" for an unknown unit, a conversion across categories, a value that is not a finite number, or no locale data', () => {
    expect(
      render('[{c|unit meter out:second}][{c|unit furlong}][{x|unit meter}][{y|unit meter}][{z|unit meter}]', {
        c: 1,
        x: 'abc',
        y: 'Infinity',
      }),
    ).toBe('[][][][][]');
    expect(renderTemplate('[{c|unit meter}]', { c: 1 }, { locale: null }).output).toBe('[]');
  });

  it('leaves the value alone without a unit, as the legacy no-op did', () => {
    expect(render('{c|unit}|{c|unit long}', { c: 'abc' })).toBe('abc|abc');
  });

  it('picks the largest unit a storage amount fills (compact:, steps of 1024) and splits durations (sequence:)', () => {
    expect(render('{b|unit in:byte compact:bytes}|{b|unit in:byte compact:bytes long}', { b: '12345657890' })).toBe(
      '11.5 GB|11.5 gigabytes',
    );
    expect(render('{b|unit in:byte compact:bytes}|{k|unit in:kilobit compact:bits}', { b: 1023, k: 2048 })).toBe(
      '1,023 byte|2 Mb',
    );
    expect(render('{s|unit in:second sequence:hour,minute,second format:long}', { s: 12345 })).toBe(
      '3 hours 25 minutes 45 seconds',
    );
    // French puts no-break spaces between number and unit (of two widths, by CLDR's data).
    expect(
      render('{s|unit in:second sequence:hour,minute,second format:long}', { s: '12345' }, 'fr-FR').replace(/\s/g, ' '),
    ).toBe('3 heures 25 minutes 45 secondes');
    // Parts of 0 are left out; the sign goes to the first part.
    expect(render('{s|unit in:second sequence:day,hour,minute long}', { s: -90060 })).toBe('-1 day 1 hour 1 minute');
    expect(render('[{s|unit in:second sequence:hour,meter}]', { s: 5 })).toBe('[]');
  });

  it('formats in messages: {0 unit …}', () => {
    expect(render('{m|message b}', { m: 'took {0 unit in:second sequence:minute,second}', b: 75 })).toBe(
      'took 1 min 15 sec',
    );
  });
});
