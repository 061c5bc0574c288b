import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { summaryFormField } from './summary-form-field';

const answer = (field: unknown, data: Record<string, unknown> = {}) =>
  String(summaryFormField(field, [], testScope({ frames: [data, field] })))
    .replace(/<br>/g, '|')
    .replace(/<[^>]+>/g, '')
    .replace(/^.*? /, '');

describe('summary-form-field', () => {
  it('formats each answer type', () => {
    expect(
      answer({
        type: 'address',
        rawTitle: 'A',
        values: { Line1: '1 Main', City: 'Town', State: 'NY', Zip: '10001', Country: 'US' },
      }),
    ).toBe('1 Main|Town, NY 10001 US');
    expect(answer({ type: 'checkbox', rawTitle: 'C', values: ['a', 'b'] })).toBe('a, b');
    expect(answer({ type: 'date', rawTitle: 'D', values: { Month: 1, Day: 2, Year: 2026 } })).toBe('1/2/2026');
    expect(answer({ type: 'likert', rawTitle: 'L', values: { Tasty: '2', Cheap: '9' } })).toBe(
      'Tasty: Strongly Agree|Cheap: Neutral',
    );
    expect(answer({ type: 'name', rawTitle: 'N', values: { First: 'Ada', Last: 'L' } })).toBe('Ada L');
    expect(
      answer({ type: 'phone', rawTitle: 'P', values: { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' } }),
    ).toBe('+1 555-123-4567');
    expect(answer({ type: 'time', rawTitle: 'T', values: { Hour: 4, Ampm: 'pm' } })).toBe('4:00:00 pm');
    expect(answer({ type: 'plain', rawTitle: 'X', value: '<b>hi</b>' })).toBe('&lt;b&gt;hi&lt;/b&gt;');
  });
  it('says N/A (or the localized text) for an empty answer', () => {
    expect(answer({ type: 'plain', rawTitle: 'X', value: '' })).toBe('N/A');
    expect(
      answer({ type: 'plain', rawTitle: 'X' }, { localizedStrings: { productSummaryFormNoAnswerText: ' Aucune ' } }),
    ).toBe('Aucune');
    expect(
      answer(
        { type: 'likert', rawTitle: 'L', values: { Q: '1' } },
        { localizedStrings: { productAnswerMapAgree: 'Oui' } },
      ),
    ).toBe('Q: Oui');
  });
  it("joins a likert question and its answer with the page language's colon", () => {
    const likert = { type: 'likert', rawTitle: 'L', values: { Dormir: '1' } };
    const french = {
      words: { optionNamed: '{name}\u202f: {value}' },
      localizedStrings: { productAnswerMapAgree: 'D’accord' },
    };
    expect(answer(likert, french)).toBe('Dormir\u202f: D’accord');
    expect(answer(likert)).toBe('Dormir: Agree');
  });
});
