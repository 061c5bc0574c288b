import { describe, expect, it } from 'vitest';
import { ownerOrderMail } from './owner-order-notice';
import type { OrderView } from '../render/order-view';
import type { Site } from '../sites/types';

const site = (language: string) => ({ id: 'shop', website: { language } }) as unknown as Site;

function order(items: OrderView['items']): OrderView {
  return {
    id: 'o-1',
    orderNumber: 1001,
    email: 'ana@example.com',
    testMode: false,
    isSubscription: false,
    kind: 'order',
    itemIds: items.map(() => 'prod'),
    shipped: true,
    items,
    totals: [{ label: 'Shipping (Standard)', text: '$5.00' }],
    grandTotalText: '$125.00',
    grandTotalDecimal: '125.00',
    currency: 'USD',
    giftCards: [],
  };
}

const line = (productName: string, options: { name: string; value: string }[], variantText: string) => ({
  productName,
  sku: 'JKT-M-OLV',
  options,
  variantText,
  quantity: 2,
  unitPriceText: '$60.00',
  lineTotalText: '$120.00',
});

describe("the owner's new-order notice", () => {
  it('names each line by its product and options, its SKU beneath, in a text and an HTML part with the link to the order', () => {
    const jacket = line(
      'Canvas Field Jacket',
      [
        { name: 'Size', value: 'M' },
        { name: 'Colour', value: 'Olive' },
      ],
      'Size: M, Colour: Olive',
    );
    const mail = ownerOrderMail(site('en-US'), order([jacket]), 'Ana Diaz', 'https://shop.example.com');
    expect(mail.subject).toBe('New order #1001: $125.00');
    expect(mail.text).toBe(
      [
        'New order #1001: $125.00',
        '',
        'Canvas Field Jacket — Size: M, Colour: Olive × 2 $120.00',
        'SKU JKT-M-OLV',
        'Shipping (Standard) $5.00',
        'Total $125.00',
        '',
        'Ordered by Ana Diaz <ana@example.com>',
        '',
        'Open the order (https://shop.example.com/config/orders/1001)',
      ].join('\n'),
    );
    expect(mail.html).toContain('<title>New order #1001: $125.00</title>');
    expect(mail.html).toContain('Canvas Field Jacket — Size: M, Colour: Olive × 2</td>');
    expect(mail.html).toContain('>SKU JKT-M-OLV</td>');
    expect(mail.html).toContain('Ordered by Ana Diaz &lt;ana@example.com&gt;');
    expect(mail.html).toContain('<a href="https://shop.example.com/config/orders/1001">Open the order</a>');
    // A line without options is named by its product alone; the site's language names the SKU.
    const french = ownerOrderMail(site('fr-FR'), order([line('Lampe', [], '')]), '', 'https://shop.example.com');
    expect(french.text).toContain('Lampe × 2 $120.00\nRéf. JKT-M-OLV');
    expect(french.text).toContain('Commandé par ana@example.com');
  });

  it('escapes hostile titles, options and names, leaves out NULs and writes lone surrogates as U+FFFD', () => {
    const hostile = line(
      '<img src=x onerror="alert(1)">Jacket\u0000',
      [{ name: '<b>Size</b>', value: 'M\'"&' }],
      `<b>Size</b>: M'"&\uD800`,
    );
    const mail = ownerOrderMail(
      site('en-US'),
      order([hostile]),
      '<script>alert(2)</script>\uDC00',
      'https://shop.example.com',
    );
    expect(mail.html).not.toMatch(/<img|<b>|<script/);
    expect(mail.html).toContain(
      '>&lt;img src=x onerror="alert(1)"&gt;Jacket — &lt;b&gt;Size&lt;/b&gt;: M\'"&amp;\uFFFD × 2</td>',
    );
    expect(mail.html).toContain('Ordered by &lt;script&gt;alert(2)&lt;/script&gt;\uFFFD &lt;ana@example.com&gt;');
    // The text part reads as typed, the NUL left out, each surrogate half replaced.
    expect(mail.text).toContain('<img src=x onerror="alert(1)">Jacket — <b>Size</b>: M\'"&\uFFFD × 2 $120.00');
    expect(mail.text).toContain('Ordered by <script>alert(2)</script>\uFFFD <ana@example.com>');
    const loneHalf = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const part of [mail.html!, mail.text, mail.subject]) {
      expect(part).not.toContain('\u0000');
      expect(part).not.toMatch(loneHalf);
    }
  });
});
