import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ConnectionLostError } from './db/unavailable';
import { handleError } from './error-handler';
import { requestId } from './middleware/request-id';
import type { RenderEnv } from './render/page-renderer';
import type { AppEnv } from './types';

describe('the error handler', () => {
  it('logs request data escaped: a path with %0a or %0d cannot start a log line of its own', async () => {
    const lines: string[] = [];
    const env = {
      dev: false,
      log: { info: () => {}, warn: () => {}, error: (m: string) => lines.push(...m.split('\n')) },
    } as unknown as RenderEnv;
    const app = new Hono<AppEnv>();
    app.use(requestId());
    app.get('*', () => {
      throw new Error('boom');
    });
    app.onError((error, c) => handleError(error, c, env));
    const answer = await app.request('http://x.localhost/api/a%0a[forged]%20GET%20/admin%0d[forged2]', {
      headers: { Accept: 'application/json' },
    });
    expect(answer.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('failed');
    expect(lines[0]).toContain('\\n[forged]');
    for (const line of lines) expect(line).not.toMatch(/^\s*\[forged/);
    for (const line of lines) expect(line).not.toContain('\r');
  });

  it.each([
    ['a backend ended by pg_terminate_backend', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a closed client connection', Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' })],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a statement past its timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['a transaction whose connection was lost', new ConnectionLostError(new Error('gone'))],
  ])('answers %s with 503 and Retry-After, logged as a warning', async (_, error) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    const env = {
      dev: false,
      log: { info: () => {}, warn: (m: string) => warnings.push(m), error: (m: string) => errors.push(m) },
    } as unknown as RenderEnv;
    const app = new Hono<AppEnv>();
    app.get('*', () => {
      throw error;
    });
    app.onError((e, c) => handleError(e, c, env));
    const answer = await app.request('http://x.localhost/api/commerce/checkout', {
      headers: { Accept: 'application/json' },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('2');
    expect(await answer.json()).toEqual({
      error: 'The store is busy for a moment. Please try again in a few seconds.',
    });
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('answers a failing statement that is no outage (a unique violation) with 500', async () => {
    const env = { dev: false, log: { info: () => {}, warn: () => {}, error: () => {} } } as unknown as RenderEnv;
    const app = new Hono<AppEnv>();
    app.get('*', () => {
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    app.onError((e, c) => handleError(e, c, env));
    const answer = await app.request('http://x.localhost/api/x', { headers: { Accept: 'application/json' } });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('Retry-After')).toBeNull();
  });

  it("answers an error thrown after the page was made with its own body and headers, not the gzipped page's", async () => {
    // As the ad pixel middleware reads the database after next(): a cut connection there
    // replaced a gzipped cached page with a plain error page still labelled gzip, and
    // browsers failed to read it (fetch: "TypeError: terminated").
    const env = { dev: false, log: { info: () => {}, warn: () => {}, error: () => {} } } as unknown as RenderEnv;
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.header('X-Content-Type-Options', 'nosniff');
      await next();
      throw Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    });
    app.get('*', (c) => {
      c.header('Content-Encoding', 'gzip');
      c.header('ETag', '"page"');
      return c.body(gzipSync('<p>the page</p>'), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
    });
    app.onError((e, c) => handleError(e, c, env));
    const answer = await app.request('http://x.localhost/', { headers: { Accept: 'application/json' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(answer.headers.get('ETag')).toBeNull();
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await answer.json()).toEqual({
      error: 'The store is busy for a moment. Please try again in a few seconds.',
    });
  });
});
