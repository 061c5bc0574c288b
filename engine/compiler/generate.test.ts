/**
 * The hot tier (generate.ts) against the closures: a compiled template's first render runs
 * closures and, after HOT_USES more, generated code. Every render of the same template and
 * data must print the same text and report the same errors.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTemplate, defaultRegistry } from '../index';
import type { CompileOptions, RenderOptions, RenderResult } from '../types';
import { HOT_USES } from './compile-unit';

const OPTIONS: RenderOptions = { locale: 'en-US', now: 1_700_000_000_000 };

/** The first (closure) render and one after the switch, of one compiled template. */
function coldAndHot(
  source: string,
  data: unknown,
  options: RenderOptions = OPTIONS,
  compile: CompileOptions = {},
): [RenderResult, RenderResult] {
  const template = compileTemplate(source, compile);
  const cold = template.render(data, options);
  let hot = cold;
  for (let use = 0; use <= HOT_USES + 1; use++) hot = template.render(data, options);
  return [cold, hot];
}

const DATA = {
  title: 'Fish & "Chips" <b>',
  n: 3,
  zero: 0,
  flag: true,
  nothing: null,
  obj: { a: { b: 'deep' }, list: [10, 20] },
  arr: [1, [2, 3], null, 'x'],
  items: [
    { name: 'one', tags: ['a', 'b'], price: { value: '12.5', currency: 'USD' }, soldOut: false },
    { name: 'two', tags: [], price: { value: '3', currency: 'EUR' }, soldOut: true },
    { tags: ['c'], price: 'not money' },
  ],
  empty: [],
  emptyObj: {},
  big: 10n,
  $odd: 'dollar',
  /** Data with a prototype (a host's class instance): only own properties count. */
  proto: Object.assign(Object.create({ list: ['inherited'], name: 'inherited' }), { own: 1 }),
};

/** One template for each thing the generator writes, and for what it hands to closures. */
const TEMPLATES = [
  'Hello {title}! {n} {zero} {flag} {nothing} {missing} {obj} {arr} {emptyObj}',
  '{title|html} {title|htmlattr} {title|url-encode} {n|count} {obj|json} {title|slugify}',
  '{obj.a.b} {obj.list.1} {arr.0} {arr.1} {arr.9} {missing.x} {items.1.name} {title.length} {$odd}',
  '{toString}{constructor}{obj.constructor}{items.hasOwnProperty}{.section constructor}x{.or}no{.end}{.if toString}x{.end}',
  '{.section proto}{name}{.repeated section list}{@}{.or}own only{.end}{.section list}x{.end}{.end}{proto.name}',
  '{@} {@.title} {.section obj}{@.a.b}{.end}',
  '{.section obj}{a.b} {title}{.or}none{.end}|{.section nothing}x{.or}y{.end}|{.section missing}x{.end}',
  '{.section emptyObj}full{.or}empty{.end}{.section obj.a}{b}{.end}{.section arr.1}{@}{.end}',
  '{.repeated section items}{@index}/{@index0}:{name}[{.repeated section tags}{@}{.alternates with},{.or}no tags{.end}]{.alternates with}; {.end}',
  '{.repeated section empty}x{.or}empty{.end}{.repeated section obj}x{.or}not a list{.end}',
  '{.repeated section items}{price|money}{.if soldOut} sold out{.end}{.end}',
  '{.repeated section items}{.if soldOut}<s>{name}</s>{.or}{name|html}{.end}{.end}',
  '{.if flag}yes{.or}no{.end}{.if zero}yes{.or}no{.end}{.if missing}x{.end}{.if flag}<b>{title}</b>{.end}',
  '{.if flag || zero}a{.end}{.if zero && flag}b{.or}c{.end}',
  '{.equal? n 3}three{.or equal? n 4}four{.or}other{.end} {.equal? n 4}four{.or equal? n 5}five{.end}',
  '{.repeated section items}{.even? @index}E{.or}O{.end}{.end}',
  '{.no-such-predicate?}never{.or}fallback{.end}',
  '{.var @x title|html}{@x} {.ctx @c a=title b=n}{@c.a}{@c.b|json}',
  '{.macro card}<i>{name}</i>{.end}{.repeated section items}{@|apply card}{.end}',
  '{.macro inner}{name}|{title}{.end}{.repeated section items}{@|apply inner private}{.end}',
  '{big|json} after {big|html}{big|json}',
  '{title|truncate 4} {title|no-such-formatter} {n, zero|json}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript's own syntax as text, which the generated code must print, not run
  'quote " backslash \\ line\nsep \u2028 lone \ud800 ${n} `tick` </script> {n}',
  '{.repeated section items}{.section price}{value} {currency}{.or}no price{.end}{.end}',
];

describe('generated code', () => {
  it.each(TEMPLATES)('prints and reports what the closures do: %s', (source) => {
    const [cold, hot] = coldAndHot(source, DATA);
    expect(hot).toEqual(cold);
  });

  it('runs instead of the closures once the template is hot', () => {
    // A predicate sees who called it: the closures at first, then the generated function.
    const registry = defaultRegistry.clone();
    const callers: string[] = [];
    registry.registerPredicate('traced?', () => {
      callers.push(new Error().stack ?? '');
      return true;
    });
    coldAndHot('{.traced?}yes{.end}', {}, OPTIONS, { registry });
    expect(callers[0]).not.toContain('generated');
    expect(callers.at(-1)).toContain('generated');
  });

  it('gives the same text for data of another shape after the switch', () => {
    const source = '{.repeated section items}{name|html}:{price.value}{.end}';
    const template = compileTemplate(source);
    for (let use = 0; use <= HOT_USES + 1; use++) template.render(DATA, OPTIONS);
    const other = { items: [{ price: { value: 1 } }, 'text', [1], { name: 7, extra: true }], name: 'outer' };
    expect(template.render(other, OPTIONS)).toEqual(compileTemplate(source).render(other, OPTIONS));
  });

  it('leaves a template too large to generate to the closures', () => {
    const source = Array.from({ length: 3000 }, (_, i) => `<p>{items.${i % 3}.name|html}</p>`).join('');
    const [cold, hot] = coldAndHot(source, DATA);
    expect(hot.output).toBe(cold.output);
    expect(hot.output).toContain('<p>one</p><p>two</p><p></p>');
  });

  it('agrees with the closures on random data for random templates of the generated nodes', () => {
    const key = fc.constantFrom('a', 'b', 'c');
    const value = fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(0, 1, -2.5, '', 'x<&"', true, false, null),
        fc.array(tie('v'), { maxLength: 3 }),
        fc.dictionary(key, tie('v'), { maxKeys: 3 }),
      ),
    })).v;
    const ref = fc.oneof(
      key,
      fc.constant('@'),
      fc.constant('@index'),
      fc.tuple(key, key).map(([a, b]) => `${a}.${b}`),
      key.map((a) => `${a}.0`),
    );
    const node = fc.letrec<{ n: string }>((tie) => ({
      n: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('t', ' ', '"\\'),
        ref.map((r) => `{${r}}`),
        fc
          .tuple(ref, fc.constantFrom('html', 'htmlattr', 'json', 'count', 'truncate 2'))
          .map(([r, f]) => `{${r}|${f}}`),
        fc
          .tuple(key, fc.array(tie('n'), { maxLength: 3 }), fc.array(tie('n'), { maxLength: 2 }))
          .map(([k, body, or]) => `{.section ${k}}${body.join('')}{.or}${or.join('')}{.end}`),
        fc
          .tuple(key, fc.array(tie('n'), { maxLength: 3 }), fc.array(tie('n'), { maxLength: 2 }))
          .map(
            ([k, body, between]) =>
              `{.repeated section ${k}}${body.join('')}{.alternates with}${between.join('')}{.end}`,
          ),
        fc
          .tuple(ref, fc.array(tie('n'), { maxLength: 3 }), fc.array(tie('n'), { maxLength: 2 }))
          .map(([r, body, or]) => `{.if ${r}}${body.join('')}{.or}${or.join('')}{.end}`),
        fc
          .tuple(fc.array(tie('n'), { maxLength: 2 }), fc.array(tie('n'), { maxLength: 2 }))
          .map(([body, or]) => `{.odd? @index}${body.join('')}{.or even? @index}${or.join('')}{.end}`),
      ),
    })).n;
    fc.assert(
      fc.property(fc.array(node, { maxLength: 6 }), fc.dictionary(key, value, { maxKeys: 3 }), (nodes, data) => {
        const [cold, hot] = coldAndHot(nodes.join(''), data);
        expect(hot).toEqual(cold);
      }),
      { numRuns: 300 },
    );
  });
});
