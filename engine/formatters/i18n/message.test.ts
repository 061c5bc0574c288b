import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { formatMessage, message } from './message';

const T = 1520876934000;
/** Render `pattern` as `{msg|message …refs}` with `data` as the enclosing scope. */
const run = (pattern: unknown, refs: string[], data: object = {}, locale = 'en-US') =>
  message(pattern, refs, testScope({ frames: [data, pattern], locale }));

describe('message', () => {
  it('matches the reference examples', () => {
    expect(run('Hi, {name}', ['name:user.first'], { user: { first: 'Ann' } })).toBe('Hi, Ann');
    const pattern = 'The {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}} item is a {1}.';
    const item = (index: number, name: string) =>
      message(pattern, ['@index', '@'], testScope({ frames: [{}, name, pattern], loopIndex: index, locale: 'en-US' }));
    expect(item(1, 'guitar')).toBe('The 1st item is a guitar.');
    expect(item(2, 'sax')).toBe('The 2nd item is a sax.');
    expect(item(3, 'drum')).toBe('The 3rd item is a drum.');
  });

  it('makes named arguments positional too, and takes key=REF', () => {
    expect(run('Hi, {name} {0}', ['name=user.first'], { user: { first: 'Ann' } })).toBe('Hi, Ann Ann');
    expect(run('{0} and {1} and {2}', ['a', 'b'], { a: 'x', b: 7 })).toBe('x and 7 and ');
    expect(run('{1} {0}', ['a', 'b'], { a: 'A' })).toBe(' A');
  });

  it('prints and counts a money node as its amount', () => {
    const pattern = 'you have {0} item{0 plural one{} other{s}}';
    expect(run(pattern, ['m'], { m: { decimalValue: '1', currencyCode: 'USD' } })).toBe('you have 1 item');
    expect(run(pattern, ['m'], { m: { value: '3', currency: 'USD' } })).toBe('you have 3 items');
    expect(run('{0 money}', ['m'], { m: { decimalValue: '3', currencyCode: 'USD' } })).toBe('$3.00');
  });

  it('prints scalars as text and containers as nothing', () => {
    expect(run('{0}', ['n'], { n: 12345.678 })).toBe('12345.678');
    expect(run('{0}', ['n'], { n: true })).toBe('true');
    for (const n of [{ a: 1 }, [1, 2], null]) expect(run('[{0}]', ['n'], { n })).toBe('[]');
  });

  it('chooses plural cases, exact values first, with an offset', () => {
    const items = '{0 plural one{# item} other{# items}}';
    expect(run(items, ['n'], { n: 1 })).toBe('1 item');
    expect(run(items, ['n'], { n: 2 })).toBe('2 items');
    expect(run(items, ['n'], { n: '1234.5' })).toBe('1234.5 items');
    expect(run(items, ['n'], { n: 1000000 })).toBe('1000000 items');
    expect(run(items, ['n'], { n: '1.0' })).toBe('1.0 items');
    expect(run(items, ['n'], { n: true })).toBe('1 item');
    expect(run(items, ['n'], { n: 'abc' })).toBe('0 items');
    expect(run(items, [], {})).toBe('0 items');
    expect(run('{0 plural =0{none} one{# item} other{# items}}', ['n'], { n: 0 })).toBe('none');
    expect(run('{0 plural offset:1 =0{none} one{you and # other} other{you and # others}}', ['n'], { n: 3 })).toBe(
      'you and 2 others',
    );
    expect(run('{0 plural offset:1 one{# item} other{# items}}', ['n'], { n: '2.0' })).toBe('1.0 items');
    expect(run('{0 plural one{{0} item} other{{0} items}}', ['n'], { n: 2 })).toBe('2 items');
    expect(run('{0, plural, one{# item} other{# items}}', ['n'], { n: 1 })).toBe('1 item');
    expect(run('{x plural one{# item} other{# items}}', ['x:n'], { n: 1 })).toBe('1 item');
    expect(run('{0 plural one{# item}}', ['n'], { n: 5 })).toBe('');
  });

  it('uses the locale plural rules, ordinal and cardinal', () => {
    const ordinal = '{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}';
    expect(run(ordinal, ['n'], { n: 22 })).toBe('22nd');
    expect(run(ordinal, ['n'], { n: 113 })).toBe('113th');
    expect(run('{0 plural one{# rzecz} few{# rzeczy} many{# rzeczy!} other{# rzeczy?}}', ['n'], { n: 5 }, 'pl')).toBe(
      '5 rzeczy!',
    );
  });

  it('chooses select cases, falling back to other', () => {
    const pronoun = '{0 select male{he} female{she} other{they}}';
    expect(run(pronoun, ['g'], { g: 'female' })).toBe('she');
    expect(run(pronoun, ['g'], { g: 'x' })).toBe('they');
    expect(run('{0 select male{he} female{she}}', ['g'], { g: 'x' })).toBe('');
    expect(run('{0 select constructor{c} other{o}}', ['g'], { g: 'toString' })).toBe('o');
  });

  it('calls the money, number, datetime and interval formatters', () => {
    const m = { decimalValue: '12.5', currencyCode: 'USD' };
    expect(run('Cost {0 money}', ['m'], { m })).toBe('Cost $12.50');
    expect(run('Cost {0 currency style:code}', ['m'], { m })).toBe('Cost 12.50 USD');
    expect(run('Cost {0 currency}', ['m'], { m: { value: '12.5', currency: 'EUR' } })).toBe('Cost €12.50');
    expect(run('{0 number maxfrac:1}', ['n'], { n: '3.14159' })).toBe('3.1');
    expect(run('{0 decimal}', ['n'], { n: '3.14159' })).toBe('3.142');
    expect(run('{0 number}', ['n'], { n: 12345 })).toBe('12,345');
    expect(run('On {0 datetime date:full}', ['t'], { t: T })).toBe('On Monday, March 12, 2018');
    expect(run('On {0 datetime}', ['t'], { t: T })).toBe('On March 12, 2018');
    expect(run('{0;1 datetime-interval}', ['a', 'b'], { a: T, b: T + 86_400_000 })).toBe('Mar 12\u2009–\u200913, 2018');
    expect(run('a {0 bogus} b', ['n'], { n: 1 })).toBe('a  b');
  });

  it('quotes with apostrophes', () => {
    expect(run("it''s {0}", ['n'], { n: 1 })).toBe("it's 1");
    expect(run("'{0}' {0}", ['n'], { n: 1 })).toBe('{0} 1');
  });

  it('prints a malformed pattern as it is', () => {
    expect(run('{0 plural one{# item} other{# items}', ['n'], { n: 1 })).toBe('{0 plural one{# item} other{# items}');
  });

  it('takes the pattern as text', () => {
    expect(run(5, [])).toBe('5');
    expect(run({ a: 1 }, [])).toBe('');
  });

  it('prints "" without a locale', () => {
    expect(message('Hi', [], testScope({}))).toBe('');
  });

  it('caches each parsed pattern', () => {
    const scope = testScope({ frames: [{ n: 1 }, 'x'], locale: 'en-US' });
    message('{0} one', ['n'], scope);
    const size = scope.formatCache.size;
    message('{0} one', ['n'], scope);
    expect(scope.formatCache.size).toBe(size);
    expect(scope.formatCache.get('i18n:message:{0} one')).toBeDefined();
  });

  it('formats with explicit values for platform texts', () => {
    const scope = testScope({ locale: 'en-US' });
    expect(formatMessage('Select {variantName}', { named: { variantName: 'Size' } }, scope)).toBe('Select Size');
    expect(formatMessage('{n plural one{# item left} other{# items left}}', { named: { n: 1 } }, scope)).toBe(
      '1 item left',
    );
    expect(formatMessage('{0} of {1}', { positional: [1, 3] }, scope)).toBe('1 of 3');
    expect(formatMessage('Hi', {}, testScope({}))).toBe('');
  });
});
