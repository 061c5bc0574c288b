/**
 * fast-check arbitraries for the differential tests: templates built from the grammar of
 * the language reference (text, variables with chains of deterministic formatters,
 * sections, repeated sections with alternates, or-chains, `.if` with && and ||, predicates,
 * `.var`, `.ctx`, macros with `apply`, `.eval` arithmetic, comments, meta characters) and
 * data whose keys those templates refer to. Everything generated stays clear of the known
 * differences, so any disagreement is a bug.
 */
import fc from 'fast-check';

const REFERENCES = [
  'a',
  'b',
  'n',
  'm',
  's',
  'flag',
  'obj',
  'obj.k',
  'items',
  'items.0',
  'items.0.a',
  'items.1.n',
  'missing',
  'missing.x',
  '@',
  '@index',
  '@index0',
  '$d',
  '0',
  'html',
];
const SECTION_TARGETS = ['a', 'b', 'n', 's', 'flag', 'obj', 'items', 'missing', '@', 'items.0'];
const LIST_TARGETS = ['items', 'tags', 'obj', 's', 'missing', 'n', '@'];
const FORMATTERS = [
  'html',
  'htmlattr',
  'htmltag',
  'json',
  'json-pretty',
  'count',
  'str',
  'round',
  'safe',
  'slugify',
  'truncate 5',
  'truncate:3:…',
  'pluralize',
  'pluralize y ies',
  'mod 3',
  'mod',
  'cycle A B C',
  'encode-space',
  'encode-uri',
  'encode-uri-component',
  'url-encode',
  'iter',
  'output on sale',
  'format n s',
  'prop k',
  'get k',
  'get n',
  'lookup s',
  'key-by a',
  'apply',
  'apply m',
  'apply m private',
  'apply m x=1',
  'capitalize',
];
// Date and number formatters print "" for missing or non-numeric input where the reference
// prints epoch 0 or zero (known differences), so they only get the always-numeric `t` and `p`.
const NUMERIC = [
  't|date %Y-%m-%d %H:%M',
  't|date %c',
  't|datetime',
  't|datetime date:short',
  't|datetime long',
  't|timesince',
  'p|decimal',
  'p|decimal maxfrac:1 group',
  'p|percentage-format',
  'p|percentage-format trim',
  'price|money',
  'msg|message n',
  'msg|message p',
];
const PREDICATES = [
  'equal? n 3',
  'equal? a b',
  'notEqual? s "x"',
  'greaterThan? n 1',
  'lessThan? s "m"',
  'greaterThanOrEqual? n m',
  'lessThanOrEqual? 2',
  'even? n',
  'odd? m',
  'even?',
  'nth? @index 2',
  'plural?',
  'singular?',
  'debug?',
  'equal?:s:"a b"',
];
const EXPRESSIONS = [
  'n + 1',
  'n * m - 2',
  '@x = n * 2; @x + 1',
  's + n',
  '(n + 1) * 3 % 4',
  'n > m && flag',
  'max(n, m, 3)',
  'min(n, "2")',
  'abs(-n)',
  'num(s) + 1',
  'str(n) + "!"',
  'n ** 2',
  '-n',
  '!flag || n == 1',
  '1 / 0',
  'missing == null',
  '"a" + "b"',
  'n >= 2 ? 1 : 0',
];
const TEXTS = ['x', ' ', '\n', 'ab', '<p>', '</p>', 'a b', '&', '"q"', "it's", '|', ',', '.', '#', 'é'];
const STRINGS = [
  '{n} item',
  'Hi {0}!',
  '1700000000000',
  '12.345',
  '',
  'a',
  'hello world',
  '<b>bold</b> text',
  '0',
  'a"b\'c',
  'Ünïcödé',
  '12px',
  '3',
  'x y z',
  'a-b_c',
  'The quick brown fox',
];

const text = fc.constantFrom(...TEXTS);
const chain = fc
  .array(fc.constantFrom(...FORMATTERS), { maxLength: 3 })
  .map((names) => names.map((f) => `|${f}`).join(''));
const variable = fc.tuple(fc.constantFrom(...REFERENCES), chain).map(([ref, formatters]) => `{${ref}${formatters}}`);
// Inside a macro body no `apply m`: recursion hits the nesting limit, a known difference.
const safeChain = fc
  .array(fc.constantFrom(...FORMATTERS.filter((f) => !f.startsWith('apply m'))), { maxLength: 3 })
  .map((names) => names.map((f) => `|${f}`).join(''));
const macroVariable = fc
  .tuple(fc.constantFrom(...REFERENCES), safeChain)
  .map(([ref, formatters]) => `{${ref}${formatters}}`);
const two = fc
  .tuple(fc.constantFrom(...REFERENCES), fc.constantFrom(...REFERENCES))
  .map(([x, y]) => `{${x}, ${y}|format}`);
// `raw` only straight after a lookup: after a formatter that fails (known-differences.md,
// formatter-missing-raw) the engines print different things.
const raw = fc.constantFrom(...REFERENCES).map((ref) => `{${ref}|raw}`);
const broken = fc.constantFrom(
  '{.end}',
  '{.or}',
  '{x|nope}',
  '{.section}',
  '{.var @v}',
  '{.eval 1 +}',
  '{.eval "a}',
  '{.include m output}',
  '{.include nope}',
  '{x|apply nope}',
  '{.if}',
  '{.eof}',
);
const numeric = fc.constantFrom(...NUMERIC).map((tag) => `{${tag}}`);
const literal = fc.constantFrom(
  '{.space}',
  '{.tab}',
  '{.newline}',
  '{.meta-left}',
  '{.meta-right}',
  '{# note}',
  '{## {x} ##}',
  '{ x }',
  '{}',
);
const evaluation = fc.constantFrom(...EXPRESSIONS).map((expression) => `{.eval ${expression}}`);
const variableTag = fc
  .tuple(fc.constantFrom('@v', '@w'), fc.constantFrom(...REFERENCES), chain)
  .map(([name, ref, formatters]) => `{.var ${name} ${ref}${formatters}}{${name}}`);
const ctxTag = fc
  .tuple(fc.constantFrom(...REFERENCES), fc.constantFrom(...REFERENCES))
  .map(([x, y]) => `{.ctx @c p=${x} q=${y}}{@c|json}`);
const ifChain = fc
  .array(fc.tuple(fc.constantFrom(' && ', ' || ', '&&', '||'), fc.constantFrom(...SECTION_TARGETS)), {
    minLength: 1,
    maxLength: 3,
  })
  .chain((rest) =>
    fc.constantFrom(...SECTION_TARGETS).map((first) => first + rest.map(([op, ref]) => op + ref).join('')),
  );

const leaf = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 4, arbitrary: variable },
  two,
  raw,
  broken,
  numeric,
  literal,
  evaluation,
  variableTag,
  ctxTag,
);

// The reference misplaces a block nested in an alternates part (known-differences.md,
// alternates-nested-block), so alternates parts are generated without blocks.
const flat = fc.array(fc.oneof(text, variable, literal, numeric), { maxLength: 3 }).map((parts) => parts.join(''));

/** A template fragment up to a nesting depth. */
export function templateArbitrary(depth = 3): fc.Arbitrary<string> {
  const { body } = fc.letrec<{ body: string; block: string }>((tie) => ({
    body: fc
      .array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('block')), { maxLength: 5 })
      .map((parts) => parts.join('')),
    block: fc.oneof(
      { maxDepth: depth, depthIdentifier: 'template' },
      fc
        .tuple(fc.constantFrom(...SECTION_TARGETS), tie('body'), fc.option(tie('body')))
        .map(([ref, inner, orElse]) => `{.section ${ref}}${inner}${orElse === null ? '' : `{.or}${orElse}`}{.end}`),
      fc
        .tuple(fc.constantFrom(...LIST_TARGETS), tie('body'), fc.option(flat), fc.option(tie('body')))
        .map(
          ([ref, inner, between, orElse]) =>
            `{.repeated section ${ref}}${inner}${between === null ? '' : `{.alternates with}${between}`}${orElse === null ? '' : `{.or}${orElse}`}{.end}`,
        ),
      fc
        .tuple(
          fc.constantFrom(...PREDICATES),
          tie('body'),
          fc.constantFrom(...PREDICATES),
          tie('body'),
          fc.option(tie('body')),
        )
        .map(
          ([p, inner, q, second, orElse]) =>
            `{.${p}}${inner}{.or ${q}}${second}${orElse === null ? '' : `{.or}${orElse}`}{.end}`,
        ),
      fc
        .tuple(ifChain, tie('body'), fc.option(tie('body')))
        .map(
          ([condition, inner, orElse]) => `{.if ${condition}}${inner}${orElse === null ? '' : `{.or}${orElse}`}{.end}`,
        ),
      fc
        .tuple(fc.array(fc.oneof(text, macroVariable), { maxLength: 3 }), fc.constantFrom(...REFERENCES))
        .map(([parts, ref]) => `{.macro m}${parts.join('')}{.end}{${ref}|apply m}`),
    ),
  }));
  return body;
}

const scalar = fc.oneof(
  fc.constantFrom(...STRINGS),
  fc.constantFrom(0, 1, 2, 3, -1, 2.5, -3.5, 10, 1e21, 1690000000000, 1700000000000),
  fc.boolean(),
  fc.constant(null),
);
const item = fc.record(
  { a: scalar, n: fc.constantFrom(0, 1, 2, 3, -2), k: fc.constantFrom('x', 'y') },
  { requiredKeys: [], noNullPrototype: true },
);

/** Data with the keys the generated templates refer to (some of them absent). */
export const dataArbitrary = fc.record(
  {
    a: scalar,
    b: scalar,
    n: fc.constantFrom(0, 1, 2, 3, 4, -1, 1.5, '2', 'x'),
    m: fc.constantFrom(0, 1, 2, 5, -3),
    s: fc.constantFrom(...STRINGS),
    flag: fc.boolean(),
    obj: fc.oneof(fc.constant({}), fc.record({ k: scalar, x: scalar }, { requiredKeys: [], noNullPrototype: true })),
    items: fc.array(item, { maxLength: 4 }),
    tags: fc.array(fc.constantFrom(...STRINGS), { maxLength: 3 }),
    $d: scalar,
    debug: fc.boolean(),
    x: scalar,
    y: scalar,
    k: fc.constantFrom('a', 'n', 'zz'),
    html: fc.constantFrom('<a href="/x">x & y</a>', 'plain'),
    t: fc.constantFrom(1690000000000, 1700000000000, 1699999990000, 0, 1613597165345),
    p: fc.constantFrom(0, 1, 53.6, -12.345, 1234567.891, 0.5),
    price: fc.constantFrom(
      { value: '19.99', currency: 'USD' },
      { decimalValue: '-1234.5', currencyCode: 'EUR' },
      { value: '0', currency: 'JPY' },
    ),
    msg: fc.constantFrom(
      '{0} item',
      'Hi {0}!',
      '{0 plural one{# item} other{# items}}',
      '{0 select 1{one} other{many}}',
    ),
  },
  { requiredKeys: ['n', 's', 'items', 't', 'p', 'price', 'msg'], noNullPrototype: true },
);
