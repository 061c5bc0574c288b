import { describe, expect, it } from 'vitest';
import { textOf } from './render-email';

describe('the text part of an email', () => {
  it('keeps lines, writes links out once, and decodes what the HTML escaped', () => {
    const html =
      '<html><head><title>T</title></head><body><h1>Hello &amp; welcome</h1><p>Order <strong>1001</strong>.</p><p><a href="https://x.test/r?a=1&amp;b=2">Review Mug</a></p><p><a href="https://x.test">https://x.test</a></p></body></html>';
    expect(textOf(html)).toBe('Hello & welcome\nOrder 1001.\nReview Mug (https://x.test/r?a=1&b=2)\nhttps://x.test');
  });
});
