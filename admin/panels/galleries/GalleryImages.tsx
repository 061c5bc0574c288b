/**
 * A gallery's images as a list: each with its thumbnail and caption (a title and a
 * description, what spec §3's captions show), ordered by dragging or with the keyboard, removed
 * with a named button; "Add images" opens the media library (or an upload). At most 50 images
 * (spec §9's gallery size). The gallery editor makes the calls.
 *
 * @module
 */
import { useId, useState } from 'react';
import { EDITOR_LIMITS, plainTextOf, type ContentDocumentView, type MediaView } from '../../../domain';
import { MediaPicker } from '../../editor';
import { SortableList, SortableRow } from '../../ui/SortableList';
import { Empty } from '../../ui/status';
import type { ItemBody } from '../content/content-api';

export interface GalleryImage {
  id: string;
  label: string;
  doc: ContentDocumentView;
}

export function GalleryImages({
  images,
  editable,
  busy,
  onAdd,
  onReorder,
  onRemove,
  onCaption,
}: {
  images: GalleryImage[];
  editable: boolean;
  busy: boolean;
  onAdd(media: MediaView): void;
  onReorder(ids: string[]): void;
  onRemove(image: GalleryImage): void;
  onCaption(image: GalleryImage, title: string, description: string): void;
}) {
  const [picking, setPicking] = useState(false);
  const full = images.length >= EDITOR_LIMITS.gallerySize;
  return (
    <section aria-labelledby="gallery-images">
      <h2 id="gallery-images">Images</h2>
      {editable && (
        <button type="button" className="button" disabled={busy || full} onClick={() => setPicking(true)}>
          Add images
        </button>
      )}
      {full && <p className="muted">A gallery can have at most {EDITOR_LIMITS.gallerySize} images.</p>}
      {images.length === 0 ? (
        <Empty>No images yet.</Empty>
      ) : (
        <SortableList entries={images} label="Gallery images" disabled={!editable || busy} onReorder={onReorder}>
          {(image) => (
            <SortableRow key={image.id} entry={image} disabled={!editable || busy}>
              <CaptionRow
                key={`${image.id}:${image.doc.revision}`}
                image={image}
                disabled={!editable || busy}
                onCaption={(title, description) => onCaption(image, title, description)}
                onRemove={() => onRemove(image)}
              />
            </SortableRow>
          )}
        </SortableList>
      )}
      {picking && (
        <MediaPicker
          title="Add an image to the gallery"
          onPick={(media) => {
            setPicking(false);
            onAdd(media);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  );
}

function CaptionRow({
  image,
  disabled,
  onCaption,
  onRemove,
}: {
  image: GalleryImage;
  disabled: boolean;
  onCaption(title: string, description: string): void;
  onRemove(): void;
}) {
  const id = useId();
  const draft = image.doc.draft as ItemBody;
  const savedTitle = String(draft.title ?? '');
  const savedDescription = plainTextOf(draft.body);
  const [title, setTitle] = useState(savedTitle);
  const [description, setDescription] = useState(savedDescription);
  const changed = title.trim() !== savedTitle || description.trim() !== savedDescription;
  return (
    <>
      {typeof draft.assetUrl === 'string' && (
        <img className="sortable__thumb" src={draft.assetUrl} alt={String(draft.altText ?? '')} />
      )}
      <span className="sortable__title field__pair">
        <span className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input id={`${id}-title`} value={title} disabled={disabled} onChange={(e) => setTitle(e.target.value)} />
        </span>
        <span className="field">
          <label htmlFor={`${id}-description`}>Description</label>
          <input
            id={`${id}-description`}
            value={description}
            disabled={disabled}
            onChange={(e) => setDescription(e.target.value)}
          />
        </span>
      </span>
      <span className="sortable__actions">
        <button
          type="button"
          className="button"
          disabled={disabled || !changed}
          onClick={() => onCaption(title.trim(), description.trim())}
        >
          Save caption <span className="visually-hidden">of {savedTitle}</span>
        </button>
        <button type="button" className="button button--danger" disabled={disabled} onClick={onRemove}>
          Remove <span className="visually-hidden">{savedTitle}</span>
        </button>
      </span>
    </>
  );
}
