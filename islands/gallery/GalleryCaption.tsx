import { galleryMeta, plainTextOf } from '../../domain';
import type { GallerySettings } from '../../domain';
import type { GalleryImageData } from './types';

/**
 * An image's caption as the settings ask: title and description (domain `galleryMeta`), at
 * the meta position, shown on hover only when show-meta-on-hover is on. Nothing when empty.
 */
export function GalleryCaption({
  image,
  settings,
  className = 'gallery__meta',
}: {
  image: GalleryImageData;
  settings: GallerySettings;
  className?: string;
}) {
  const meta = galleryMeta(settings, { title: image.title, description: plainTextOf(image.body) });
  if (!meta.title && !meta.description) return null;
  const hover = settings['show-meta-on-hover'] ? ` ${className}--hover` : '';
  return (
    <div className={`${className} ${className}--${settings['meta-position']}${hover}`}>
      {meta.title && <p className="gallery__title">{meta.title}</p>}
      {meta.description && <p className="gallery__description">{meta.description}</p>}
    </div>
  );
}
