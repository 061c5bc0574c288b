// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callJson } from './api-call';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => json({}));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'crumb=c0ffee; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('callJson, the islands’ one client', () => {
  it('sends JSON with the crumb of the cookie and asks refusals in the header', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1 }, 201));
    const answer = await callJson<{ id: number }>('POST', '/api/x', { a: 1 }, { headers: { 'Idempotency-Key': 'k' } });
    expect(answer).toEqual({ ok: true, status: 201, body: { id: 1 }, message: '', fieldErrors: {} });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect([url, init.method, init.body, init.credentials]).toEqual(['/api/x', 'POST', '{"a":1}', 'same-origin']);
    expect([headers.get('X-CSRF-Token'), headers.get('X-Refusal-Status'), headers.get('Idempotency-Key')]).toEqual([
      'c0ffee',
      'in-header',
      'k',
    ]);
  });

  it('reads a refusal answered as 200 with its status in X-Refusal-Status', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: 'Sold out.', fieldErrors: { quantity: 'Too many.' } }, 200, { 'X-Refusal-Status': '409' }),
    );
    expect(await callJson('POST', '/api/x', {})).toMatchObject({
      ok: false,
      status: 409,
      message: 'Sold out.',
      fieldErrors: { quantity: 'Too many.' },
    });
  });

  it('answers status 0 when the network fails, and an empty body when the answer is not JSON', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await callJson('GET', '/api/x')).toEqual({
      ok: false,
      status: 0,
      body: undefined,
      message: '',
      fieldErrors: {},
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    expect(await callJson('GET', '/api/x')).toMatchObject({ ok: false, status: 502, body: undefined });
  });

  it('gives up at its time limit, answering status 0', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const pending = callJson('POST', '/api/census/button-click', new URLSearchParams({ a: '1' }), { timeoutMs: 2500 });
    await vi.advanceTimersByTimeAsync(2500);
    expect(await pending).toMatchObject({ ok: false, status: 0 });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(String(init.body)).toBe('a=1');
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });
});
