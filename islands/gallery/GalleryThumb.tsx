import type { MouseEvent, Ref } from 'react';
import type { GallerySettings } from '../../domain';
import { GalleryCaption } from './GalleryCaption';
import { GalleryImage } from './GalleryImage';
import { useGalleryWords } from './gallery-words';
import { fillWords } from '../../domain';
import type { GalleryImageData } from './types';

interface GalleryThumbProps {
  ref: Ref<HTMLElement>;
  image: GalleryImageData;
  /** 0-based place in the gallery. */
  position: number;
  count: number;
  settings: GallerySettings;
  sizes: string;
  eager: boolean;
  /** Set when the lightbox is on: a click opens it instead of following the link. */
  onOpen?: () => void;
}

/**
 * One image of a grid with its caption. With a page to go to it is a link, so it works before
 * (and without) JavaScript; once hydrated, a click opens the lightbox when that is on.
 */
export function GalleryThumb({ ref, image, position, count, settings, sizes, eager, onOpen }: GalleryThumbProps) {
  const picture = <GalleryImage image={image} sizes={sizes} className="gallery__image" eager={eager} />;
  const words = useGalleryWords();
  const opens = fillWords(words.openImageOf, { position: position + 1, count });
  const label = image.altText ? fillWords(words.optionNamed, { name: opens, value: image.altText }) : opens;
  const open = (event: MouseEvent) => {
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen();
  };
  const newWindow = settings.newWindow && !onOpen ? { target: '_blank', rel: 'noopener' } : {};

  let thumb = picture;
  if (image.fullUrl) {
    thumb = (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        className="gallery__open"
        href={image.fullUrl}
        aria-label={onOpen ? label : undefined}
        aria-haspopup={onOpen ? 'dialog' : undefined}
        onClick={open}
        {...newWindow}
      >
        {picture}
      </a>
    );
  } else if (onOpen) {
    thumb = (
      <button
        ref={ref as Ref<HTMLButtonElement>}
        type="button"
        className="gallery__open"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        {picture}
      </button>
    );
  }
  return (
    <>
      {thumb}
      <GalleryCaption image={image} settings={settings} />
    </>
  );
}
