import { describe, expect, it } from 'vitest';
import { centsOfText, textOfCents } from './amount-text';

describe('refund amounts as typed', () => {
  it('reads dollars and cents exactly, with a point or a comma', () => {
    expect(centsOfText('12.50', 'USD')).toBe(1250);
    expect(centsOfText('12,5', 'USD')).toBe(1250);
    expect(centsOfText(' 7 ', 'USD')).toBe(700);
    expect(centsOfText('0.29', 'USD')).toBe(29);
    expect(centsOfText('1200', 'JPY')).toBe(1200);
  });

  it('refuses what is not an amount of the currency', () => {
    for (const text of ['', 'NaN', '-5', '1e3', '12.505', '1.5.0', '$12', '9999999999'])
      expect(centsOfText(text, 'USD')).toBeUndefined();
    expect(centsOfText('12.5', 'JPY')).toBeUndefined();
  });

  it('writes cents back as the field shows them', () => {
    expect(textOfCents(2160, 'USD')).toBe('21.60');
  });
});
