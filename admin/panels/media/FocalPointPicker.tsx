/**
 * The focal point of an image (spec §3 `mediaFocalPoint`, 0 to 1 each way): the part a crop
 * keeps. The owner clicks the spot on the image, or focuses the image and moves the mark with
 * the arrow keys (a tenth at a time, a hundredth with Shift); the mark's place is also said in
 * words for screen readers.
 *
 * @module
 */
import type { FocalPoint } from '../../../domain';
import type { KeyboardEvent, MouseEvent } from 'react';

const clamp = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
const percent = (n: number) => `${Math.round(n * 100)}%`;

/** The point one arrow key moves to; undefined for any other key. */
export function movedFocalPoint(point: FocalPoint, key: string, fine: boolean): FocalPoint | undefined {
  const step = fine ? 0.01 : 0.1;
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(point.x - step), y: point.y };
    case 'ArrowRight':
      return { x: clamp(point.x + step), y: point.y };
    case 'ArrowUp':
      return { x: point.x, y: clamp(point.y - step) };
    case 'ArrowDown':
      return { x: point.x, y: clamp(point.y + step) };
    default:
      return undefined;
  }
}

export function FocalPointPicker({
  src,
  alt,
  point,
  disabled,
  onChange,
}: {
  src: string;
  alt: string;
  point: FocalPoint;
  disabled?: boolean;
  onChange(point: FocalPoint): void;
}) {
  const where = `Focal point ${percent(point.x)} across, ${percent(point.y)} down`;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (Enter, Space) has no place on the image.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = movedFocalPoint(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div className="focal-point">
      <button
        type="button"
        className="focal-point__image"
        disabled={disabled}
        onClick={click}
        onKeyDown={key}
        aria-label={`${where}. Click the image or use the arrow keys to move it.`}
      >
        <img src={src} alt={alt} draggable={false} />
        <span
          className="focal-point__mark"
          style={{ left: percent(point.x), top: percent(point.y) }}
          aria-hidden="true"
        />
      </button>
      <p className="muted" aria-live="polite">
        {where}.
      </p>
    </div>
  );
}
