/**
 * Security headers on every response. The CSP allows no inline script: island props travel
 * in `<script type="application/json">`, which browsers never execute. SVG files get a policy
 * that allows no script at all.
 *
 * @example
 *   app.use(securityHeaders());
 */
import type { MiddlewareHandler } from 'hono';
import type { CspSources } from '../types';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";

/** An SVG opened on its own is a document that could run script; ours never need to. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The default policy with a page's own extra hosts (`c.set('cspSources', …)`), each only where named. */
export function contentSecurityPolicy(sources: CspSources | undefined): string {
  if (!sources) return CONTENT_SECURITY_POLICY;
  const extra = (list: string[] | undefined) => (list && list.length > 0 ? ` ${list.join(' ')}` : '');
  let policy = CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self'${extra(sources.script)}`).replace("img-src 'self' data:", `img-src 'self' data:${extra(sources.img)}`);
  if (sources.connect?.length) policy += `; connect-src 'self'${extra(sources.connect)}`;
  return policy;
}

export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    const svg = c.res.headers.get('Content-Type')?.startsWith('image/svg+xml');
    c.res.headers.set('Content-Security-Policy', svg ? SVG_CONTENT_SECURITY_POLICY : contentSecurityPolicy(c.get('cspSources') as CspSources | undefined));
    for (const [name, value] of Object.entries(HEADERS)) c.res.headers.set(name, value);
  };
}
