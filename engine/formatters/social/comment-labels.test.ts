import { describe, expect, it } from 'vitest';
import { commentCountLabel, commentLinkLabel } from './comment-labels';

describe('comment count label', () => {
  it('reads No Comments, 1 Comment, N Comments', () => {
    expect([0, 1, 5, '1', '0', -1, 1.5, true].map(commentCountLabel)).toEqual([
      'No Comments',
      '1 Comment',
      '5 Comments',
      '1 Comment',
      'No Comments',
      '-1 Comments',
      '1.5 Comments',
      '1 Comment',
    ]);
  });

  it('counts missing and null as none', () => {
    expect(commentCountLabel(undefined)).toBe('No Comments');
    expect(commentCountLabel(null)).toBe('No Comments');
    expect(commentCountLabel('abc')).toBe('NaN Comments');
  });
});

describe('comment link label', () => {
  it('says No only for the number 0 and the singular only for the number 1', () => {
    expect(commentLinkLabel(0)).toBe('No Comments');
    expect(commentLinkLabel(1)).toBe('1 Comment');
    expect(commentLinkLabel(7)).toBe('7 Comments');
    expect(commentLinkLabel('0')).toBe('0 Comments');
    expect(commentLinkLabel('1')).toBe('1 Comments');
  });

  it('drops a missing count', () => {
    expect(commentLinkLabel(undefined)).toBe('Comments');
    expect(commentLinkLabel({ a: 1 })).toBe('Comments');
  });
});
