/**
 * The units of the `unit` formatter by category, each with its size in the category's base
 * unit (temperatures with an offset too). Intl formats the units ECMA-402 sanctions in every
 * locale; for the others (square and cubic units, kelvin, knots, radians and arc units,
 * hertz) Intl has no data, so the number is formatted for the locale and the unit is
 * written with its international symbol (short, narrow) or its English name (long).
 */
import { BYTES_PER_MB } from '../../../domain';

export type UnitCategory =
  | 'length'
  | 'area'
  | 'volume'
  | 'temperature'
  | 'speed'
  | 'duration'
  | 'digital'
  | 'angle'
  | 'frequency';

export interface UnitInfo {
  category: UnitCategory;
  /** Size in the category's base unit: base = value × factor + offset. */
  factor: number;
  offset?: number;
  /** Symbol and English names, for units Intl cannot format. */
  own?: { symbol: string; one: string; other: string };
}

const own = (symbol: string, one: string, other = `${one}s`) => ({ symbol, one, other });

const entries: [string, UnitInfo][] = [];
function add(category: UnitCategory, units: Record<string, number | [number, UnitInfo['own']]>): void {
  for (const [name, spec] of Object.entries(units)) {
    entries.push([
      name,
      typeof spec === 'number' ? { category, factor: spec } : { category, factor: spec[0], own: spec[1] },
    ]);
  }
}

add('length', {
  millimeter: 0.001,
  centimeter: 0.01,
  meter: 1,
  kilometer: 1000,
  inch: 0.0254,
  foot: 0.3048,
  yard: 0.9144,
  mile: 1609.344,
  'mile-scandinavian': 10000,
});
add('area', {
  'square-millimeter': [1e-6, own('mm²', 'square millimeter')],
  'square-centimeter': [1e-4, own('cm²', 'square centimeter')],
  'square-meter': [1, own('m²', 'square meter')],
  'square-kilometer': [1e6, own('km²', 'square kilometer')],
  'square-inch': [0.00064516, own('in²', 'square inch', 'square inches')],
  'square-foot': [0.09290304, own('ft²', 'square foot', 'square feet')],
  'square-yard': [0.83612736, own('yd²', 'square yard')],
  'square-mile': [2589988.110336, own('mi²', 'square mile')],
  hectare: 10000,
  acre: 4046.8564224,
});
add('volume', {
  milliliter: 0.001,
  liter: 1,
  'fluid-ounce': 0.0295735295625,
  gallon: 3.785411784,
  'cubic-centimeter': [0.001, own('cm³', 'cubic centimeter')],
  'cubic-meter': [1000, own('m³', 'cubic meter')],
  'cubic-inch': [0.016387064, own('in³', 'cubic inch', 'cubic inches')],
  'cubic-foot': [28.316846592, own('ft³', 'cubic foot', 'cubic feet')],
});
add('speed', {
  'meter-per-second': 1,
  'kilometer-per-hour': 1 / 3.6,
  'mile-per-hour': 0.44704,
  knot: [1852 / 3600, own('kn', 'knot')],
});
add('duration', {
  nanosecond: 1e-9,
  microsecond: 1e-6,
  millisecond: 0.001,
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86400,
  week: 604800,
  // The Gregorian averages: 365.2425 days a year.
  month: 2629746,
  year: 31556952,
});
add('digital', {
  bit: 0.125,
  byte: 1,
  kilobit: 125,
  kilobyte: 1000,
  megabit: 125e3,
  megabyte: BYTES_PER_MB,
  gigabit: 125e6,
  gigabyte: 1e9,
  terabit: 125e9,
  terabyte: 1e12,
  petabyte: 1e15,
});
add('angle', {
  degree: 1,
  radian: [180 / Math.PI, own('rad', 'radian')],
  'arc-minute': [1 / 60, own('′', 'arcminute')],
  'arc-second': [1 / 3600, own('″', 'arcsecond')],
  revolution: [360, own('rev', 'revolution')],
});
add('frequency', {
  hertz: [1, own('Hz', 'hertz', 'hertz')],
  kilohertz: [1e3, own('kHz', 'kilohertz', 'kilohertz')],
  megahertz: [1e6, own('MHz', 'megahertz', 'megahertz')],
  gigahertz: [1e9, own('GHz', 'gigahertz', 'gigahertz')],
});
entries.push(
  ['celsius', { category: 'temperature', factor: 1, offset: 273.15 }],
  ['fahrenheit', { category: 'temperature', factor: 5 / 9, offset: 273.15 - (32 * 5) / 9 }],
  ['kelvin', { category: 'temperature', factor: 1, offset: 0, own: own('K', 'kelvin', 'kelvins') }],
);

export const UNITS: ReadonlyMap<string, UnitInfo> = new Map(entries);
