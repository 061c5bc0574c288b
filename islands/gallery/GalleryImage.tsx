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
  const [width, height] = intrinsicSize(image.originalSize);
  return (
    <img
      className={className}
      src={image.assetUrl}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={image.altText}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

function intrinsicSize(originalSize: string): [number | undefined, number | undefined] {
  const match = /^(\d+)x(\d+)$/.exec(originalSize?.trim() ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [undefined, undefined];
}
