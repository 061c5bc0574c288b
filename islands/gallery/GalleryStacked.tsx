import type { CSSProperties } from 'react';
import type { GallerySettings } from '../../domain';
import { GalleryCaption } from './GalleryCaption';
import { GalleryImage } from './GalleryImage';
import type { GalleryImageData } from './types';

/**
 * The stacked design: one column of whole images (never cropped), each with its meta. An image
 * with a page of its own links there (in a new window when newWindow is on).
 */
export function GalleryStacked({ images, settings }: { images: GalleryImageData[]; settings: GallerySettings }) {
  const style = { '--gallery-gap': `${settings.padding}px` } as CSSProperties;
  const newWindow = settings.newWindow ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <ul className="gallery-stacked" style={style}>
      {images.map((image, i) => {
        const picture = (
          <GalleryImage
            image={image}
            sizes="(max-width: 960px) 100vw, 960px"
            className="gallery-stacked__image"
            eager={i === 0}
          />
        );
        return (
          <li key={`${i}:${image.assetUrl}`} className="gallery-stacked__item">
            <figure className="gallery-stacked__figure">
              {image.fullUrl ? (
                <a className="gallery-stacked__link" href={image.fullUrl} {...newWindow}>
                  {picture}
                </a>
              ) : (
                picture
              )}
              <figcaption>
                <GalleryCaption image={image} settings={settings} />
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
