/** The examples of the language reference, §2 to §9 and §11, with their exact output. */
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../engine';
import type { CompileOptions, RenderOptions } from '../../engine';

type Case = [
  template: string,
  data: unknown,
  output: string,
  errors?: string[],
  options?: CompileOptions & RenderOptions,
];

function check(cases: Case[]): void {
  for (const [template, data, output, errors = [], options] of cases) {
    it(template, () => {
      const result = renderTemplate(template, data, options);
      expect(result.output).toBe(output);
      expect(result.errors.map((e) => e.message)).toEqual(errors);
    });
  }
}

describe('§2 lexical structure', () => {
  check([
    ['{{name}}', { name: 'N' }, '{N}'],
    ['a{b and {} and { name } and {name }', { name: 'N' }, 'a{b and {} and { name } and {name }'],
    ['{.end }{ name}{a |html}{a| html}{.foo}', { a: 1 }, '{.end }{ name}{a |html}{a| html}{.foo}'],
    ['a { color: red } if (x) { y(); } {a||b}', { a: 1, b: 2 }, 'a { color: red } if (x) { y(); } {a||b}'],
    ['a{# a comment\nover lines}b{## {x} # } ##}c', {}, 'abc'],
    ['a{## never closed {x}', { x: 1 }, 'a'],
    ['{a {## x ##}', {}, '{a '],
    ['{.meta-left}{.meta-right}{.space}{.tab}{.newline}', {}, '{} \t\n'],
    ['Hello {0}', {}, 'Hello '],
    ['{0}{1}', ['a', 'b'], 'ab'],
    ['{$price}', { $price: 5 }, '5'],
    ['{@}|{@.x}|{item.tags.0}', { x: 'X', item: { tags: ['t'] } }, '|X|t'],
    ['{s|truncate 5 …}|{s|truncate:5:…}', { s: 'hello world' }, 'hello…|hello…'],
    ['{.equal?:name:"Jo Ann"}yes{.or}no{.end}', { name: 'Jo Ann' }, 'yes'],
    ['{n|pluralize }|{n|pluralize}', { n: 2 }, '|s'],
    ['{.sections x}{.ends}', { x: 1 }, '{.sections x}{.ends}'],
    ['{.section?}x{.end}y', {}, 'y', ["SyntaxError: Predicate 'section?' is unknown"]],
    ['{.section a}x{.eof}y{.end}z', { a: 1 }, 'xyz', ['SyntaxError: Reached EOF in the middle of SECTION']],
    [
      'a{.eof}b{c}',
      {},
      'a',
      [
        'SyntaxError: TEXT Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.',
      ],
    ],
    [
      'a{.eof}',
      {},
      'a',
      [
        'SyntaxError: EOF Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.',
      ],
    ],
    ['{.ctx @p a=b c}{@p|json}', { b: 1 }, '{"a":1}'],
    ['{.include  m}', {}, '', ["RuntimeError: Attempt to apply partial '' which could not be found."]],
    ['Total: {price|curency}', { price: 1 }, 'Total: {price|curency}', ["SyntaxError: Formatter 'curency' is unknown"]],
    [
      'a{.stray?}b{c}',
      {},
      'a',
      ["SyntaxError: Predicate 'stray?' is unknown", 'SyntaxError: Reached EOF in the middle of PREDICATE'],
    ],
  ]);
});

describe('§3 block structure', () => {
  check([
    ['{.end}a', {}, 'a', ['SyntaxError: Instruction END not allowed at root']],
    [
      '{.or}{.alternates with}',
      {},
      '',
      [
        'SyntaxError: Instruction OR_PREDICATE not allowed at root',
        'SyntaxError: Instruction ALTERNATES_WITH not allowed at root',
      ],
    ],
    [
      '{.section a}x{.alternates with}y{.end}',
      { a: 1 },
      'xy',
      ['SyntaxError: ALTERNATES_WITH instruction is not allowed inside SECTION block.'],
    ],
    ['{.macro m}{.or}{.end}', {}, '', ['SyntaxError: OR_PREDICATE instruction is not allowed inside MACRO block.']],
    [
      '{.section a}A{.or}B{.or b?}C{.end}',
      { a: 0 },
      'BC',
      ["SyntaxError: Predicate 'b?' is unknown", 'SyntaxError: This OR_PREDICATE block will never execute.'],
    ],
    ['{.section a}x', { a: 1 }, 'x', ['SyntaxError: Reached EOF in the middle of SECTION']],
    ['{.a?}x{.or b?}y{.or}z{.end}', {}, 'z', [], { predicates: { 'a?': () => false, 'b?': () => false } }],
    ['{.a?}x{.or b?}y{.or}z{.end}', {}, 'y', [], { predicates: { 'a?': () => false, 'b?': () => true } }],
  ]);
});

describe('§4 scopes', () => {
  check([
    ['{.section post}{title}/{.section title}yes{.or}no{.end}{.end}', { title: 'Hi', post: { body: 'B' } }, 'Hi/no'],
    ['{.section x}{a.b}{.end}', { a: { b: 'root' }, x: { a: { c: 1 } } }, ''],
    ['{.section items}{length}{.end}{.repeated section items}{length}{.end}', { items: [1, 2] }, ''],
  ]);
});

describe('§5 instruction semantics', () => {
  check([
    [
      '{user.name} / {user.name|html} / {user|json}',
      { user: { name: '<Ann>' } },
      '<Ann> / &lt;Ann&gt; / {"name":"<Ann>"}',
    ],
    ['{.section n}non-zero{.or}zero is {@}{.end}', { n: 0 }, 'zero is 0'],
    [
      '{.repeated section tags}{@index}.{@}{.alternates with}, {.or}none{.end}',
      { tags: ['red', 'green', 'blue'] },
      '1.red, 2.green, 3.blue',
    ],
    ['{.var @n items|count}{.var @who first}{@who} has {@n}', { first: 'Ada', items: [1, 2, 3] }, 'Ada has 3'],
    [
      '{.ctx @img url=item.assetUrl size=item.originalSize}{@img|json}',
      { item: { assetUrl: 'u' } },
      '{"url":"u","size":null}',
    ],
    ['{.macro setup}{.var @w cfg.w}ignored text{.end}{.include setup}width={@w}', { cfg: { w: 600 } }, 'width=600'],
    [
      '{.repeated section rows}{.var @row @index}{.repeated section @}{@row}.{@index} {.end}{.end}',
      { rows: [[1, 2], [3]] },
      '1.1 1.2 2.1 ',
    ],
    ['{.section x}\nA\n{.end}', { x: 1 }, '\nA\n'],
    ['a {.var @x y} b {# c} d', {}, 'a  b  d'],
  ]);

  const branches: [unknown, string, string][] = [
    [undefined, 'or', 'or'],
    [null, 'or', 'or'],
    ['', 'or', 'or'],
    [0, 'or', 'or'],
    [false, 'or', 'or'],
    [{}, 'or', 'or'],
    [[], 'or', 'or'],
    ['s', 'body', 'or'],
    [5, 'body', 'or'],
    [true, 'body', 'or'],
    [{ k: 1 }, 'body', 'or'],
    [[1, 2], 'body', 'bodybody'],
  ];
  for (const [value, section, repeated] of branches) {
    it(`branch table for ${JSON.stringify(value)}`, () => {
      expect(renderTemplate('{.section r}body{.or}or{.end}', { r: value }).output).toBe(section);
      expect(renderTemplate('{.repeated section r}body{.or}or{.end}', { r: value }).output).toBe(repeated);
    });
  }

  const chains: [string, Record<string, unknown>, boolean][] = [
    ['a || b && c', { a: false, b: true, c: false }, true],
    ['a && b || c', { a: false, b: 'x', c: true }, false],
    ['a && b && c', { a: 1, b: 1, c: 1 }, true],
  ];
  for (const [chain, data, result] of chains) {
    it(`.if ${chain}`, () => {
      expect(renderTemplate(`{.if ${chain}}T{.or}F{.end}`, data).output).toBe(result ? 'T' : 'F');
    });
  }

  it('.inject decodes JSON text, keeps other text, and treats falsy as missing', () => {
    const injects = { 'b.txt': 'hello', './messages-en_US.json': '{"x":1}', zero: '0' };
    const result = renderTemplate(
      '{.inject @a b.txt}{@a}|{.inject @c ./messages-en_US.json junk}{@c.x}|{.inject @z zero}{@z|json}|{.inject @n nope}{@n|json}',
      {},
      { injects },
    );
    expect(result).toEqual({ output: 'hello|1||', errors: [] });
  });
});

describe('§6 partials and apply', () => {
  const badge = { partials: { badge: '<b>{label}</b>{.if @args.n} ×{@args.n}{.end}' } };
  check([
    ['{x|apply badge} {x|apply badge n=3}', { x: { label: 'New' } }, '<b>New</b> <b>New</b> ×3', [], badge],
    [
      '{u|apply p} {u|apply p private}',
      { site: 'S', u: { name: 'N' } },
      'N-S N-',
      [],
      { partials: { p: '{name}-{site}' } },
    ],
    ['{u|apply card}', { u: { name: 'Kim' } }, '[Kim]', [], { partials: { card: '[{name}]' } }],
    [
      '{x|apply}|{x|apply nope}',
      { x: 1 },
      '|',
      ["RuntimeError: Attempt to apply partial 'nope' which could not be found."],
    ],
    ['{x|apply p}{@v}', { x: { a: 1 } }, '1', [], { partials: { p: '{.var @v a}{@v}' } }],
    ['{.macro m}M{.end}{x|apply m}', { x: 1 }, 'M', [], { partials: { m: 'P' } }],
    ['{x|apply p|json}', { x: 1 }, '"<1>"', [], { partials: { p: '<{@}>' } }],
  ]);
});

describe('§8 errors', () => {
  const buggy = {
    formatters: {
      buggy: (value: unknown, args: string[]) => {
        if (args[0] === 'crash') throw new TypeError('boom');
        return value;
      },
    },
  };
  check([
    [
      '{@|buggy} A {@|buggy crash} B',
      'foo',
      'foo A  B',
      ['RuntimeError: Unexpected TypeError error when executing VARIABLE: boom'],
      buggy,
    ],
  ]);
});

describe('§11 core predicates', () => {
  check([
    ['{.equal? status "open"}Open{.or}Closed{.end}', { status: 'open' }, 'Open'],
    ['{.equal? status "open"}Open{.or}Closed{.end}', { status: 'shut' }, 'Closed'],
    ['{.repeated section rows}{.nth? @index 3}<hr>{.end}{@}{.end}', { rows: [1, 2, 3, 4, 5, 6] }, '12<hr>345<hr>6'],
    ['{.greaterThan? stock 0}In stock{.end}', { stock: 3 }, 'In stock'],
    ['{.greaterThan? stock 0}In stock{.end}', { stock: 0 }, ''],
  ]);
});
