import { useCallback, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { GallerySettings } from '../../domain';
import { GalleryImage } from './GalleryImage';
import { useAutoplay } from './use-autoplay';
import type { GalleryImageData } from './types';

interface SlideshowProps {
  images: GalleryImageData[];
  settings: GallerySettings;
}

/** The slideshow and slider designs: one image at a time, previous and next, optional autoplay. */
export function Slideshow({ images, settings }: SlideshowProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = () => setIndex((i) => (i - 1 + count) % count);
  const autoplay = useAutoplay(settings.autoplay && count > 1, settings['autoplay-duration'], next);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    (event.key === 'ArrowLeft' ? previous : next)();
  };
  const style = {
    '--gallery-gap': `${settings.padding}px`,
    '--gallery-strip-height': `${settings['thumbnail-strip-height']}px`,
    '--gallery-strip-margin': `${settings['thumbnail-strip-margin']}px`,
  } as CSSProperties;
  const image = images[index];

  return (
    <section
      className={`slideshow slideshow--${settings.design} slideshow--align-${settings['active-alignment']}`}
      style={style}
      aria-roledescription="carousel"
      aria-label="Gallery"
      onKeyDown={onKeyDown}
    >
      <div className="slideshow__stage" aria-live={autoplay.available && !autoplay.paused ? 'off' : 'polite'}>
        {image && <GalleryImage key={index} image={image} sizes="100vw" className="slideshow__image" eager />}
      </div>
      {count > 1 && (
        <div className="slideshow__controls">
          <button type="button" className="slideshow__prev" onClick={previous} aria-label="Previous image">
            ‹
          </button>
          <span className="slideshow__position">{`${index + 1} / ${count}`}</span>
          <button type="button" className="slideshow__next" onClick={next} aria-label="Next image">
            ›
          </button>
          {autoplay.available && (
            <button type="button" className="slideshow__pause" onClick={() => autoplay.setPaused(!autoplay.paused)}>
              {autoplay.paused ? 'Play' : 'Pause'}
            </button>
          )}
        </div>
      )}
      {settings.thumbnails && count > 1 && (
        <ul className="slideshow__thumbnails">
          {images.map((thumb, i) => (
            <li key={`${i}:${thumb.assetUrl}`}>
              <button
                type="button"
                className="slideshow__thumb"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <GalleryImage image={thumb} sizes={`${settings['thumbnail-strip-height'] * 2}px`} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
