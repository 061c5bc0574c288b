/**
 * A product's images, in order: add from the media library (or upload there), move, remove,
 * and the focal point of a library image (the part kept when the storefront crops it): click
 * the image or use the two sliders, then "Save focal point" stores it on the library's image
 * (`PATCH /api/owner/content/media/{id}`); the product takes it when it is next saved.
 *
 * @module
 */
import { useState } from 'react';
import { failureText } from '../../api/owner-call';
import { MediaPicker } from '../../editor';
import { productApi } from './product-calls';
import type { MouseEvent } from 'react';
import type { FocalPoint, ProductImageView } from '../../../domain';

export interface ProductImagesProps {
  images: ProductImageView[];
  onChange(images: ProductImageView[]): void;
}

export function ProductImages({ images, onChange }: ProductImagesProps) {
  const [picking, setPicking] = useState(false);
  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [taken] = next.splice(index, 1);
    next.splice(index + by, 0, taken!);
    onChange(next);
  };
  return (
    <fieldset className="product-images">
      <legend>Images</legend>
      {images.length === 0 && <p className="muted">No images yet.</p>}
      <ol className="product-images__list">
        {images.map((image, index) => (
          <li key={image.id} className="product-images__item">
            <FocalPointPicker
              image={image}
              label={`Image ${index + 1}`}
              onSaved={(point) =>
                onChange(images.map((i) => (i.id === image.id ? { ...i, mediaFocalPoint: point } : i)))
              }
            />
            <div className="editor-bar__actions">
              <button
                type="button"
                className="button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Earlier: image ${index + 1}`}
              >
                Earlier
              </button>
              <button
                type="button"
                className="button"
                disabled={index === images.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Later: image ${index + 1}`}
              >
                Later
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => onChange(images.filter((i) => i.id !== image.id))}
                aria-label={`Remove image ${index + 1}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => setPicking(true)}>
        Add image
      </button>
      {picking && (
        <MediaPicker
          title="Add an image"
          onClose={() => setPicking(false)}
          onPick={(media) => {
            setPicking(false);
            if (images.some((i) => i.id === media.id)) return;
            onChange([
              ...images,
              {
                id: media.id,
                assetUrl: media.assetUrl,
                altText: media.altText,
                mediaFocalPoint: media.mediaFocalPoint ?? { x: 0.5, y: 0.5 },
                library: true,
              },
            ]);
          }}
        />
      )}
    </fieldset>
  );
}

const percent = (share: number) => Math.round(share * 100);

function FocalPointPicker({
  image,
  label,
  onSaved,
}: {
  image: ProductImageView;
  label: string;
  onSaved(point: FocalPoint): void;
}) {
  const [point, setPoint] = useState(image.mediaFocalPoint);
  const [state, setState] = useState<string>();
  const changed = point.x !== image.mediaFocalPoint.x || point.y !== image.mediaFocalPoint.y;
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setPoint({
      x: Math.min(1, Math.max(0, Math.round(((event.clientX - box.left) / box.width) * 100) / 100)),
      y: Math.min(1, Math.max(0, Math.round(((event.clientY - box.top) / box.height) * 100) / 100)),
    });
  };
  const save = async () => {
    setState('Saving…');
    try {
      await productApi.focalPoint(image.id, point);
      onSaved(point);
      setState('Focal point saved.');
    } catch (failure) {
      setState(failureText(failure));
    }
  };
  return (
    <div className="focal-point">
      {image.library ? (
        <button
          type="button"
          className="focal-point__image"
          onClick={pick}
          aria-label={`${label}: pick the focal point`}
          tabIndex={-1}
        >
          <img src={image.assetUrl} alt={image.altText} />
          <span
            className="focal-point__mark"
            style={{ left: `${percent(point.x)}%`, top: `${percent(point.y)}%` }}
            aria-hidden="true"
          />
        </button>
      ) : (
        <img className="focal-point__image" src={image.assetUrl} alt={image.altText} />
      )}
      {image.library ? (
        <div className="focal-point__sliders">
          <label>
            {label} focal point across ({percent(point.x)}%)
            <input
              type="range"
              min={0}
              max={100}
              value={percent(point.x)}
              onChange={(e) => setPoint({ ...point, x: Number(e.target.value) / 100 })}
            />
          </label>
          <label>
            {label} focal point down ({percent(point.y)}%)
            <input
              type="range"
              min={0}
              max={100}
              value={percent(point.y)}
              onChange={(e) => setPoint({ ...point, y: Number(e.target.value) / 100 })}
            />
          </label>
          <button type="button" className="button" disabled={!changed} onClick={() => void save()}>
            Save focal point
          </button>
          <span role="status" className="muted">
            {state}
          </span>
        </div>
      ) : (
        <p className="muted">One of the site's own files: its focal point is set in the site's files.</p>
      )}
    </div>
  );
}
