import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { GalleryImage } from './GalleryImage';
import { useGalleryWords } from './gallery-words';
import { fillWords } from '../../domain';
import { useFocusTrap } from '../shared/use-focus-trap';
import type { GalleryImageData } from './types';

interface LightboxProps {
  images: GalleryImageData[];
  index: number;
  theme: 'dark' | 'light';
  onMove(index: number): void;
  onClose(): void;
}

/** A modal dialog showing one image large; arrows move, Escape and the close button close. */
export function Lightbox({ images, index, theme, onMove, onClose }: LightboxProps) {
  const words = useGalleryWords();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, true);
  useEffect(() => closeButton.current?.focus(), []);

  const count = images.length;
  const move = (step: number) => onMove((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const action = { Escape: onClose, ArrowLeft: () => move(-1), ArrowRight: () => move(1) }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };
  const image = images[index];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes, as Escape and the Close button do for keyboards.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the lightbox with Escape (the dialog's own key handler).
    <div className={`lightbox lightbox--${theme}`} onClick={onBackdrop}>
      <div
        ref={dialog}
        className="lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={fillWords(words.imageOf, { position: index + 1, count })}
        onKeyDown={onKeyDown}
      >
        <button ref={closeButton} type="button" className="lightbox__close" onClick={onClose} aria-label={words.close}>
          ×
        </button>
        {image && <GalleryImage image={image} sizes="100vw" className="lightbox__image" eager />}
        {count > 1 && (
          <div className="lightbox__nav">
            <button type="button" className="lightbox__prev" onClick={() => move(-1)} aria-label={words.previousImage}>
              ‹
            </button>
            <span className="lightbox__position" aria-live="polite">{`${index + 1} / ${count}`}</span>
            <button type="button" className="lightbox__next" onClick={() => move(1)} aria-label={words.nextImage}>
              ›
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
