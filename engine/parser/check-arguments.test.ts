/** Argument errors through the public API: message, position, and output as without the check. */
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { Registry } from '../registry';

const parser = (message: string, line: number, column: number) => ({ type: 'parser', message, line, column });

describe('formatter argument errors', () => {
  it('reports a formatter that needs arguments at its tag, and renders it as before', () => {
    expect(renderTemplate('a\n  {t|date} {t|date }|{t|date %Y}', { t: 0, website: { timeZone: 'UTC' } })).toEqual({
      output: 'a\n   |1970',
      errors: [
        parser("SyntaxError: Formatter 'date' needs arguments but none were provided.", 2, 3),
        parser("SyntaxError: Formatter 'date' needs arguments but none were provided.", 2, 12),
      ],
    });
  });

  it.each([
    ['{x|cycle}', { x: 1 }, '', 'cycle'],
    ['{car|lookup}', { car: {} }, '', 'lookup'],
    ['{a|prop}', { a: 2 }, '2', 'prop'],
    ['{xs|key-by|json}', { xs: [] }, '{}', 'key-by'],
    ['{s|resizedHeightForWidth}', { s: '10x20' }, '0', 'resizedHeightForWidth'],
    ['{s|resizedWidthForHeight}', { s: '10x20' }, '0', 'resizedWidthForHeight'],
    ['{s|squarespaceThumbnailForWidth}', {}, '100w', 'squarespaceThumbnailForWidth'],
  ])('%s needs arguments', (template, data, output, name) => {
    expect(renderTemplate(template, data)).toEqual({
      output,
      errors: [parser(`SyntaxError: Formatter '${name}' needs arguments but none were provided.`, 1, 1)],
    });
  });

  it.each([
    [
      '{s|truncate abc}',
      { s: 'The quick brown fox' },
      'The quick brown fox',
      "'truncate' argument 'abc' is not a number.",
    ],
    ['{n|mod x}', { n: 3 }, '1', "'mod' argument 'x' is not a number."],
    ['{s|resizedHeightForWidth:w}', { s: '10x20' }, '0', "'resizedHeightForWidth' argument 'w' is not a number."],
    ['{n|pluralize a b c}', { n: 2 }, 'b', "'pluralize' takes at most 2 arguments but 3 were provided."],
  ])('%s has an argument it cannot use', (template, data, output, message) => {
    expect(renderTemplate(template, data)).toEqual({
      output,
      errors: [parser(`SyntaxError: Formatter ${message}`, 1, 1)],
    });
  });

  it('accepts the arguments the language reference uses', () => {
    const template =
      '{s|truncate 12}{s|truncate 0}{s|truncate:3:!}{n|mod}{n|mod 0}{n|pluralize}{n|pluralize a b }{n|cycle A B}{a|prop b c}';
    expect(renderTemplate(template, { s: 'x', n: 1, a: {} }).errors).toEqual([]);
  });

  it('checks every formatter of a chain, and also in .var', () => {
    const result = renderTemplate('{.var @v x|cycle|date}{@v}', { x: 1 });
    expect(result.errors.map((e) => [e.message, e.column])).toEqual([
      ["SyntaxError: Formatter 'cycle' needs arguments but none were provided.", 1],
      ["SyntaxError: Formatter 'date' needs arguments but none were provided.", 1],
    ]);
  });

  it('checks nothing in a tag that is text because of an unknown formatter', () => {
    expect(renderTemplate('{x|date|nope}', {})).toEqual({
      output: '{x|date|nope}',
      errors: [parser("SyntaxError: Formatter 'nope' is unknown", 1, 1)],
    });
  });
});

describe('predicate argument errors', () => {
  it('reports the argument text as written, at the tag, keeping the block', () => {
    expect(renderTemplate('x\n{.nth?}A{.or}B{.end} {.equal?:a:a:a}C{.end}', { a: 1 })).toEqual({
      output: 'x\nB C',
      errors: [
        parser("SyntaxError: Predicate 'nth?' arguments invalid: ''", 2, 1),
        parser("SyntaxError: Predicate 'equal?' arguments invalid: 'a:a:a'", 2, 22),
      ],
    });
  });

  it.each([
    '{.greaterThan? 1 2 3}',
    '{.lessThanOrEqual? 1 2 3}',
    '{.notEqual? 1 2 3}',
    '{.even? a b}',
    '{.odd? a b}',
    '{.nth? 1 2 3}',
    '{.collectionTypeNameEquals?}',
    '{.collectionTypeNameEquals? a b}',
    '{.current-type?}',
    '{.current-type? nope}',
  ])('%s has arguments it cannot use', (tag) => {
    const { errors } = renderTemplate(`${tag}{.end}`, {});
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/^SyntaxError: Predicate '[\w-]+\?' arguments invalid: '/);
  });

  it('checks predicates in .or and .if too', () => {
    const { errors } = renderTemplate('{.if nth?}{.or nth?}{.end}', {});
    expect(errors.map((e) => [e.message, e.column])).toEqual([
      ["SyntaxError: Predicate 'nth?' arguments invalid: ''", 1],
      ["SyntaxError: Predicate 'nth?' arguments invalid: ''", 11],
    ]);
  });

  it('accepts the arguments the language reference uses', () => {
    const template =
      '{.equal? 3}{.end}{.equal? a b}{.end}{.notEqual?}{.end}{.even?}{.end}{.odd? n}{.end}{.nth? 3}{.end}{.nth? @index 3}{.end}{.current-type? heading}{.end}{.collectionTypeNameEquals? blog}{.end}';
    expect(renderTemplate(template, {}).errors).toEqual([]);
  });
});

describe('plugins and argument rules', () => {
  it('registers without metadata as before, taking any arguments', () => {
    const registry = new Registry()
      .registerFormatter('echo', (_v, args) => args.join('+'))
      .registerPredicate('any?', () => true);
    expect(renderTemplate('{x|echo}{x|echo a b c}{.any? 1 2 3}!{.end}', {}, { registry })).toEqual({
      output: 'a+b+c!',
      errors: [],
    });
  });

  it('checks a plugin that gives a rule', () => {
    const registry = new Registry()
      .registerFormatter('twice', (v) => `${v}${v}`, { maxArgs: 0 })
      .registerPredicate('is?', (node, args) => node === args[0], { minArgs: 1, maxArgs: 1 });
    expect(renderTemplate('{x|twice a}{.is? 1 2}!{.end}', { x: 1 }, { registry })).toEqual({
      output: '11',
      errors: [
        parser("SyntaxError: Formatter 'twice' takes at most 0 arguments but 1 was provided.", 1, 1),
        parser("SyntaxError: Predicate 'is?' arguments invalid: '1 2'", 1, 12),
      ],
    });
  });

  it('drops the rule of a built-in that a plugin replaces without one', () => {
    const registry = new Registry().registerFormatter('date', () => 'd', { minArgs: 1 });
    expect(renderTemplate('{x|date}', {}, { registry }).errors).toHaveLength(1);
    expect(renderTemplate('{x|date}', {}, { registry: registry.clone() }).errors).toHaveLength(1);
    registry.registerFormatter('date', () => 'mine');
    expect(renderTemplate('{x|date}', {}, { registry })).toEqual({ output: 'mine', errors: [] });
    expect(renderTemplate('{x|date}', {}, { formatters: { date: () => 'own' } })).toEqual({
      output: 'own',
      errors: [],
    });
  });
});
