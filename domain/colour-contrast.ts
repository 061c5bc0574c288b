/**
 * WCAG 2.x contrast between two colours: relative luminance of sRGB, the ratio (L1 + 0.05) /
 * (L2 + 0.05), and the AA minimum for normal text (4.5:1). The style editor warns, before
 * saving, about each pair of the active colour theme that a visitor reads below it.
 *
 * @module
 */
import { COLOUR_ROLE_LABELS, activeColours, normaliseHexColour, type ColourRole, type SiteStyle } from './site-style';

/** WCAG AA for normal-size text. */
export const WCAG_AA_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 black … 1 white) of a hex colour. */
export function relativeLuminance(hex: string): number {
  const six = normaliseHexColour(hex).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(six.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Text roles and the background each is read on. */
export const CONTRAST_PAIRS: readonly (readonly [text: ColourRole, background: ColourRole])[] = [
  ['text', 'background'],
  ['mutedText', 'background'],
  ['text', 'surface'],
  ['accent', 'background'],
  ['onAccent', 'accent'],
  ['footerText', 'footerBackground'],
];

export interface ContrastWarning {
  text: ColourRole;
  background: ColourRole;
  ratio: number;
  message: string;
}

/** Each pair of the active colour theme below WCAG AA, in words an owner reads. */
export function contrastWarnings(style: SiteStyle): ContrastWarning[] {
  const colours = activeColours(style);
  const warnings: ContrastWarning[] = [];
  for (const [text, background] of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colours[text], colours[background]);
    if (ratio < WCAG_AA_CONTRAST)
      warnings.push({
        text,
        background,
        ratio,
        message: `${COLOUR_ROLE_LABELS[text]} on ${COLOUR_ROLE_LABELS[background]}: contrast ${ratio.toFixed(2)}:1 is below the ${WCAG_AA_CONTRAST}:1 that WCAG AA asks for.`,
      });
  }
  return warnings;
}
