import { describe, expect, it } from 'vitest';
import { giftCardCodeEnding } from './gift-card-ending';

describe('giftCardCodeEnding', () => {
  it("shows a code's last 4 characters after an ellipsis", () => {
    expect(giftCardCodeEnding('WXYZ-2345-6789-ABCD')).toBe('…ABCD');
    expect(giftCardCodeEnding('GIFT-ABCD')).toBe('…ABCD');
  });

  it('never shows a short code whole: at most half of it', () => {
    expect(giftCardCodeEnding('GIFT-1')).toBe('…T-1');
    expect(giftCardCodeEnding('ABCD')).toBe('…CD');
    expect(giftCardCodeEnding('A')).toBe('…');
    expect(giftCardCodeEnding('')).toBe('…');
  });
});
