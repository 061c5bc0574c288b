/**
 * The share targets of `social-button`: each network's share URL, opened as a plain link, so
 * sharing needs no third-party script.
 *
 * `website.shareButtonOptions` picks the networks: an object whose truthy keys name them, or an
 * array of names (`facebook`, `x` or `twitter`, `linkedin`, `pinterest`, `reddit`, `tumblr`,
 * `email`). Options naming none of them get the default set.
 */
import { isTruthy, toText } from '../../convert';

export interface SharedPage {
  /** Absolute URL of the page. */
  url: string;
  title: string;
  /** Image URL, or "" when the page has none (Pinterest needs one). */
  image: string;
}

interface Network {
  label: string;
  href(page: SharedPage): string;
}

const q = encodeURIComponent;

const NETWORKS: Record<string, Network> = {
  facebook: { label: 'Facebook', href: (p) => `https://www.facebook.com/sharer/sharer.php?u=${q(p.url)}` },
  x: { label: 'X', href: (p) => `https://x.com/intent/tweet?url=${q(p.url)}&text=${q(p.title)}` },
  linkedin: { label: 'LinkedIn', href: (p) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(p.url)}` },
  pinterest: {
    label: 'Pinterest',
    href: (p) =>
      `https://www.pinterest.com/pin/create/button/?url=${q(p.url)}&media=${q(p.image)}&description=${q(p.title)}`,
  },
  reddit: { label: 'Reddit', href: (p) => `https://www.reddit.com/submit?url=${q(p.url)}&title=${q(p.title)}` },
  tumblr: {
    label: 'Tumblr',
    href: (p) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${q(p.url)}&title=${q(p.title)}`,
  },
  email: { label: 'Email', href: (p) => `mailto:?subject=${q(p.title)}&body=${q(p.url)}` },
};

const ALIASES: Record<string, string> = { twitter: 'x' };

const DEFAULT_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'email'];

function canonicalName(name: string): string | undefined {
  const key = name.toLowerCase();
  const canonical = Object.hasOwn(ALIASES, key) ? ALIASES[key] : key;
  return Object.hasOwn(NETWORKS, canonical) ? canonical : undefined;
}

function chosenNames(options: object): string[] {
  const names = Array.isArray(options)
    ? options.map(toText)
    : Object.entries(options)
        .filter(([, on]) => isTruthy(on))
        .map(([name]) => name);
  const known = names.map(canonicalName).filter((name): name is string => name !== undefined);
  return known.length > 0 ? [...new Set(known)] : DEFAULT_NETWORKS;
}

export interface ShareLink {
  network: string;
  label: string;
  href: string;
}

/** The share links for a page; Pinterest is left out when the page has no image. */
export function shareLinks(options: object, page: SharedPage): ShareLink[] {
  return chosenNames(options)
    .filter((name) => name !== 'pinterest' || page.image !== '')
    .map((name) => ({ network: name, label: NETWORKS[name].label, href: NETWORKS[name].href(page) }));
}
