import { useCallback, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { GallerySettings } from '../../domain';
import { GalleryCaption } from './GalleryCaption';
import { GalleryImage } from './GalleryImage';
import { useGalleryWords } from './gallery-words';
import { fillWords } from '../../domain';
import { useAutoplay } from './use-autoplay';
import type { GalleryImageData } from './types';

interface SlideshowProps {
  images: GalleryImageData[];
  settings: GallerySettings;
  /** The stage's height in percent of its width; undefined follows each image. */
  stagePercent?: number;
}

/**
 * The slideshow design: one image at a time with previous and next (drawn over the image when
 * `controls` is on, under it otherwise), the thumbnail strip, optional autoplay. With a fixed
 * stage, auto-crop fills it; without, the image fits inside on the stage's background, or on
 * none with transparentBackground.
 */
export function Slideshow({ images, settings, stagePercent }: SlideshowProps) {
  const words = useGalleryWords();
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
    '--gallery-thumb-max-width': `${settings['max-width']}px`,
    ...(stagePercent ? { '--gallery-stage-ratio': String(100 / stagePercent) } : {}),
  } as CSSProperties;
  const classes = [
    'slideshow',
    `slideshow--${settings.design}`,
    `slideshow--align-${settings['active-alignment']}`,
    settings.controls ? 'slideshow--controls' : '',
    stagePercent ? 'slideshow--fixed' : '',
    settings['auto-crop'] ? 'slideshow--cropped' : settings.transparentBackground ? 'slideshow--transparent' : '',
    settings['square-thumbs'] ? 'slideshow--square-thumbs' : '',
  ].filter(Boolean);
  const image = images[index];
  const arrows = count > 1 && (
    <>
      <button type="button" className="slideshow__prev" onClick={previous} aria-label={words.previousImage}>
        ‹
      </button>
      <span className="slideshow__position">{`${index + 1} / ${count}`}</span>
      <button type="button" className="slideshow__next" onClick={next} aria-label={words.nextImage}>
        ›
      </button>
    </>
  );

  return (
    <section
      className={classes.join(' ')}
      style={style}
      aria-roledescription="carousel"
      aria-label={words.gallery}
      onKeyDown={onKeyDown}
    >
      <div className="slideshow__stage" aria-live={autoplay.available && !autoplay.paused ? 'off' : 'polite'}>
        {image && <GalleryImage key={index} image={image} sizes="100vw" className="slideshow__image" eager />}
        {settings.controls && arrows && <div className="slideshow__overlay">{arrows}</div>}
      </div>
      {image && <GalleryCaption image={image} settings={settings} className="slideshow__meta" />}
      {count > 1 && (!settings.controls || autoplay.available) && (
        <div className="slideshow__controls">
          {!settings.controls && arrows}
          {autoplay.available && (
            <button type="button" className="slideshow__pause" onClick={() => autoplay.setPaused(!autoplay.paused)}>
              {autoplay.paused ? words.play : words.pause}
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
                aria-label={fillWords(words.showImageOf, { position: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <GalleryImage image={thumb} sizes={`${settings['max-width']}px`} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
