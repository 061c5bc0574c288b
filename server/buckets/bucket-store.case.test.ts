import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStores } from './test-stores';
import type { Bucket, BucketStore } from './bucket-store';

const stores = await testStores();

describe.each(stores)('bucket store in $name', ({ open }) => {
  let store: BucketStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });
  // Keys no other run uses: the PostgreSQL and Redis stores outlive the test. Times are offsets
  // from a base ahead of the real clock, so no server process deletes these buckets as full.
  const base = Date.now() + 1e9;
  const bucket = (capacity: number, refillPerSecond: number): Bucket => ({
    key: `test:${randomUUID()}`,
    capacity,
    refillPerSecond,
  });

  it('lets the capacity be taken at once, then answers the seconds until a token is back', async () => {
    const b = bucket(3, 0.5);
    for (let i = 0; i < 3; i++) expect(await store.take([b], base + 1000)).toBe(0);
    expect(await store.take([b], base + 1000)).toBe(2);
    expect(await store.wait([b], base + 1000)).toBe(2);
    expect(await store.take([b], base + 2999)).toBe(1);
    expect(await store.take([b], base + 3000)).toBe(0);
    expect(await store.take([b], base + 3000)).toBe(2);
  });

  it('refills continuously up to the capacity, never beyond', async () => {
    const b = bucket(2, 1);
    await store.take([b], base + 0);
    await store.take([b], base + 0);
    expect(await store.take([b], base + 1000)).toBe(0);
    expect(await store.take([b], base + 1000)).toBe(1);
    expect(await store.take([b], base + 600_000)).toBe(0);
    expect(await store.take([b], base + 600_000)).toBe(0);
    expect(await store.take([b], base + 600_000)).toBe(1);
  });

  it('counts refill time once when calls that read the clock earlier arrive later', async () => {
    const b = bucket(2, 1);
    expect(await store.take([b], base + 10_000)).toBe(0);
    expect(await store.take([b], base + 10_000)).toBe(0);
    // Read the clock before the two above, got to the store after them.
    expect(await store.take([b], base + 8_000)).toBe(1);
    expect(await store.take([b], base + 9_000)).toBe(1);
    expect(await store.take([b], base + 10_500)).toBe(1);
    expect(await store.take([b], base + 11_000)).toBe(0);
    expect(await store.take([b], base + 11_000)).toBe(1);
  });

  it('takes from every bucket or from none', async () => {
    const visitor = bucket(5, 1);
    const address = bucket(1, 1);
    expect(await store.take([visitor, address], base + 0)).toBe(0);
    expect(await store.take([visitor, address], base + 0)).toBe(1);
    expect(await store.take([visitor, address], base + 0)).toBe(1);
    // The refusals took nothing from the visitor's bucket: 4 of 5 are left.
    for (let i = 0; i < 4; i++) expect(await store.take([visitor], base + 0)).toBe(0);
    expect(await store.take([visitor], base + 0)).toBe(1);
  });

  it('spends whatever the bucket holds, and a wait only looks', async () => {
    const b = bucket(2, 0.1);
    expect(await store.wait([b], base + 0)).toBe(0);
    for (let i = 0; i < 4; i++) await store.spend([b], base + 0);
    // Two below empty: three tokens to regain at one per ten seconds.
    expect(await store.wait([b], base + 0)).toBe(30);
    expect(await store.wait([b], base + 0)).toBe(30);
    expect(await store.wait([b], base + 20_000)).toBe(10);
    expect(await store.wait([b], base + 30_000)).toBe(0);
  });

  it('never lets two concurrent takes spend the same token', async () => {
    const b = bucket(10, 0.001);
    const waits = await Promise.all(Array.from({ length: 60 }, () => store.take([b], base + 5000)));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
  });

  it('locks in one order whatever order the buckets come in, so crossed takes finish', async () => {
    const a = bucket(1000, 1);
    const b = bucket(1000, 1);
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => store.take(i % 2 ? [a, b] : [b, a], base)));
    expect(waits.every((w) => w === 0)).toBe(true);
    expect(await store.take([a], base + 0)).toBe(0);
  });
});
