import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { GALLERY_ASPECT_RATIOS, VIEWPORT_MEDIA_QUERIES } from '../../domain';
import type { GallerySettings } from '../../domain';
import { GalleryThumb } from './GalleryThumb';
import { Lightbox } from './Lightbox';
import type { GalleryImageData } from './types';

interface GalleryGridProps {
  images: GalleryImageData[];
  settings: GallerySettings;
}

/** The grid design; with the lightbox on, each image opens it. */
export function GalleryGrid({ images, settings }: GalleryGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [opener, setOpener] = useState(0);
  const thumbs = useRef<(HTMLElement | null)[]>([]);
  const columns = settings['thumbnails-per-row'];
  const cropped = settings['auto-crop'];
  const style = {
    '--gallery-columns': columns,
    '--gallery-gap': `${settings.padding}px`,
    '--gallery-ratio': cropped ? String(GALLERY_ASPECT_RATIOS[settings['aspect-ratio']]) : 'auto',
  } as CSSProperties;

  const returnFocus = useRef(false);
  // Focus goes back to the thumbnail only once the dialog is gone; its focus trap would pull
  // focus back in while it is still mounted.
  useEffect(() => {
    if (open !== null || !returnFocus.current) return;
    returnFocus.current = false;
    thumbs.current[opener]?.focus();
  }, [open, opener]);
  const close = () => {
    returnFocus.current = true;
    setOpen(null);
  };

  return (
    <>
      <ul className={`gallery gallery--${settings.design}${cropped ? ' gallery--cropped' : ''}`} style={style}>
        {images.map((image, i) => (
          <li key={`${i}:${image.assetUrl}`} className="gallery__item">
            <GalleryThumb
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              image={image}
              position={i}
              count={images.length}
              settings={settings}
              sizes={`${VIEWPORT_MEDIA_QUERIES.mobile} 50vw, ${Math.ceil(100 / columns)}vw`}
              eager={i < columns}
              onOpen={
                settings.lightbox
                  ? () => {
                      setOpener(i);
                      setOpen(i);
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox images={images} index={open} theme={settings.lightboxTheme} onMove={setOpen} onClose={close} />
      )}
    </>
  );
}
