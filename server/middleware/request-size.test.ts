import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestSize, TOO_LARGE } from './request-size';

function appWith(maxBytes: number) {
  const app = new Hono();
  app.use(requestSize({ maxBytes }));
  app.post('/echo', async (c) => c.text(await c.req.text()));
  return app;
}

/** A body stream that says nothing of its length, as a chunked upload. */
const chunked = (text: string) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe('request size', () => {
  it('judges a body by its declared Content-Length, refusing one over the limit with 413', async () => {
    const app = appWith(10);
    const small = await app.request('/echo', { method: 'POST', headers: { 'Content-Length': '5' }, body: 'hello' });
    expect(small.status).toBe(200);
    expect(await small.text()).toBe('hello');
    const big = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Length': '20', Accept: 'application/json' },
      body: 'x'.repeat(20),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: TOO_LARGE });
  });

  it('counts a body of no declared length as it is read', async () => {
    const app = appWith(10);
    const init = { method: 'POST', duplex: 'half' } as RequestInit;
    expect((await app.request('/echo', { ...init, body: chunked('hello') })).status).toBe(200);
    const big = await app.request('/echo', {
      ...init,
      headers: { Accept: 'text/html' },
      body: chunked('x'.repeat(20)),
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain(TOO_LARGE);
  });
});
