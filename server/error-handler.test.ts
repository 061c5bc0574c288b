import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
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
});
