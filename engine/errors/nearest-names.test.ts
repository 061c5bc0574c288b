import { describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate } from '../index';
import { didYouMean, editDistance, nearestNames } from './nearest-names';

describe('did you mean', () => {
  it('measures edits, a swap of neighbours counting one', () => {
    expect(editDistance('htm', 'html')).toBe(1);
    expect(editDistance('hmtl', 'html')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests the nearest names first and nothing for a name far from all', () => {
    expect(nearestNames('htm', ['json', 'html', 'htmlattr', 'htmltag'])).toEqual(['html']);
    expect(nearestNames('moneyS', ['money', 'moneyString', 'moneyStringLong'])).toEqual(['money']);
    expect(nearestNames('moneyStr', ['money', 'moneyStringLong'])).toEqual(['moneyStringLong']);
    expect(nearestNames('summar', ['summary-form-field', 'summary-items'])).toEqual([
      'summary-items',
      'summary-form-field',
    ]);
    expect(nearestNames('zzzzzz', ['html', 'json'])).toEqual([]);
    expect(didYouMean(['html'])).toBe(" Did you mean 'html'?");
    expect(didYouMean(['a', 'b', 'c'])).toBe(" Did you mean 'a', 'b' or 'c'?");
    expect(didYouMean([])).toBe('');
  });

  it('an unknown formatter or predicate suggests known ones, the message word for word as before', () => {
    const { errors } = compileTemplate('{name|htm}{.if plurl?}x{.end}');
    expect(errors[0]).toMatchObject({ message: "SyntaxError: Formatter 'htm' is unknown", suggestions: ['html'] });
    expect(errors[1]).toMatchObject({ message: "SyntaxError: Predicate 'plurl?' is unknown" });
    expect(errors[1].suggestions?.[0]).toBe('plural?');
  });

  it('an unknown partial or macro suggests the partials and the macros in scope', () => {
    const source = '{.macro card}C{.end}{x|apply crad}{x|apply heade}';
    const { errors } = renderTemplate(source, { x: 1 }, { partials: { header: 'H' } });
    expect(errors.map((e) => e.suggestions)).toEqual([['card'], ['header']]);
  });
});

describe('errors inside partials', () => {
  it('name the partial, the place in its own source and the chain of tags that applied it', () => {
    const partials = { outer: 'o\n  {.include inner}', inner: 'line one\n  {x|apply missing}' };
    const { errors } = renderTemplate('top\n{x|apply outer}', { x: 1 }, { partials });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      line: 2,
      column: 3,
      origin: { partial: 'inner', line: 2, column: 3 },
      includedFrom: [
        { line: 2, column: 1 },
        { partial: 'outer', line: 2, column: 3 },
      ],
    });
    expect(errors[0].includedFrom?.[0].partial).toBeUndefined();
  });

  it("place a partial's compile error in the partial, keeping line and column at the tag that applied it", () => {
    const partials = { p: 'a\nb {x|nope}' };
    const { errors } = renderTemplate('first\n  {x|apply p}', { x: 1 }, { partials });
    expect(errors[0]).toMatchObject({
      line: 2,
      column: 3,
      origin: { partial: 'p', line: 2, column: 3 },
      includedFrom: [{ line: 2, column: 3 }],
    });
  });

  it('leave errors of the template rendered without origin or chain', () => {
    const { errors } = renderTemplate('{x|apply nothing}', { x: 1 });
    expect(errors[0].origin).toBeUndefined();
    expect(errors[0].includedFrom).toBeUndefined();
  });
});
