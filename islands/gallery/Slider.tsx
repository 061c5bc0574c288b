import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { GallerySettings } from '../../domain';
import { GalleryCaption } from './GalleryCaption';
import { GalleryImage } from './GalleryImage';
import { useGalleryWords } from './gallery-words';
import { useAutoplay } from './use-autoplay';
import type { GalleryImageData } from './types';

interface SliderProps {
  images: GalleryImageData[];
  settings: GallerySettings;
  /** The track's height in percent of its width (spec: 50 by default). */
  stagePercent: number;
}

/**
 * The slider design, labelled Carousel: every image in one row at the track's height, the
 * active one held at the active-alignment (left, center, right). Previous and next move the
 * track by one image; so do autoplay, the arrow keys and, natively, a swipe or scroll (the
 * position follows). No thumbnail strip: the row is its own.
 */
export function Slider({ images, settings, stagePercent }: SliderProps) {
  const words = useGalleryWords();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const count = images.length;
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = () => setIndex((i) => (i - 1 + count) % count);
  const autoplay = useAutoplay(settings.autoplay && count > 1, settings['autoplay-duration'], next);
  const alignment = settings['active-alignment'];

  // The track moves on its own (smooth scrolling, snapping): a scroll we started is left alone
  // until it ends; one the visitor made moves the position when it ends.
  const scripted = useRef(false);
  const followed = useRef(false);

  // Scrolls the track (never the page) so the active image sits at the alignment.
  useEffect(() => {
    if (followed.current) {
      followed.current = false;
      return;
    }
    const list = track.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (!list || !slide || typeof list.scrollTo !== 'function') return;
    const room = list.clientWidth - slide.offsetWidth;
    const left = Math.max(
      0,
      Math.min(
        list.scrollWidth - list.clientWidth,
        slide.offsetLeft - (alignment === 'center' ? room / 2 : alignment === 'right' ? room : 0),
      ),
    );
    if (Math.abs(list.scrollLeft - left) < 1) return;
    scripted.current = true;
    list.scrollTo({ left });
  }, [index, alignment]);

  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const onScrollEnd = () => {
      if (scripted.current) {
        scripted.current = false;
        return;
      }
      const anchor =
        list.scrollLeft +
        (alignment === 'center' ? list.clientWidth / 2 : alignment === 'right' ? list.clientWidth : 0);
      let nearest = 0;
      let distance = Number.POSITIVE_INFINITY;
      [...list.children].forEach((child, i) => {
        const slide = child as HTMLElement;
        const point =
          slide.offsetLeft +
          (alignment === 'center' ? slide.offsetWidth / 2 : alignment === 'right' ? slide.offsetWidth : 0);
        if (Math.abs(point - anchor) < distance) [nearest, distance] = [i, Math.abs(point - anchor)];
      });
      setIndex((current) => {
        if (current !== nearest) followed.current = true;
        return nearest;
      });
    };
    list.addEventListener('scrollend', onScrollEnd);
    return () => list.removeEventListener('scrollend', onScrollEnd);
  }, [alignment]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    (event.key === 'ArrowLeft' ? previous : next)();
  };
  const style = {
    '--gallery-gap': `${settings.padding}px`,
    '--gallery-track-ratio': String(100 / stagePercent),
  } as CSSProperties;
  const classes = [
    'slider',
    `slider--align-${alignment}`,
    settings.controls ? 'slider--controls' : '',
    settings['auto-crop'] ? 'slider--cropped' : '',
  ];

  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      style={style}
      aria-roledescription="carousel"
      aria-label={words.gallery}
      onKeyDown={onKeyDown}
    >
      <div className="slider__viewport">
        {/* Focusable, so keyboard users can scroll the row too (axe: scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
        <ul className="slider__track" ref={track} tabIndex={0} aria-label={words.galleryImages}>
          {images.map((image, i) => (
            <li
              key={`${i}:${image.assetUrl}`}
              className="slider__slide"
              aria-current={i === index ? 'true' : undefined}
            >
              <GalleryImage image={image} sizes="50vw" className="slider__image" eager={i < 3} />
              <GalleryCaption image={image} settings={settings} />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="slider__controls">
          <button type="button" className="slider__prev" onClick={previous} aria-label={words.previousImage}>
            ‹
          </button>
          <span
            className="slider__position"
            aria-live={autoplay.available && !autoplay.paused ? 'off' : 'polite'}
          >{`${index + 1} / ${count}`}</span>
          <button type="button" className="slider__next" onClick={next} aria-label={words.nextImage}>
            ›
          </button>
          {autoplay.available && (
            <button type="button" className="slider__pause" onClick={() => autoplay.setPaused(!autoplay.paused)}>
              {autoplay.paused ? words.play : words.pause}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
