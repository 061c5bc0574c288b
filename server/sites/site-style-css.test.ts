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
});
