/**
 * What a page's Content-Security-Policy must allow beyond the site-wide one
 * (server/middleware/security-headers.ts), worked out from the islands the page renders, so
 * a third-party script is allowed only on the pages that use it:
 * - a form or restock box with a provider captcha: the provider's script and frame origins;
 * - a form's post-submit HTML (spec §4 "runs the post-submit HTML and scripts"): the SHA-256
 *   hash of each inline `<script>` the owner wrote, and the origin of each external one;
 * - the Disqus comments embed: the site's Disqus origins.
 * Nothing else the owner writes runs: inline event handlers (onclick=…) and javascript: URLs
 * stay blocked, as on every page.
 */
import { createHash } from 'node:crypto';
import { CAPTCHA_PROVIDERS, CAPTCHA_PROVIDER_NAMES, disqusEmbedUrl, isDisqusShortname } from '../../domain';
import type { CaptchaProviderName } from '../../domain';

export interface CspSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

export function emptyCspSources(): CspSources {
  return { script: [], frame: [], connect: [], img: [] };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The hashes and origins the scripts of an owner's HTML need. */
export function scriptSourcesOf(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    const src = SRC.exec(attributes);
    if (src) {
      const origin = httpsOrigin(src[1] ?? src[2] ?? src[3] ?? '');
      if (origin) sources.push(origin);
    } else if (body.trim()) {
      sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return sources;
}

/** An https origin as a CSP source, or undefined (relative URLs are 'self' already; http is refused). */
function httpsOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function captchaSources(sources: CspSources, provider: unknown): void {
  const name = CAPTCHA_PROVIDER_NAMES.find((known) => known === provider) as CaptchaProviderName | undefined;
  if (!name || name === 'local') return;
  const info = CAPTCHA_PROVIDERS[name];
  sources.script.push(...info.scriptOrigins);
  sources.frame.push(...info.frameOrigins);
  sources.connect.push(...info.scriptOrigins);
}

/** Disqus loads `https://<shortname>.disqus.com/embed.js`, then frames and scripts of its own. */
export function disqusSources(sources: CspSources, shortname: string): void {
  if (!isDisqusShortname(shortname)) return;
  sources.script.push(new URL(disqusEmbedUrl(shortname)).origin, 'https://*.disqus.com', 'https://*.disquscdn.com');
  sources.frame.push('https://disqus.com', 'https://*.disqus.com');
  sources.connect.push('https://*.disqus.com');
  sources.img.push('https://*.disquscdn.com', 'https://*.disqus.com');
}

/** Adds what one island needs. Called for every island the page renders. */
export function addIslandSources(sources: CspSources, name: string, props: unknown): void {
  const p = (props && typeof props === 'object' ? props : {}) as Record<string, unknown>;
  if (name === 'form') {
    captchaSources(sources, (p.captcha as { provider?: unknown } | undefined)?.provider);
    if (typeof p.submissionHTML === 'string') sources.script.push(...scriptSourcesOf(p.submissionHTML));
  } else if (name === 'restock' && typeof p.captchaSiteKey === 'string') {
    captchaSources(sources, p.captchaProvider ?? 'recaptcha');
  } else if (name === 'disqus' && typeof p.shortname === 'string') {
    disqusSources(sources, p.shortname);
  }
}

/** Undefined when the page needs nothing beyond the site-wide policy. */
export function finishedSources(sources: CspSources): CspSources | undefined {
  const unique = (list: string[]) => [...new Set(list)];
  const done = {
    script: unique(sources.script),
    frame: unique(sources.frame),
    connect: unique(sources.connect),
    img: unique(sources.img),
  };
  return Object.values(done).some((list) => list.length > 0) ? done : undefined;
}
