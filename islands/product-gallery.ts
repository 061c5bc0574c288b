/**
 * The product page's images on a phone: the stylesheet lays them out as one swipeable strip
 * (scroll snap), and this adds the dots under it, one per image, that say which image shows
 * (`aria-current`) and go to an image when pressed. Plain DOM, not an island: it only follows
 * the strip's scrolling. On a wide screen the images stack and the stylesheet hides the dots.
 *
 * @module
 */

export function enhanceProductGalleries(doc: Document): void {
  for (const strip of doc.querySelectorAll<HTMLElement>('.product-images')) {
    const count = strip.children.length;
    if (count < 2) continue;
    // A strip that scrolls must be reachable by keyboard (arrow keys then scroll it), and named.
    strip.tabIndex = 0;
    strip.setAttribute('role', 'region');
    strip.setAttribute('aria-label', 'Product images');
    const dots = doc.createElement('div');
    dots.className = 'product-image-dots';
    dots.setAttribute('role', 'group');
    dots.setAttribute('aria-label', 'Choose an image');
    const buttons = Array.from({ length: count }, (_, index) => {
      const dot = doc.createElement('button');
      dot.type = 'button';
      dot.className = 'product-image-dot';
      dot.setAttribute('aria-label', `Image ${index + 1} of ${count}`);
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
