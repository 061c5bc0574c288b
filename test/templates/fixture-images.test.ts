import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITES_DIR, drawFixtureImages } from '../../scripts/draw-fixture-images';

describe('scripts/draw-fixture-images', () => {
  const drawn = drawFixtureImages();

  it('draws the same SVG files every time', () => {
    expect(drawFixtureImages()).toEqual(drawn);
  });

  for (const [site, files] of Object.entries(drawn)) {
    it(`${site}: the committed assets are exactly what the script draws`, () => {
      const dir = join(SITES_DIR, site, 'assets');
      // Only the images are drawn; other assets (the podcast episode's audio) are committed as they are.
      expect(
        readdirSync(dir)
          .filter((name) => name.endsWith('.svg'))
          .sort(),
      ).toEqual(Object.keys(files).sort());
      for (const [name, svg] of Object.entries(files)) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(svg);
    });
  }

  it('keeps every image small and titled for assistive technology', () => {
    for (const files of Object.values(drawn)) {
      for (const svg of Object.values(files)) {
        expect(svg.length).toBeLessThan(8 * 1024);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+" role="img"><title>[^<]+<\/title>/,
        );
      }
    }
  });
});
