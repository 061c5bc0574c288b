import { describe, expect, it } from 'vitest';
import { newGiftCardCode, normalizeGiftCardCode } from './gift-card-store';

describe('gift card codes', () => {
  it('are 16 unambiguous characters in four groups, and differ each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newGiftCardCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  });

  it('are read back whatever the case and spacing', () => {
    expect(normalizeGiftCardCode(' abcd efgh-jklm npqr ')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(normalizeGiftCardCode('short')).toBe('SHORT');
  });
});
