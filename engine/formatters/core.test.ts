import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { coreFormatters } from './core';
import { testScope } from './test-scope';

describe('coreFormatters', () => {
  it('registers every core formatter of §10 except apply, plus unit, units-metric and find-first, find-last and line-breaks of the reference registry', () => {
    expect(Object.keys(coreFormatters).sort()).toEqual(
      [
        'count',
        'cycle',
        'find-first',
        'find-last',
        'line-breaks',
        'encode-space',
        'encode-uri',
        'encode-uri-component',
        'format',
        'get',
        'href',
        'html',
        'htmlattr',
        'htmltag',
        'iter',
        'json',
        'json-pretty',
        'key-by',
        'lookup',
        'mod',
        'output',
        'pluralize',
        'prop',
        'raw',
        'round',
        'safe',
        'slugify',
        'smartypants',
        'str',
        'truncate',
        'unit',
        'units-metric',
        'url-encode',
      ].sort(),
    );
  });

  it('leaves v unchanged for unit without a unit (engine/formatters/i18n/unit.test.ts has the rest)', () => {
    const value = { a: 1 };
    expect(coreFormatters.unit(value, [], testScope())).toBe(value);
  });

  it('leaves v unchanged for units-metric and records that it is not implemented, at the tag', () => {
    expect(renderTemplate('a\n [{w|units-metric}] [{w|units-metric kg|json}]', { w: { kg: 2 } })).toEqual({
      output: 'a\n [] [{"kg":2}]',
      errors: [
        { type: 'engine', message: '"units-metric" formatter is not yet implemented', line: 2, column: 3 },
        { type: 'engine', message: '"units-metric" formatter is not yet implemented', line: 2, column: 22 },
      ],
    });
    expect(renderTemplate('{n|units-metric}', { n: 5 }).output).toBe('5');
  });
});

describe('§10.1 examples, rendered', () => {
  const examples: Array<[string, unknown, string]> = [
    ['{xs|count}', { xs: [4, 5, 6] }, '3'],
    ['{.repeated section xs}{@index|cycle odd even} {.end}', { xs: [1, 1, 1] }, 'odd even odd '],
    ['{s|encode-space}', { s: 'a b' }, 'a&nbsp;b'],
    ['{s|encode-uri}', { s: 'a b/ü' }, 'a%20b/%C3%BC'],
    ['{s|encode-uri-component}', { s: 'a b/ü' }, 'a%20b%2F%C3%BC'],
    ['{p|format who n}', { p: '{0} has {1} pts', who: 'Lee', n: 7 }, 'Lee has 7 pts'],
    ['{ids|get k}', { ids: { x: 'Blue' }, k: 'x' }, 'Blue'],
    ['{s|html}', { s: 'a<b & c>' }, 'a&lt;b &amp; c&gt;'],
    ['{s|htmlattr}', { s: 'say "hi"' }, 'say &quot;hi&quot;'],
    ['{.repeated section xs}{@|iter}{.end}', { xs: ['a', 'b'] }, '12'],
    ['{o|json}', { o: { a: [1, '</x>'] } }, '{"a":[1,"<\\/x>"]}'],
    ['{o|json-pretty}', { o: { a: 1 } }, '{\n  "a": 1\n}'],
    [
      '{team|key-by id|prop p2.n}',
      {
        team: [
          { id: 'p1', n: 'Ann' },
          { id: 'p2', n: 'Bo' },
        ],
      },
      'Bo',
    ],
    ['{car|lookup field}', { field: 'color', car: { color: 'red' } }, 'red'],
    ['{n|mod 4}', { n: 10 }, '2'],
    ['{@|output on sale}', {}, 'on sale'],
    ['{n} file{n|pluralize}, {n|pluralize goose geese}', { n: 3 }, '3 files, geese'],
    ['{a|prop b c}', { a: { b: { c: 5 } } }, '5'],
    ['{s|raw}', { s: 'hi' }, '"hi"'],
    ['{x|round}', { x: -2.5 }, '-2'],
    ['{s|safe}', { s: '<i>hey</i> you' }, 'hey you'],
    ['{s|slugify}', { s: 'Hello, World 2024!' }, 'hello-world-2024'],
    ['{s|smartypants}', { s: `"Don't" -- ok` }, '“Don’t” — ok'],
    ['{n|str}', { n: 12.5 }, '12.5'],
    ['{s|truncate 12}', { s: 'The quick brown fox' }, 'The quick ...'],
    ['{s|url-encode}', { s: 'a b&c/é' }, 'a%20b%26c/%C3%A9'],
  ];

  it.each(examples)('%s', (template, data, output) => {
    expect(renderTemplate(template, data)).toEqual({ output, errors: [] });
  });
});

describe('through the engine', () => {
  it('resolves format args from outside the tag and get args with v innermost', () => {
    const data = { x: { y: '{0}', z: 'inner', k: 'z' }, z: 'outer', k: 'y' };
    expect(renderTemplate('{x.y|format z}/{x|get k}', data).output).toBe('outer/inner');
  });

  it('uses the @index of the nearest loop for iter, and "" outside loops', () => {
    const data = { xs: [{ a: 1 }, { b: 2 }] };
    expect(renderTemplate('{.repeated section xs}{.section @}{@|iter}{.end}{.end}[{@|iter}]', data).output).toBe(
      '12[]',
    );
  });

  it('reads {n|pluralize } as one empty plural', () => {
    expect(renderTemplate('{n|pluralize }|{n|pluralize}', { n: 2 }).output).toBe('|s');
  });

  it('records an unexpected URIError for a lone surrogate and prints nothing', () => {
    const result = renderTemplate('a{s|encode-uri}b', { s: '\ud800' });
    expect(result.output).toBe('ab');
    expect(result.errors.map((error) => error.message)).toEqual([
      'RuntimeError: Unexpected URIError error when executing VARIABLE: URI malformed',
    ]);
  });
});
