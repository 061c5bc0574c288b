import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

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

  it('evicts in order of last use over many operations, as a list kept in recency order does', () => {
    const cache = new LruCache<number, number>(5);
    const order: number[] = [];
    const touch = (key: number) => {
      const at = order.indexOf(key);
      if (at >= 0) order.splice(at, 1);
      order.push(key);
      if (order.length > 5) order.shift();
    };
    for (let step = 0; step < 500; step++) {
      const key = (step * 7919) % 13;
      if (step % 3 === 0) {
        cache.set(key, step);
        touch(key);
      } else if (cache.get(key) !== undefined) touch(key);
      expect([...order].sort((a, b) => a - b).filter((k) => cache.get(k) === undefined)).toEqual([]);
      for (const k of order) cache.get(k); // reading every kept key in order keeps the recency order unchanged
    }
    expect(cache.size).toBe(5);
  });

  it('creates on a miss only', () => {
    const cache = new LruCache<string, number>(2);
    let made = 0;
    expect(cache.getOrCreate('k', () => ++made)).toBe(1);
    expect(cache.getOrCreate('k', () => ++made)).toBe(1);
    expect(made).toBe(1);
  });
});
