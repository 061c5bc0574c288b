import { describe, expect, it } from 'vitest';
import { isEmail } from './email-check';

describe('isEmail (spec §5)', () => {
  it('takes a local part, @ and a dotted domain ending in 2 to 4 letters or digits', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('a.b+c@mail.example.co.uk')).toBe(true);
    expect(isEmail('x@y.1234')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@example.c',
      'ada@example.museum',
      'a da@example.com',
      42,
      null,
    ]) {
      expect(isEmail(bad), String(bad)).toBe(false);
    }
    expect(isEmail(`${'a'.repeat(250)}@ex.com`)).toBe(false);
  });
});
