import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../server/middleware/security-headers';
import { testDatabases } from '../../../server/db/test-databases';
import { DEMO, openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

describe.each(testDatabases().slice(0, 1))('static files on $name', ({ open }) => {
  const demo = suiteApp(open, openDemoApp);

  const get = (path: string) => demo.app.request(`http://${DEMO}${path}`);

  it('serve SVG with a policy that runs no script, and nosniff', async () => {
    const svg = await get('/assets/event-1.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(svg.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(svg.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const css = await get('/assets/site.css');
    expect(css.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('never leave their folders, however the path is written', async () => {
    const attempts = [
      '/assets/../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/assets/..\\..\\package.json',
      '/assets/%2fetc%2fpasswd',
      '/assets//etc/passwd',
      '/assets/C:%5cWindows%5cwin.ini',
      '/assets/chunks/..%2f..%2f..%2fpackage.json',
      '/assets/event-1.svg%00.js',
    ];
    for (const path of attempts) {
      const res = await get(path);
      const body = await res.text();
      // A NUL anywhere in the address is refused before routing (server/http/url-guard.ts).
      expect(res.status, path).toBe(path.includes('%00') ? 400 : 404);
      expect(body, path).not.toContain('"dependencies"');
      expect(body, path).not.toContain('root:');
      expect(res.headers.get('Content-Security-Policy'), path).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});
