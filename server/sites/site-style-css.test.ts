import { describe, expect, it } from 'vitest';
import { defaultSiteStyle } from '../../domain';
import { AssetFiles } from '../assets/asset-files';
import { styledAssets } from './site-style-css';

const SITE_CSS = ':root { --accent: #2e5339; }\nh1 { font-family: var(--font-headings); }\n';
const assets = () => AssetFiles.of([['site.css', Buffer.from(SITE_CSS)]]);

describe('the site style as CSS', () => {
  it('leaves site.css as it is without a style document (or with one of another shape), and serves the curated fonts', () => {
    for (const style of [undefined, null, { colors: 'red' }]) {
      const styled = styledAssets(assets(), style);
      expect(styled.bytes('site.css')?.toString()).toBe(SITE_CSS);
      expect(styled.url('font-inter-400.woff2')).toMatch(/^\/assets\/font-inter-400\.[0-9a-f]{10}\.woff2$/);
    }
  });

  it("adds the active themes' custom properties and the used fonts' faces after site.css", () => {
    const style = defaultSiteStyle();
    style.colors.palette = style.colors.palette.map((p) => (p.id === 'accent' ? { ...p, hex: 'B53' } : p));
    style.fonts.themes[0] = { ...style.fonts.themes[0]!, heading: 'lora' };
    const styled = styledAssets(assets(), style);
    const css = styled.bytes('site.css')!.toString();
    expect(css.startsWith(SITE_CSS.trimEnd())).toBe(true);
    expect(css).toContain('--accent: #bb5533;');
    expect(css).toContain("--font-headings: 'Lora', Georgia, serif; --weight-headings: 700;");
    // The body stays the system font: no face for it; Lora bold is served by the site itself.
    expect(css).toContain(`src: url(${styled.url('font-lora-700.woff2')}) format('woff2')`);
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(styled.url('site.css')).not.toBe(assets().url('site.css'));
  });

  it('tints the footer alert colour from the footer text, readable on a dark footer and a light one', () => {
    const contrast = (a: string, b: string) => {
      const lum = (hex: string) => {
        const [r, g, b] = [1, 3, 5].map((i) => {
          const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const footer = (style: ReturnType<typeof defaultSiteStyle>) => {
      const css = styledAssets(assets(), style).bytes('site.css')!.toString();
      const value = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(css.slice(SITE_CSS.length))![1]!;
      return { background: value('footer-bg'), alert: value('footer-alert') };
    };
    const dark = footer(defaultSiteStyle());
    expect(contrast(dark.alert, dark.background)).toBeGreaterThanOrEqual(4.5);
    const lightFooter = defaultSiteStyle();
    lightFooter.colors.themes[0]!.roles = {
      ...lightFooter.colors.themes[0]!.roles,
      footerBackground: 'paper',
      footerText: 'ink',
    };
    const light = footer(lightFooter);
    expect(contrast(light.alert, light.background)).toBeGreaterThanOrEqual(4.5);
  });
});
