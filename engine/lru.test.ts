import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps recency right when the newest entry is read again and again', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('b');
    cache.get('b');
    cache.get('a');
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
  });

  it('creates on a miss only', () => {
    const cache = new LruCache<string, number>(2);
    let made = 0;
    expect(cache.getOrCreate('k', () => ++made)).toBe(1);
    expect(cache.getOrCreate('k', () => ++made)).toBe(1);
    expect(made).toBe(1);
  });
});
