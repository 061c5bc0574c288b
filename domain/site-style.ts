/**
 * A site's style document (issue 25, spec §3 "Site aesthetics dirty paths", §5 hex colours):
 * colours (a palette, colour themes that give each role of the page a palette colour, the
 * active theme) and fonts (font themes, each a pack of a heading and a body family from the
 * curated set, the active theme, and the usage categories saying which of the pack's two
 * families and which weight headings, body text, buttons… use). The server validates it, stores
 * it as the content document `style/site` and renders it as CSS custom properties; the owner
 * app edits it. A site without the document looks as `DEFAULT_SITE_STYLE` says, which is what
 * templates/assets/site.css declares.
 *
 * @module
 */

/** Spec §5: 3 or 6 hex digits, with or without #; nothing else. */
const HEX_COLOUR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/** `#rrggbb` in lower case, from any colour `isHexColour` accepts. */
export function normaliseHexColour(value: string): string {
  const digits = value.replace(/^#/, '').toLowerCase();
  const six = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${six}`;
}

/** The page's colour roles a colour theme fills, each written as one CSS custom property. */
export const COLOUR_ROLES = [
  'background',
  'surface',
  'text',
  'mutedText',
  'border',
  'accent',
  'onAccent',
  'footerBackground',
  'footerText',
] as const;
export type ColourRole = (typeof COLOUR_ROLES)[number];

export const COLOUR_ROLE_LABELS: Readonly<Record<ColourRole, string>> = {
  background: 'Page background',
  surface: 'Cards and header',
  text: 'Text',
  mutedText: 'Quiet text',
  border: 'Lines',
  accent: 'Accent (links, buttons)',
  onAccent: 'Text on accent',
  footerBackground: 'Footer background',
  footerText: 'Footer text',
};

export interface PaletteColour {
  id: string;
  name: string;
  /** As the owner wrote it (3 or 6 digits, with or without #). */
  hex: string;
}

export interface ColourTheme {
  id: string;
  name: string;
  /** Each role's palette colour id. */
  roles: Record<ColourRole, string>;
}

/** The curated web fonts (OFL, served by the site itself) and the two system stacks. */
export const CURATED_FONTS = [
  {
    id: 'system-sans',
    name: 'System sans-serif',
    files: false,
    stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  {
    id: 'system-serif',
    name: 'System serif',
    files: false,
    stack: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif",
  },
  { id: 'inter', name: 'Inter', files: true, stack: "'Inter', system-ui, sans-serif" },
  { id: 'work-sans', name: 'Work Sans', files: true, stack: "'Work Sans', system-ui, sans-serif" },
  { id: 'source-sans-3', name: 'Source Sans 3', files: true, stack: "'Source Sans 3', system-ui, sans-serif" },
  { id: 'lora', name: 'Lora', files: true, stack: "'Lora', Georgia, serif" },
  { id: 'merriweather', name: 'Merriweather', files: true, stack: "'Merriweather', Georgia, serif" },
  { id: 'playfair-display', name: 'Playfair Display', files: true, stack: "'Playfair Display', Georgia, serif" },
] as const;
export type CuratedFontId = (typeof CURATED_FONTS)[number]['id'];
export const CURATED_FONT_IDS: readonly CuratedFontId[] = CURATED_FONTS.map((f) => f.id);

/** Weights every curated web font is served in. */
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export function curatedFont(id: string): (typeof CURATED_FONTS)[number] | undefined {
  return CURATED_FONTS.find((f) => f.id === id);
}

export interface FontTheme {
  id: string;
  name: string;
  heading: CuratedFontId;
  body: CuratedFontId;
}

/** Where the site uses type; each category takes one family of the active font theme. */
export const FONT_USAGE_CATEGORY_IDS = ['headings', 'body', 'buttons', 'navigation', 'siteTitle'] as const;
export type FontUsageCategoryId = (typeof FONT_USAGE_CATEGORY_IDS)[number];

export const FONT_USAGE_LABELS: Readonly<Record<FontUsageCategoryId, string>> = {
  headings: 'Headings',
  body: 'Body text',
  buttons: 'Buttons',
  navigation: 'Navigation',
  siteTitle: 'Site title',
};

export interface FontUsageCategory {
  id: FontUsageCategoryId;
  /** Which family of the active font theme. */
  font: 'heading' | 'body';
  weight: FontWeight;
}

export interface SiteStyle {
  colors: { palette: PaletteColour[]; themes: ColourTheme[]; activeThemeId: string };
  fonts: { themes: FontTheme[]; activeThemeId: string; fontUsageCategories: FontUsageCategory[] };
}

/** The style of templates/assets/site.css, as a document: what an owner starts from. */
export const DEFAULT_SITE_STYLE: SiteStyle = Object.freeze({
  colors: {
    palette: [
      { id: 'paper', name: 'Paper', hex: '#fbfaf7' },
      { id: 'white', name: 'White', hex: '#ffffff' },
      { id: 'ink', name: 'Ink', hex: '#1d2420' },
      { id: 'ink-soft', name: 'Soft ink', hex: '#4a544e' },
      { id: 'line', name: 'Line', hex: '#dcdcd4' },
      { id: 'accent', name: 'Accent', hex: '#2e5339' },
      { id: 'forest', name: 'Forest', hex: '#1f2a23' },
      { id: 'mist', name: 'Mist', hex: '#e9eee9' },
    ],
    themes: [
      {
        id: 'light',
        name: 'Light',
        roles: {
          background: 'paper',
          surface: 'white',
          text: 'ink',
          mutedText: 'ink-soft',
          border: 'line',
          accent: 'accent',
          onAccent: 'white',
          footerBackground: 'forest',
          footerText: 'mist',
        },
      },
      {
        id: 'dark',
        name: 'Dark',
        roles: {
          background: 'forest',
          surface: 'ink',
          text: 'mist',
          mutedText: 'line',
          border: 'ink-soft',
          accent: 'mist',
          onAccent: 'forest',
          footerBackground: 'ink',
          footerText: 'mist',
        },
      },
    ],
    activeThemeId: 'light',
  },
  fonts: {
    themes: [
      { id: 'classic', name: 'Classic', heading: 'system-serif', body: 'system-sans' },
      { id: 'editorial', name: 'Editorial', heading: 'playfair-display', body: 'source-sans-3' },
      { id: 'bookish', name: 'Bookish', heading: 'merriweather', body: 'lora' },
      { id: 'modern', name: 'Modern', heading: 'work-sans', body: 'inter' },
    ],
    activeThemeId: 'classic',
    fontUsageCategories: [
      { id: 'headings', font: 'heading', weight: 700 },
      { id: 'body', font: 'body', weight: 400 },
      { id: 'buttons', font: 'body', weight: 600 },
      { id: 'navigation', font: 'body', weight: 500 },
      { id: 'siteTitle', font: 'heading', weight: 700 },
    ],
  },
} satisfies SiteStyle);

/** A fresh copy of the default style, safe to change. */
export function defaultSiteStyle(): SiteStyle {
  return structuredClone(DEFAULT_SITE_STYLE) as SiteStyle;
}

/** The active colour theme's roles as `#rrggbb` (a role naming no palette colour falls back to the default's). */
export function activeColours(style: SiteStyle): Record<ColourRole, string> {
  const theme = style.colors.themes.find((t) => t.id === style.colors.activeThemeId) ?? style.colors.themes[0];
  const fallback = DEFAULT_SITE_STYLE.colors.themes[0]!;
  const hexOf = (id: string | undefined) => {
    const found = style.colors.palette.find((p) => p.id === id);
    return found && isHexColour(found.hex) ? normaliseHexColour(found.hex) : undefined;
  };
  const defaultHex = (role: ColourRole) =>
    normaliseHexColour(DEFAULT_SITE_STYLE.colors.palette.find((p) => p.id === fallback.roles[role])!.hex);
  const out = {} as Record<ColourRole, string>;
  for (const role of COLOUR_ROLES) out[role] = hexOf(theme?.roles[role]) ?? defaultHex(role);
  return out;
}

/** The active font theme (the first when the id names none). */
export function activeFontTheme(style: SiteStyle): FontTheme {
  return (
    style.fonts.themes.find((t) => t.id === style.fonts.activeThemeId) ??
    style.fonts.themes[0] ??
    DEFAULT_SITE_STYLE.fonts.themes[0]!
  );
}

/**
 * Each usage category's family and weight under the active font theme. A weight that is not
 * served (a hand-edited fixture) is the default's: what this answers is written into CSS.
 */
export function fontUsage(
  style: SiteStyle,
): Record<FontUsageCategoryId, { family: CuratedFontId; weight: FontWeight }> {
  const theme = activeFontTheme(style);
  const out = {} as Record<FontUsageCategoryId, { family: CuratedFontId; weight: FontWeight }>;
  for (const id of FONT_USAGE_CATEGORY_IDS) {
    const category =
      style.fonts.fontUsageCategories.find((c) => c.id === id) ??
      DEFAULT_SITE_STYLE.fonts.fontUsageCategories.find((c) => c.id === id)!;
    const fallback = DEFAULT_SITE_STYLE.fonts.fontUsageCategories.find((c) => c.id === id)!.weight;
    const weight = (FONT_WEIGHTS as readonly unknown[]).includes(category.weight) ? category.weight : fallback;
    out[id] = { family: category.font === 'heading' ? theme.heading : theme.body, weight };
  }
  return out;
}

/** A stored style document as a SiteStyle, or undefined when its shape is not one (a fixture typo). */
export function asSiteStyle(value: unknown): SiteStyle | undefined {
  const style = value as SiteStyle | null;
  const ok =
    !!style &&
    typeof style === 'object' &&
    !!style.colors &&
    Array.isArray(style.colors.palette) &&
    Array.isArray(style.colors.themes) &&
    !!style.fonts &&
    Array.isArray(style.fonts.themes) &&
    Array.isArray(style.fonts.fontUsageCategories);
  return ok ? style : undefined;
}
