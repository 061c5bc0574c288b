/**
 * The site's header and footer as the owner edits them (issue 16, `GET`/`PUT
 * /api/site-header-footer`): the header's logo and navigation links, the footer's text, links
 * and social icons. The limits are shared by the server's validation and the /config editor.
 */

export interface HeaderFooterLink {
  title: string;
  url: string;
}

export interface HeaderLogo {
  imageUrl: string;
  altText: string;
}

export interface SocialIcon {
  /** One of SOCIAL_SERVICES. */
  service: string;
  url: string;
}

export interface SiteHeader {
  /** Null: the site title stands alone. */
  logo: HeaderLogo | null;
  navigation: HeaderFooterLink[];
}

export interface SiteFooter {
  text: string;
  links: HeaderFooterLink[];
  socialIcons: SocialIcon[];
}

export interface SiteHeaderFooter {
  header: SiteHeader;
  footer: SiteFooter;
}

export const SOCIAL_SERVICES = Object.freeze([
  'instagram',
  'facebook',
  'x',
  'pinterest',
  'youtube',
  'tiktok',
  'linkedin',
  'email',
] as const);

/** The service's name as people read it (icon labels). */
export const SOCIAL_SERVICE_LABELS: Readonly<Record<(typeof SOCIAL_SERVICES)[number], string>> = Object.freeze({
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  email: 'Email',
});

export const HEADER_FOOTER_LIMITS = Object.freeze({
  navigationLinks: 12,
  footerLinks: 20,
  socialIcons: 10,
  linkTitle: 60,
  url: 500,
  altText: 200,
  footerText: 1000,
});

/**
 * Whether a link may be followed: http(s), mailto and tel URLs, and paths of the site. Anything
 * else (javascript:, data:, protocol-relative `//host`) is refused before it is stored; the
 * templates' `href` formatter would neutralise it anyway.
 */
export function isAllowedLinkUrl(url: string): boolean {
  if (url !== url.trim() || url === '') return false;
  // Control characters and spaces inside a scheme are how `java\tscript:` slips through a naive check.
  if (/[\u0000-\u001f\u007f\s]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(url);
}

/** An image address for the logo: a site path or an https URL. */
export function isAllowedImageUrl(url: string): boolean {
  return isAllowedLinkUrl(url) && (url.startsWith('/') || /^https?:\/\//i.test(url));
}
