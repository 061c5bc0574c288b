import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { REFUSAL_HEADER, answerStatus } from '../../domain';
import { HttpError } from '../http-error';
import { refusalStatus } from './refusal-status';
import type { RefusalStatusOptions } from './refusal-status';

function app(options?: RefusalStatusOptions): Hono {
  const hono = new Hono();
  hono.use(refusalStatus(options));
  hono.get('/coupon', (c) => c.json({ error: 'This coupon code is not valid.' }, 422));
  hono.get('/thrown', () => {
    throw new HttpError(402, 'Your card was declined.');
  });
  hono.get('/broken', (c) => c.json({ error: 'oops' }, 500));
  hono.get('/fine', (c) => c.json({ ok: true }));
  hono.onError((error, c) =>
    c.json({ error: error.message }, error instanceof HttpError ? (error.status as 402) : 500),
  );
  return hono;
}

const ask = { headers: { [REFUSAL_HEADER]: 'in-header' } };

describe('refusalStatus', () => {
  it('answers a refusal as 200 naming its status, with the same body, when asked', async () => {
    const res = await app().request('/coupon', ask);
    expect(res.status).toBe(200);
    expect(res.headers.get(REFUSAL_HEADER)).toBe('422');
    expect(answerStatus(res)).toBe(422);
    expect(await res.json()).toEqual({ error: 'This coupon code is not valid.' });
  });

  it('covers errors thrown to the error handler', async () => {
    const res = await app().request('/thrown', ask);
    expect([res.status, answerStatus(res)]).toEqual([200, 402]);
  });

  it('keeps real statuses for other clients, for successes and for server failures', async () => {
    expect((await app().request('/coupon')).status).toBe(422);
    expect((await app().request('/broken', ask)).status).toBe(500);
    const fine = await app().request('/fine', ask);
    expect([fine.status, fine.headers.get(REFUSAL_HEADER)]).toEqual([200, null]);
  });

  it('answers so, unasked, the requests `unasked` names (beacons cannot ask), and those alone', async () => {
    const beacons = app({ unasked: (c) => Boolean(c.req.header('Origin')) });
    const beacon = await beacons.request('/coupon', { headers: { Origin: 'http://shop.localhost' } });
    expect([beacon.status, answerStatus(beacon)]).toEqual([200, 422]);
    expect(await beacon.json()).toEqual({ error: 'This coupon code is not valid.' });
    expect((await beacons.request('/coupon')).status).toBe(422);
    expect((await beacons.request('/broken', { headers: { Origin: 'http://shop.localhost' } })).status).toBe(500);
  });
});
