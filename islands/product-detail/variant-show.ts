/**
 * Shows the chosen variant's image and price in the page's own product image and price
 * (marked `data-product-image` / `data-product-price` with the product id by the template),
 * and puts back what the server rendered when no variant is chosen. The data comes from the
 * island's props; the page's elements are only written to.
 *
 * @module
 */
import type { ShownImage, VariantShow } from '../../domain/product-form';

const originalImages = new WeakMap<HTMLImageElement, ShownImage>();
const originalPrices = new WeakMap<HTMLElement, Node[]>();

function showImage(img: HTMLImageElement, image: ShownImage | undefined): void {
  if (!originalImages.has(img)) originalImages.set(img, { src: img.getAttribute('src') ?? '', srcset: img.getAttribute('srcset') ?? undefined, alt: img.alt });
  const next = image ?? originalImages.get(img)!;
  if (img.getAttribute('src') === next.src) return;
  if (next.srcset) img.setAttribute('srcset', next.srcset);
  else img.removeAttribute('srcset');
  img.src = next.src;
  img.alt = next.alt;
}

function priceNodes(doc: Document, show: VariantShow): Node[] {
  const price = doc.createElement('span');
  price.className = show.originalPriceText ? 'product-price__sale' : 'product-price__amount';
  price.textContent = show.priceText;
  if (!show.originalPriceText) return [price];
  const original = doc.createElement('s');
  original.className = 'product-price__original';
  original.textContent = show.originalPriceText;
  return [price, doc.createTextNode(' '), original];
}

function showPrice(element: HTMLElement, show: VariantShow | undefined): void {
  if (!originalPrices.has(element)) originalPrices.set(element, [...element.childNodes]);
  element.replaceChildren(...(show ? priceNodes(element.ownerDocument, show) : originalPrices.get(element)!));
}

/** `show` undefined puts the server's image and price back. */
export function showVariant(doc: Document, productId: string, show: VariantShow | undefined): void {
  const id = CSS.escape(productId);
  for (const img of doc.querySelectorAll<HTMLImageElement>(`img[data-product-image="${id}"]`)) showImage(img, show?.image);
  for (const element of doc.querySelectorAll<HTMLElement>(`[data-product-price="${id}"]`)) showPrice(element, show);
}
