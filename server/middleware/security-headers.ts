/**
 * Security headers on every response. The CSP allows no inline script: island props travel
 * in `<script type="application/json">`, which browsers never execute. SVG files get a policy
 * that allows no script at all.
 *
 * @example
 *   app.use(securityHeaders());
 */
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";

/** Sources one page adds to the policy (server/render/page-csp.ts), e.g. a captcha provider's. */
export interface ExtraCspSources {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

/** The site-wide policy, widened by what one page needs; without extras it is the constant. */
export function contentSecurityPolicy(extra?: ExtraCspSources): string {
  if (!extra) return CONTENT_SECURITY_POLICY;
  const add = (list: readonly string[]) => list.map((source) => ` ${source}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${add(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${add(extra.img)}`,
    `frame-src 'self'${add(extra.frame)}`,
    `connect-src 'self'${add(extra.connect)}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** An SVG opened on its own is a document that could run script; ours never need to. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    const svg = c.res.headers.get('Content-Type')?.startsWith('image/svg+xml');
    // A page that needs more than the site-wide policy set its own (routes/send-page.ts).
    if (svg || !c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', svg ? SVG_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
    for (const [name, value] of Object.entries(HEADERS)) c.res.headers.set(name, value);
  };
}
