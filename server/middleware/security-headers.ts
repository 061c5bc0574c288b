/**
 * Security headers on every response. The CSP allows no inline script: island props travel
 * in `<script type="application/json">`, which browsers never execute. SVG files get a policy
 * that allows no script at all.
 *
 * @example
 *   app.use(securityHeaders());
 */
import { isImmutableSubresource } from '../assets/send-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, CspSources } from '../types';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";

/** An SVG opened on its own is a document that could run script; ours never need to. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/**
 * The site-wide policy, widened by what one page needs (a captcha provider's script, the
 * owner's post-submit script hashes, the ad pixel's hosts); without extras it is the constant.
 */
function hasSources(extra: CspSources | undefined): extra is CspSources {
  return Boolean(
    extra && [extra.script, extra.frame, extra.connect, extra.img].some((list) => list && list.length > 0),
  );
}

/**
 * Each sources object's policy, written once: a cached page hands every response the same
 * sources (its render's), so a page of a site with an ad pixel, or with a captcha form, no
 * longer builds its header anew per response (issue 28). Sources are never changed once added.
 */
const policies = new WeakMap<CspSources, string>();

export function contentSecurityPolicy(extra?: CspSources): string {
  if (!hasSources(extra)) return CONTENT_SECURITY_POLICY;
  let policy = policies.get(extra);
  if (policy === undefined) policies.set(extra, (policy = policyWith(extra)));
  return policy;
}

function policyWith(extra: CspSources): string {
  const add = (list: readonly string[] | undefined) => (list ?? []).map((source) => ` ${source}`).join('');
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

/**
 * Widens this response's policy: every part of a request that needs a source (the pixel
 * middleware, the page's islands) adds it here, and `securityHeaders` writes the one header.
 */
export function addCspSources(c: Context<AppEnv>, more: CspSources): void {
  // Most pages need nothing beyond the site-wide policy: no merge per response for them.
  if (!hasSources(more)) return;
  // The first sources are kept as they are (each caller's lists are without repeats already),
  // so the policy of a cached page's sources is the one written for its first response.
  const had = c.get('cspSources');
  if (!had) return void c.set('cspSources', more);
  const merged = (a: readonly string[] | undefined, b: readonly string[] | undefined) => [
    ...new Set([...(a ?? []), ...(b ?? [])]),
  ];
  c.set('cspSources', {
    script: merged(had.script, more.script),
    frame: merged(had.frame, more.frame),
    connect: merged(had.connect, more.connect),
    img: merged(had.img, more.img),
  });
}

export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    // A script or stylesheet runs in its page's policy: nosniff is all it needs.
    if (isImmutableSubresource(c.res)) return void c.res.headers.set('X-Content-Type-Options', 'nosniff');
    const svg = c.res.headers.get('Content-Type')?.startsWith('image/svg+xml');
    c.res.headers.set(
      'Content-Security-Policy',
      svg ? SVG_CONTENT_SECURITY_POLICY : contentSecurityPolicy(c.get('cspSources') as CspSources | undefined),
    );
    for (const [name, value] of HEADERS) c.res.headers.set(name, value);
  };
}
