/**
 * Where files enter the library: dropped on the zone, or chosen with its button (the keyboard
 * and screen-reader way). Each file uploads on its own with a progress bar, so a large photo
 * shows how far it got (the editor's upload, admin/editor); a failure stays on the list in the
 * spec's words until dismissed.
 *
 * @module
 */
import { useId, useRef, useState } from 'react';
import { MEDIA_MAX_MEGABYTES, type MediaView } from '../../../domain';
import { uploadFailureText, uploadMedia } from '../../editor';
import { fileSizeText } from './media-api';
import type { DragEvent } from 'react';

interface Upload {
  key: number;
  name: string;
  size: number;
  progress: number;
  error?: string;
}

let nextKey = 1;

export function UploadZone({ onUploaded, accept }: { onUploaded(media: MediaView): void; accept?: string }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const change = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const key = nextKey++;
      setUploads((list) => [...list, { key, name: file.name, size: file.size, progress: 0 }]);
      uploadMedia(file, (progress) => change(key, { progress })).then(
        (media) => {
          setUploads((list) => list.filter((u) => u.key !== key));
          onUploaded(media);
        },
        (failure: unknown) => change(key, { error: `${file.name}: ${uploadFailureText(failure)}` }),
      );
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) start(event.dataTransfer.files);
  };

  return (
    <div className="upload">
      {/* Dropping is the mouse's way in; the button is every other way. */}
      <section
        aria-label="Upload files"
        className={`upload__zone${over ? ' upload__zone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>
          Drop images, audio or files here, or{' '}
          <button type="button" className="button" onClick={() => input.current?.click()}>
            Choose files
          </button>
        </p>
        <p className="muted" id={`${id}-hint`}>
          Up to {MEDIA_MAX_MEGABYTES} MB each: JPEG, PNG, WebP, GIF, AVIF, SVG, MP3, M4A, WAV, OGG, FLAC, PDF, ZIP, TXT,
          CSV.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Files to upload"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (event.target.files) start(event.target.files);
            event.target.value = '';
          }}
        />
      </section>
      {uploads.length > 0 && (
        <ul className="upload__list" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key} className="upload__item">
              <span className="upload__name">
                {u.name} <span className="muted">({fileSizeText(u.size)})</span>
              </span>
              {u.error ? (
                <span className="upload__error" role="alert">
                  {u.error}{' '}
                  <button
                    type="button"
                    className="button"
                    onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                  >
                    Dismiss
                  </button>
                </span>
              ) : (
                <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`}>
                  {Math.round(u.progress * 100)}%
                </progress>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
