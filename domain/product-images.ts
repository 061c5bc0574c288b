/** A product's images (its `items`) as the page shows them: source, srcset and alt text. */
import { srcsetCandidates } from './images';

export interface ShownImage {
  src: string;
  srcset?: string;
  alt: string;
}

/** The product's images (its `items`) by id, each with its srcset. */
export function productImages(item: unknown): Map<string, ShownImage> {
  const list = (item as { items?: unknown } | null)?.items;
  const map = new Map<string, ShownImage>();
  if (!Array.isArray(list)) return map;
  for (const image of list) {
    const id = textOf(image, 'id');
    const src = textOf(image, 'assetUrl');
    if (!id || !src) continue;
    const srcset = srcsetCandidates(src, textOf(image, 'systemDataVariants'));
    map.set(id, { src, alt: textOf(image, 'altText'), ...(srcset ? { srcset } : {}) });
  }
  return map;
}

/** A string or number property as text, else ''. */
export function textOf(value: unknown, key: string): string {
  const v = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}
