/** Dev-only routes: the reload event stream and the client script that listens to it. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { DEV_CLIENT_SCRIPT } from './dev-client';
import type { DevEvents } from './dev-events';

export function devRoutes(events: DevEvents): Hono {
  return new Hono()
    .get('/client.js', (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'no-store');
      return c.body(DEV_CLIENT_SCRIPT);
    })
    .get('/events', (c) => {
      c.header('Cache-Control', 'no-store, no-transform');
      return streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: 'hello', data: events.bootId });
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        const unsubscribe = events.subscribe((event) => void stream.writeSSE({ event, data: '' }));
        await closed;
        unsubscribe();
      });
    });
}
