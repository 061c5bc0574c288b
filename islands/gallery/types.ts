import type { GalleryWords } from '../../domain';

/** One image of a gallery, as the server sends it. */
export interface GalleryImageData {
  assetUrl: string;
  altText: string;
  /** `WIDTHxHEIGHT` in pixels. */
  originalSize: string;
  /** A ready `srcset` of the sized variants, when the server knows them. */
  srcset?: string;
  /** The widths the image service has (`100w,300w,…`), for a `srcset` when none is given. */
  systemDataVariants?: string;
  /** Shown under the image when the gallery shows meta. */
  title?: string;
  /** The item's HTML body; its text is the caption's description. */
  body?: string;
  /** The image's own page: where its link goes without JavaScript or without the lightbox. */
  fullUrl?: string;
}

export interface GalleryProps {
  images: GalleryImageData[];
  /** The page language's labels; English when absent. */
  words?: GalleryWords | null;
  /** Gallery block settings as stored; resolved with domain/gallery. */
  options?: Record<string, unknown>;
}
