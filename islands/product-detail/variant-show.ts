/**
 * Shows the chosen variant's image and price in the page's own: the first image inside each
 * `data-product-image` element and each `data-product-price` element of the product (the
 * template marks them with its id). What the server rendered comes back when no variant is
 * chosen. The data comes from the island's props; the page's elements are only written to.
 *
 * @module
 */
import type { VariantShow, ShownImage } from '../../domain';

const originalImages = new WeakMap<HTMLImageElement, ShownImage>();
const originalPrices = new WeakMap<HTMLElement, Node[]>();

function showImage(img: HTMLImageElement, image: ShownImage | undefined): void {
  if (!originalImages.has(img))
    originalImages.set(img, {
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? undefined,
      alt: img.alt,
    });
  const next = image ?? originalImages.get(img)!;
  if (img.getAttribute('src') === next.src) return;
  if (next.srcset) img.setAttribute('srcset', next.srcset);
  else img.removeAttribute('srcset');
  img.src = next.src;
  img.alt = next.alt;
}

/** The same markup as the `product-price` formatter: sale and original, or the amount. */
function priceNodes(doc: Document, show: VariantShow): Node[] {
  const wrapper = doc.createElement('div');
  wrapper.className = 'product-price';
  if (!show.originalPriceText) {
    wrapper.textContent = show.priceText;
    return [wrapper];
  }
  const sale = doc.createElement('span');
  sale.className = 'product-price__sale';
  sale.textContent = show.priceText;
  const original = doc.createElement('span');
  original.className = 'product-price__original';
  original.appendChild(doc.createElement('s')).textContent = show.originalPriceText;
  wrapper.append(sale, ' ', original);
  return [wrapper];
}

function showPrice(element: HTMLElement, show: VariantShow | undefined): void {
  if (!originalPrices.has(element)) originalPrices.set(element, [...element.childNodes]);
  element.replaceChildren(...(show ? priceNodes(element.ownerDocument, show) : originalPrices.get(element)!));
}

const originalOrder = new WeakMap<Element, Element[]>();

/**
 * Shows the variant's image first among the product's images. When it is already one of them
 * (Indigo's own photo), that one moves to the front and the first keeps its own: the same image
 * is never shown twice. Otherwise the first image shows it, as before.
 */
function showImages(images: Element, image: ShownImage | undefined): void {
  if (!originalOrder.has(images)) originalOrder.set(images, [...images.children]);
  const order = originalOrder.get(images)!;
  // Back to the server's order first (only when a variant moved one), so a reset or another variant starts from it.
  if (order.some((child, index) => images.children[index] !== child)) images.append(...order);
  const first = images.querySelector('img');
  const own =
    image && order.find((child) => child !== order[0] && child.querySelector('img')?.getAttribute('src') === image.src);
  if (own) {
    if (first) showImage(first, undefined);
    images.prepend(own);
  } else if (first) showImage(first, image);
  bringIntoView(images);
}

/** A phone's swipeable strip goes back to its first image, and the images come into view if scrolled away. */
function bringIntoView(images: Element): void {
  if (images.scrollLeft) images.scrollLeft = 0;
  const view = images.ownerDocument.defaultView;
  const box = images.getBoundingClientRect();
  if (view && box.height > 0 && (box.bottom < box.height / 2 || box.top > view.innerHeight))
    images.scrollIntoView({ block: 'nearest' });
}

/** `show` undefined puts the server's image and price back. */
export function showVariant(doc: Document, productId: string, show: VariantShow | undefined): void {
  const id = CSS.escape(productId);
  for (const images of doc.querySelectorAll(`[data-product-image="${id}"]`)) showImages(images, show?.image);
  for (const element of doc.querySelectorAll<HTMLElement>(`[data-product-price="${id}"]`)) showPrice(element, show);
}
