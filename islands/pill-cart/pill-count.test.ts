import { describe, expect, it } from 'vitest';
import { pillCount } from './pill-count';

describe('pillCount', () => {
  it('shows the quantity up to 100', () => {
    expect(pillCount(1)).toEqual({ text: '1', spoken: '1 item' });
    expect(pillCount(7)).toEqual({ text: '7', spoken: '7 items' });
    expect(pillCount(100)).toEqual({ text: '100', spoken: '100 items' });
  });

  it('caps at 100+ and says more than 100 items', () => {
    expect(pillCount(101)).toEqual({ text: '100+', spoken: 'more than 100 items' });
  });
});
