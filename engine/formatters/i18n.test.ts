import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { FORMAT_CACHE_SIZE } from '../lru';
import { i18nFormatters } from './i18n';
import { testScope } from './test-scope';

describe('i18n formatters', () => {
  it('registers every name', () => {
    expect(Object.keys(i18nFormatters).sort()).toEqual(
      [
        'bookkeeper-money-format',
        'datetime',
        'datetime-interval',
        'decimal',
        'message',
        'money',
        'percentage-format',
        'plural',
        'relative-time',
        'timesince',
      ].sort(),
    );
  });

  it('prints "" without a locale (timesince: Invalid date.)', () => {
    const scope = testScope({ values: [1, 2] });
    for (const [name, formatter] of Object.entries(i18nFormatters)) {
      const value = name === 'money' ? { value: '1', currency: 'USD' } : name.startsWith('message') ? 'hi' : 1;
      expect(formatter(value, [], scope), name).toBe(name === 'timesince' ? 'Invalid date.' : '');
    }
  });

  it('share one LRU cache: the 101st distinct format evicts the least recently used', () => {
    const scope = testScope({ locale: 'en-US' });
    const key = (n: number) => `i18n:message:pattern ${n}`;
    for (let n = 0; n < FORMAT_CACHE_SIZE; n++) i18nFormatters.message(`pattern ${n}`, [], scope);
    expect(scope.formatCache.size).toBe(FORMAT_CACHE_SIZE);
    expect(scope.formatCache.get(key(0))).toBeDefined();
    // Reading pattern 0 made it recent; the number format is the 101st entry and evicts pattern 1.
    i18nFormatters.decimal('1.5', [], scope);
    expect(scope.formatCache.size).toBe(FORMAT_CACHE_SIZE);
    expect(scope.formatCache.get(key(0))).toBeDefined();
    expect(scope.formatCache.get(key(1))).toBeUndefined();
    i18nFormatters.datetime(0, ['date:full'], scope);
    expect(scope.formatCache.get(key(2))).toBeUndefined();
  });

  it('render through the engine with a locale', () => {
    const data = { m: { decimalValue: '12345.678', currencyCode: 'USD' }, n: '12345.678', t: 1520876934000 };
    const { output, errors } = renderTemplate('{m|money} {n|decimal group maxfrac:1} {t|datetime date:full}', data, {
      locale: 'en-US',
    });
    expect(errors).toEqual([]);
    expect(output).toBe('$12,345.68 12,345.7 Monday, March 12, 2018');
    const loop = renderTemplate(
      '{.repeated section items}{msg|message @index @} {.end}',
      {
        msg: 'The {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}} item is a {1}.',
        items: ['guitar', 'sax'],
      },
      { locale: 'en-US' },
    );
    expect(loop.output).toBe('The 1st item is a guitar. The 2nd item is a sax. ');
    const range = renderTemplate(
      '{a, b|datetime-interval} / {a, b|relative-time}',
      { a: 1520876934000, b: 1520876934000 + 86_400_000 },
      { locale: 'en-US' },
    );
    expect(range.output).toBe('Mar 12\u2009–\u200913, 2018 / tomorrow');
    expect(
      renderTemplate(
        '{msg|message name:user.first}',
        { msg: 'Hi, {name}', user: { first: 'Ann' } },
        { locale: 'en-US' },
      ).output,
    ).toBe('Hi, Ann');
  });

  it('render as en-US when no locale is given, and print "" (timesince: Invalid date.) when told there is no locale data', () => {
    const data = { m: { value: '123.45', currency: 'USD' }, n: '1234.5', t: 1520876934000, past: -607001400000 };
    const template =
      '{m|money}|{n|decimal}|{t|datetime date:full}|{t, t|datetime-interval}|{t|relative-time}|{m.currency|message}|{past|timesince}';
    const now = 1627849845000;
    expect(renderTemplate(template, data, { now }).output).toBe(
      renderTemplate(template, data, { now, locale: 'en-US' }).output,
    );
    expect(renderTemplate('{m|money}', data).output).toBe('$123.45');
    expect(renderTemplate('{past|timesince}', data, { now }).output).toBe(
      '<span class="timesince" data-date="-607001400000">about 70 years ago</span>',
    );
    expect(renderTemplate(template, data, { now, locale: null }).output).toBe('||||||Invalid date.');
  });
});
