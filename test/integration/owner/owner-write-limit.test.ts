/**
 * An owner's writes draw on a bucket of their own (server/owner/owner-call-limit.ts): past the
 * 30-call burst every visitor has, not spent by a stranger behind the same address, and still
 * limited; a credential that proves nothing is limited as a visitor's write.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED } from '../../../server/middleware/rate-limit';
import { OWNER_WRITES } from '../../../server/owner';
import { testDatabases } from '../../../server/db/test-databases';
import { HOST, openContentApp, type ContentApp } from '../content/content-app';

/** A cheap write: the media item does not exist, so a call that passes the limit answers 404. */
const WRITE = `http://${HOST}/api/owner/content/media/m-000000000000000000000000`;

describe.each(testDatabases())('owner write limit on $name', (database) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    // The clock stands still: buckets refill 5 calls a second, so on a loaded machine a burst of
    // 31 calls taking over 0.2 s regained a call and the 31st passed. Only Date is faked, before
    // the app reads its clock; timers and the database run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    Object.assign(t, await openContentApp(await database.open()));
  }, 240_000);
  afterAll(async () => {
    vi.useRealTimers();
    await t.close?.();
    await t.db?.close();
  });

  /** One write with `authorization`, from `address` (as @hono/node-server hands the socket over). */
  const write = async (authorization: string, address: string) => {
    const answer = await t.app.request(
      WRITE,
      {
        method: 'PATCH',
        headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ title: 'x' }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    return { status: answer.status, retryAfter: answer.headers.get('Retry-After'), body: await answer.json() };
  };
  const statuses = async (count: number, authorization: (i: number) => string, address: string) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await write(authorization(i), address)).status);
    return seen;
  };

  it('limits a key that proves nothing as any visitor’s write', async () => {
    const seen = await statuses(31, () => 'Bearer not-a-key', '198.51.100.7');
    expect(seen.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(seen[30]).toBe(429);
  });

  it('lets the owner’s key past the visitor burst, even after a stranger at its address spent the address’s buckets', async () => {
    const address = '203.0.113.9';
    // A stranger behind the owner's address, guessing a new key each time, empties the address's bucket.
    let guesses = 0;
    while (guesses < 1000 && (await write(`Bearer guess-${guesses}`, address)).status !== 429) guesses++;
    // Each guess a new key: what stops them is the address's bucket, four visitors' worth.
    expect(guesses).toBeGreaterThanOrEqual(4 * 30);
    expect(guesses).toBeLessThan(1000);
    const owner = await statuses(60, () => `Bearer ${t.adminKey}`, address);
    expect(owner.every((status) => status === 404)).toBe(true);
  });

  it('still limits the owner past a bucket of their own, saying when to try again', async () => {
    let refused: Awaited<ReturnType<typeof write>> | undefined;
    for (let i = 0; i < 5 * OWNER_WRITES.capacity && !refused; i++) {
      const answer = await write(`Bearer ${t.adminKey}`, '192.0.2.44');
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(404);
    }
    expect(refused?.body).toEqual({ error: RATE_LIMITED });
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
  });
});
