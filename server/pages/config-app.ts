/**
 * `/config` and `/config/*`: the owner app (admin/). Every path answers the same HTML shell;
 * the app routes on the client. The shell carries no inline script (the CSP allows only our own
 * files): it loads the owner bundle of the island build, whose hashed files /assets/ serves
 * precompressed and immutable. The shell itself is never cached, so a new build shows at once.
 */
import { Hono } from 'hono';
import { readManifest } from '../../islands';
import { escapeHtml } from '../../engine';
import { plainPage } from './plain-page';
import { SITE_ICON_PATH } from '../site-icon';
import type { Context } from 'hono';
import type { AdminBundle, Manifest } from '../../islands';
import type { AppEnv } from '../types';

export interface ConfigAppOptions {
  /** The build manifest. @default readManifest() (dist/manifest.json, re-read after a dev rebuild) */
  manifest?: () => Manifest | undefined;
}

export function configAppRoutes(options: ConfigAppOptions = {}): Hono<AppEnv> {
  const manifest = options.manifest ?? readManifest;
  const answer = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    // The app has no reason to be framed, and its pages are private to the owner.
    c.header('X-Frame-Options', 'DENY');
    c.header('X-Robots-Tag', 'noindex');
    const bundle = manifest()?.admin;
    if (!bundle)
      return c.html(plainPage('The owner app is not built', 'Run npm run build, then reload this page.'), 503);
    return c.html(configShell(bundle, String(c.get('site').website.siteTitle ?? c.get('site').id)));
  };
  return new Hono<AppEnv>().get('/', answer).get('/*', answer);
}

/** The page the owner app mounts into: `#admin-root`, with a message for browsers without script. */
export function configShell(bundle: AdminBundle, siteTitle: string): string {
  const preloads = bundle.imports.map((chunk) => `<link rel="modulepreload" href="${escapeHtml(chunk)}">`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(siteTitle)} — Store admin</title>
<link rel="icon" href="${SITE_ICON_PATH}" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(bundle.css)}">${preloads}
<script type="module" src="${escapeHtml(bundle.script)}"></script>
</head>
<body>
<div id="admin-root" data-site-title="${escapeHtml(siteTitle)}"><p class="admin-boot">Loading the store admin…</p></div>
<noscript><p class="admin-boot">The store admin needs JavaScript. Turn it on in your browser and reload this page.</p></noscript>
</body>
</html>
`;
}
