import { afterEach, describe, expect, it, vi } from 'vitest';
import { withLoadTimeout } from './lazy-chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('a lazily loaded chunk', () => {
  it('resolves with the chunk when it arrives in time', async () => {
    await expect(withLoadTimeout(() => Promise.resolve('chunk'), 'reviews')()).resolves.toBe('chunk');
  });

  it('is given up after the 120 second load time-out', async () => {
    vi.useFakeTimers();
    const load = withLoadTimeout(() => new Promise<string>(() => {}), 'product reviews');
    const result = load();
    const settled = expect(result).rejects.toThrow('The product reviews chunk did not load within 120 seconds.');
    await vi.advanceTimersByTimeAsync(119_999);
    let done = false;
    void result.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('passes a failed load on', async () => {
    await expect(withLoadTimeout(() => Promise.reject(new Error('offline')), 'reviews')()).rejects.toThrow('offline');
  });
});
