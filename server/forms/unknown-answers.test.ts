import { describe, expect, it } from 'vitest';
import { answerErrors, unknownAnswers } from './unknown-answers';
import type { FormField } from '../../domain';

const fields: FormField[] = [
  { id: 'f-email', type: 'email', required: true },
  { id: 'f-note', type: 'section' },
  { id: 'f-rating', type: 'likert', options: ['Service', 'Price'] },
];
const notAField = (name: string) => `${name} is not a field of this form. Please reload the page.`;

describe('answers under names the form lacks', () => {
  it('names each posted name no field takes, and nothing when every one is a field', () => {
    expect(unknownAnswers(fields, ['f-email', 'f-note', 'f-rating'])).toEqual({});
    expect(unknownAnswers(fields, ['f-email', 'f-gone', 'other'])).toEqual({
      'f-gone': notAField('f-gone'),
      other: notAField('other'),
    });
  });

  it('takes likert radio groups (`<id>:<n>`) only in the plain post shape, and only for its questions', () => {
    expect(unknownAnswers(fields, ['f-rating:0', 'f-rating:1'], { likertGroups: true })).toEqual({});
    expect(Object.keys(unknownAnswers(fields, ['f-rating:2'], { likertGroups: true }))).toEqual(['f-rating:2']);
    expect(Object.keys(unknownAnswers(fields, ['f-rating:0']))).toEqual(['f-rating:0']);
  });

  it('keeps a posted __proto__ as a key of its own', () => {
    const errors = unknownAnswers(fields, ['__proto__']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.hasOwn(errors, '__proto__')).toBe(true);
    expect(JSON.stringify(errors)).toBe(JSON.stringify({ ['__proto__']: notAField('__proto__') }));
  });

  it('cuts a long name and names at most 20, whatever is posted', () => {
    const errors = unknownAnswers(fields, ['a'.repeat(5000), ...Array.from({ length: 100 }, (_, i) => `x${i}`)]);
    expect(Object.keys(errors)).toHaveLength(20);
    expect(Object.keys(errors)[0]).toBe(`${'a'.repeat(100)}…`);
  });

  it('puts unknown names beside the form’s own rules', () => {
    expect(answerErrors(fields, { 'f-email': '' }, ['f-email', 'x'])).toEqual({
      x: notAField('x'),
      'f-email': 'Required',
    });
  });
});
