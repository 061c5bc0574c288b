/**
 * Hono's SmartRouter keeps the first of its routers that accepts every route: RegExpRouter (one
 * regular expression for all routes) unless a single route is refused, and then TrieRouter for
 * every request. These tests fail when a route the RegExpRouter refuses comes back (a parameter
 * segment beside a fixed one, as `/:language{fr|…}/cart` beside `/cart` was).
 */
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { DevEvents } from './dev/dev-events';
import { FIXTURES_DIR, TEMPLATES_DIR } from './paths';
import { SiteRegistry } from './sites/site-registry';

const silent = { info() {}, warn() {}, error() {} };

async function apps() {
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  return {
    served: createApp({ sites, secret: 'app-router-test', log: silent }),
    dev: createApp({ sites, secret: 'app-router-test', log: silent, dev: new DevEvents() }),
  };
}

describe("the app's router", () => {
  it('accepts every route of the app in a RegExpRouter, in the app and in dev mode', async () => {
    for (const [mode, app] of Object.entries(await apps())) {
      const router = new RegExpRouter<unknown>();
      const refused: string[] = [];
      for (const route of app.routes) {
        try {
          router.add(route.method, route.path, route.handler);
        } catch {
          refused.push(`${route.method} ${route.path}`);
        }
      }
      expect(refused, mode).toEqual([]);
      expect(() => router.match('GET', '/'), mode).not.toThrow();
    }
  });

  it('is settled on RegExpRouter after the first request', async () => {
    const { served } = await apps();
    const response = await served.request('http://demo.localhost/cart');
    expect(response.status).toBe(200);
    expect(served.router.name).toBe('SmartRouter + RegExpRouter');
  });
});
