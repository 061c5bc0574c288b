/**
 * A site's style document (domain/site-style.ts) as CSS: the custom properties that
 * templates/assets/site.css declares with their defaults, set from the active colour theme and
 * font theme, and an @font-face for each curated web font a usage category takes. It is added
 * to the end of the site's own site.css (later :root declarations win), so every page keeps its
 * one cached, content-hashed stylesheet and a publish restyles the whole site. A site without
 * a style document keeps site.css as it is.
 */
import {
  activeColours,
  asSiteStyle,
  curatedFont,
  fontUsage,
  FONT_USAGE_CATEGORY_IDS,
  type SiteStyle,
} from '../../domain';
import { fontAssetName, curatedFontFiles } from '../assets/curated-fonts';
import { StaticFile } from '../assets/static-file';
import type { AssetFiles } from '../assets/asset-files';

/** The custom property of each usage category (site.css names them). */
const CATEGORY_PROPERTY: Record<(typeof FONT_USAGE_CATEGORY_IDS)[number], string> = {
  headings: 'headings',
  body: 'body',
  buttons: 'buttons',
  navigation: 'navigation',
  siteTitle: 'site-title',
};

/** `a` mixed with `b`, `share` of `b` (0–1), as #rrggbb. */
function mix(a: string, b: string, share: number): string {
  const parts = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [parts(a), parts(b)];
  return `#${x
    .map((c, i) =>
      Math.round(c * (1 - share) + y[i]! * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The CSS of a style; `fontUrl` names a curated font file's URL (the site's hashed asset link). */
export function siteStyleCss(style: SiteStyle, fontUrl: (name: string) => string | undefined): string {
  const colours = activeColours(style);
  const usage = fontUsage(style);
  const faces = new Map<string, string>();
  const properties: [string, string][] = [
    ['paper', colours.background],
    ['card', colours.surface],
    ['ink', colours.text],
    ['ink-soft', colours.mutedText],
    ['line', colours.border],
    ['accent', colours.accent],
    ['accent-ink', colours.onAccent],
    ['accent-soft', mix(colours.accent, colours.background, 0.88)],
    ['accent-strong', mix(colours.accent, colours.text, 0.2)],
    ['footer-bg', colours.footerBackground],
    ['footer-ink', colours.footerText],
    ['footer-link', colours.footerText],
    ['footer-strong', colours.footerText],
    ['footer-quiet', colours.footerText],
    // Required marks and errors in the footer: the footer's text tinted red, readable on a dark or light footer.
    ['footer-alert', mix(colours.footerText, '#d92d20', 0.4)],
    ['splash-from', colours.footerBackground],
    ['splash-to', mix(colours.footerBackground, colours.accent, 0.5)],
    ['splash-ink', colours.footerText],
  ];
  for (const id of FONT_USAGE_CATEGORY_IDS) {
    const { family, weight } = usage[id];
    const font = curatedFont(family);
    if (!font) continue;
    properties.push([`font-${CATEGORY_PROPERTY[id]}`, font.stack], [`weight-${CATEGORY_PROPERTY[id]}`, String(weight)]);
    const url = font.files ? fontUrl(fontAssetName(font.id, weight)) : undefined;
    if (url)
      faces.set(
        `${font.id}-${weight}`,
        `@font-face { font-family: '${font.name}'; font-style: normal; font-weight: ${weight}; font-display: swap; src: url(${url}) format('woff2'); }`,
      );
  }
  return [
    '/* The site style (content document style/site), over the defaults above. */',
    ...faces.values(),
    `:root { ${properties.map(([name, value]) => `--${name}: ${value};`).join(' ')} }`,
    '',
  ].join('\n');
}

/**
 * The site's asset files with the curated fonts (every site serves all of them, so an editor's
 * preview of an unpublished font finds its file) and, when the site has a style document, its
 * CSS at the end of site.css.
 */
export function styledAssets(assets: AssetFiles, styleDocument: unknown): AssetFiles {
  const withFonts = assets.with(curatedFontFiles());
  const style = asSiteStyle(styleDocument);
  const base = withFonts.bytes('site.css');
  if (!style || base === undefined) return withFonts;
  const css = `${base.toString('utf8').trimEnd()}\n\n${siteStyleCss(style, (name) => withFonts.url(name))}`;
  return withFonts.with([['site.css', new StaticFile('site.css', Buffer.from(css))]]);
}
