import { describe, expect, it } from 'vitest';
import { newGiftCardCode } from '../commerce/gift-card-store';
import { giftCardCodesAsEndings, outboxMailWithCodeEndings } from './gift-card-code-endings';
import type { OutboxMail } from './types';

const CODE = 'WXYZ-2345-6789-ABCD';
const OTHER = 'HJKM-NPQR-STUV-EF23';

function mail(subject: string, text: string, html: string | null): OutboxMail {
  return {
    id: '7',
    to: 'ana@example.com',
    subject,
    text,
    html,
    headers: { 'X-Order': '1042' },
    createdAt: '2026-11-29T10:00:00.000Z',
    deliveredAt: null,
    keptReason: 'no-mail-server',
    lastError: null,
  };
}

describe('gift card codes as their endings', () => {
  it('replaces every code in the subject, text and HTML, and leaves the rest of the mail', () => {
    const sent = mail(
      `Your gift card ${CODE}`,
      `Codes: ${CODE} and ${OTHER}.\nOrder #1042, $25.00.`,
      `<p>Code <strong>${CODE}</strong></p><a href="https://store.test/cart?code=${OTHER}">Spend</a>`,
    );
    expect(outboxMailWithCodeEndings(sent)).toEqual({
      ...sent,
      subject: 'Your gift card …ABCD',
      text: 'Codes: …ABCD and …EF23.\nOrder #1042, $25.00.',
      html: '<p>Code <strong>…ABCD</strong></p><a href="https://store.test/cart?code=…EF23">Spend</a>',
    });
    expect(outboxMailWithCodeEndings(mail(CODE, CODE, null)).html).toBeNull();
  });

  it('finds every code the generator makes, alone or among words', () => {
    for (const code of Array.from({ length: 200 }, newGiftCardCode)) {
      expect(giftCardCodesAsEndings(`(${code}),${code}\n${code}`)).toBe(
        `(…${code.slice(-4)}),…${code.slice(-4)}\n…${code.slice(-4)}`,
      );
    }
  });

  it('leaves text that looks close to a code but is not one', () => {
    const near = [
      'wxyz-2345-6789-abcd', // lower case
      'WXYZ-2345-6789', // three groups
      'WXYZ-2345-6789-ABC', // a short last group
      'WXYZ-2345-6789-ABCDE', // a long last group
      'XWXYZ-2345-6789-ABCD', // a long first group
      'WXYZ2345-6789-ABCD', // a missing dash
      'WXYZ 2345 6789 ABCD', // spaces
      'WXYZ-2345-6789-AB0D', // 0 is not a code symbol
      'WXYZ-2345-6789-ABOD', // nor is O
      'WXY1-2345-6789-ABCD', // nor 1
      'WXYI-2345-6789-ABCD', // nor I
      'SUMMER-SALE-2026', // a coupon
      'Order #1042 of 2026-11-29, $1,234.50',
      '123e4567-e89b-12d3-a456-426614174000', // an order id
      'WXYZ_2345-6789-ABCD', // joined to a word
      'WXYZ-2345-6789-ABCD_x',
    ];
    for (const text of near) expect(giftCardCodesAsEndings(text)).toBe(text);
  });
});
