import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { SESSION_COOKIE } from '../../../server/site-users/session-cookies';
import { suiteApp } from '../helpers/suite-app';
import { openTrackingApp } from './tracking-app';
import type { Database } from '../../../server/db';

/** The database, with every statement sent through it written down. */
function watched(db: Database, statements: string[]): Database {
  return new Proxy(db, {
    get(target, name) {
      if (name === 'query')
        return (text: string, params?: readonly unknown[]) => {
          statements.push(text);
          return target.query(text, params);
        };
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe.each(testDatabases())('the page-view hit path on $name', ({ open }) => {
  const statements: string[] = [];
  const shop = suiteApp(async () => watched(await open(), statements), openTrackingApp);

  it('answers without a database round trip, even for a signed-in visitor, and writes many hits in one insert', async () => {
    const visitor = shop.visitor();
    // A session cookie would have the hit look its session up before answering.
    visitor.cookies.set(SESSION_COOKIE, 's'.repeat(48));
    const body = new URLSearchParams({
      crumb: visitor.crumb,
      event: '1',
      data: JSON.stringify({ url: 'http://shop.localhost/shop/lamp', title: 'Camp Lamp' }),
      ss_cvr: `${'a'.repeat(32)}.1.1700000000000`,
    }).toString();
    const before = (await shop.counts()).hits;
    statements.length = 0;
    for (let i = 0; i < 20; i++) {
      const answer = await visitor.post('/api/census/RecordHit', body, {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(answer.status).toBe(204);
    }
    expect(statements).toEqual([]);
    await shop.ingest.flush();
    expect(statements.filter((text) => text.startsWith('insert into tracking_hits'))).toHaveLength(1);
    expect((await shop.counts()).hits).toBe(before + 20);
  });
});
