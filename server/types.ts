/** The Hono environment of the published-site app: what middleware puts on the context. */
import type { SiteUserSession } from './site-users/sessions';
import type { Site } from './sites/types';
import type { SiteLanguage } from '../domain';

/** Extra sources per CSP directive, added to the closed default by `securityHeaders()`. */
/** What a response's Content-Security-Policy allows beyond the site-wide one (server/middleware/security-headers.ts). */
export interface CspSources {
  script?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
  connect?: readonly string[];
}

/** The page's extra language and all the site's extra ones (its switcher): server/pages/language-routes.ts. */
export interface PageLanguage {
  language: SiteLanguage;
  /** Every extra language of the site, in the owner's order. */
  extras: SiteLanguage[];
}

export interface AppEnv {
  Variables: {
    /** Set by `requestId()`; echoed in the X-Request-Id header and in logs. */
    requestId: string;
    /** Set by `siteResolver()`: the site the Host header names. */
    site: Site;
    /**
     * Set by `siteResolver()`: where the site is published (server/sites/site-origin.ts), from
     * configuration, never the Host header. Every mailed link and redirect check starts here.
     */
    siteOrigin: string;
    /** Set by `crumb()`: the visitor's CSRF token (cookie value). */
    crumb: string;
    /** Set by `siteUserSession()` when the visitor is signed in to this site (issue 11). */
    siteUser: SiteUserSession | undefined;
    /** Hosts a page's Content-Security-Policy adds for this answer (the ad pixel, issue 16). */
    cspSources: CspSources | undefined;
    /** Set on the visitor's own pages under an extra language's prefix (/fr/cart): server/pages/language-routes.ts. */
    pageLanguage: PageLanguage | undefined;
  };
}
