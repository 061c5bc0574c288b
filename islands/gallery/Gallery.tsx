import { resolveGallerySettings } from '../../domain';
import { GalleryGrid } from './GalleryGrid';
import { Slideshow } from './Slideshow';
import type { GalleryProps } from './types';

/** A gallery block: a grid or stack (with an optional lightbox) or a slideshow, per its settings. */
export function Gallery({ images, options }: GalleryProps) {
  const settings = resolveGallerySettings(options);
  const Design = settings.design === 'slideshow' || settings.design === 'slider' ? Slideshow : GalleryGrid;
  return <Design images={images} settings={settings} />;
}
