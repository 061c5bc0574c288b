/**
 * The contrast of an element's text with what lies behind it on screen, pixel by pixel: for
 * words laid on an image, where axe cannot judge (it leaves such text "incomplete"). The text is
 * made transparent for a screenshot of its box, and each pixel's contrast with the text colour
 * is measured as WCAG defines it; the lowest is what the least readable part of the text gets.
 *
 * @module
 */
import type { Locator } from 'playwright-core';

/** The lowest contrast ratio between the element's text colour and any pixel of its box. */
export async function lowestTextContrast(element: Locator): Promise<number> {
  const page = element.page();
  const color = await element.evaluate((e) => getComputedStyle(e).color);
  const box = await element.boundingBox();
  if (!box) throw new Error('The element has no box to measure.');
  const restore = await element.evaluate((e: HTMLElement) => {
    const before = e.style.color;
    e.style.color = 'transparent';
    return before;
  });
  const shot = await page.screenshot({ clip: box });
  await element.evaluate((e: HTMLElement, before) => {
    e.style.color = before;
  }, restore);
  return page.evaluate(
    async ({ png, color }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
      const text = luminance(r!, g!, b!);
      let lowest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < data.length; i += 4) {
        const behind = luminance(data[i]!, data[i + 1]!, data[i + 2]!);
        lowest = Math.min(lowest, (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
      }
      return lowest;
    },
    { png: shot.toString('base64'), color },
  );
}
