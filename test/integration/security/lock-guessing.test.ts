import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { DEMO, openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

const WRONG = 'That password is not correct. Please try again.';

describe.each(testDatabases().slice(0, 1))('lock screen passwords on $name', ({ open }) => {
  const demo = suiteApp(open, openDemoApp);
  // The limits refill with time (the address's bucket a guess every 2.5 s): with the clock
  // stopped, a guess slowed by a busy machine (each one hashes the password) gains none back.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const guess = (password: string, crumb = randomBytes(16).toString('hex'), from = '203.0.113.40') =>
    demo.app.request(
      `http://${DEMO}/wholesale`,
      {
        method: 'POST',
        headers: { Cookie: `crumb=${crumb}`, Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ crumb, password }).toString(),
      },
      { incoming: { socket: { remoteAddress: from } } },
    );

  it('can be guessed wrong five times, then even the right password waits (429, Retry-After)', async () => {
    const crumb = randomBytes(16).toString('hex');
    for (let i = 0; i < 5; i++) {
      const wrong = await guess(`guess-${i}`, crumb, '203.0.113.41');
      expect(wrong.status).toBe(200);
      expect(await wrong.text()).toContain(WRONG);
    }
    const refused = await guess('northwind', crumb, '203.0.113.41');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    expect(await refused.text()).toContain('Please try again in a few seconds.');
    expect((await guess('northwind', undefined, '203.0.113.42')).status).toBe(303);
  });

  it('cannot be guessed in bulk by inventing a new crumb for every try', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});
