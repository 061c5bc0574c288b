import { parseOriginalSize, srcsetCandidates } from '../../domain';
import type { GalleryImageData } from './types';

interface GalleryImageProps {
  image: GalleryImageData;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** An image with its intrinsic size, so the page does not shift while it loads. */
export function GalleryImage({ image, sizes, className, eager }: GalleryImageProps) {
  const size = parseOriginalSize(image.originalSize ?? '');
  const srcset =
    image.srcset ?? (image.systemDataVariants ? srcsetCandidates(image.assetUrl, image.systemDataVariants) : undefined);
  return (
    <img
      className={className}
      src={image.assetUrl}
      srcSet={srcset}
      sizes={srcset ? sizes : undefined}
      alt={image.altText}
      width={pixels(size?.width)}
      height={pixels(size?.height)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

function pixels(n: number | undefined): number | undefined {
  return n !== undefined && Number.isFinite(n) && n > 0 ? n : undefined;
}
