/**
 * The product page's images on a phone: the stylesheet lays them out as one swipeable strip
 * (scroll snap), and this adds the dots under it, one per image, that say which image shows
 * (`aria-current`) and go to an image when pressed. Plain DOM, not an island: it only follows
 * the strip's scrolling. On a wide screen the images stack and the stylesheet hides the dots.
 * Their names are in the page's language: the template puts its words on the strip
 * (`data-words-*`, templates/pages/item-products.html); English where one is missing.
 *
 * @module
 */
import { fillWords } from '../domain';

/** A word the template put on the strip, else the English one. */
const wordOn = (strip: HTMLElement, name: string, english: string) =>
  strip.getAttribute(`data-words-${name}`) || english;

export function enhanceProductGalleries(doc: Document): void {
  for (const strip of doc.querySelectorAll<HTMLElement>('.product-images')) {
    const count = strip.children.length;
    if (count < 2) continue;
    // A strip that scrolls must be reachable by keyboard (arrow keys then scroll it), and named.
    strip.tabIndex = 0;
    strip.setAttribute('role', 'region');
    strip.setAttribute('aria-label', wordOn(strip, 'images', 'Product images'));
    const dots = doc.createElement('div');
    dots.className = 'product-image-dots';
    dots.setAttribute('role', 'group');
    dots.setAttribute('aria-label', wordOn(strip, 'choose', 'Choose an image'));
    const imageOf = wordOn(strip, 'image-of', 'Image {index} of {count}');
    const buttons = Array.from({ length: count }, (_, index) => {
      const dot = doc.createElement('button');
      dot.type = 'button';
      dot.className = 'product-image-dot';
      dot.setAttribute('aria-label', fillWords(imageOf, { index: index + 1, count }));
      dot.addEventListener('click', () => strip.scrollTo({ left: index * strip.clientWidth, behavior: 'smooth' }));
      return dot;
    });
    dots.append(...buttons);
    strip.after(dots);
    const mark = () => {
      const current = strip.clientWidth ? Math.round(strip.scrollLeft / strip.clientWidth) : 0;
      buttons.forEach((dot, index) => {
        if (index === current) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
    };
    strip.addEventListener('scroll', mark, { passive: true });
    mark();
  }
}
