/**
 * Choosing an image of the media library in a dialog: the library's images (searchable), or
 * a new upload with its progress, in the editor's words when it fails ('Error uploading',
 * 'File upload failed to complete', …). Answers the chosen image.
 *
 * @module
 */
import { useState } from 'react';
import { ApiCallError } from '../api/owner-call';
import { Dialog } from '../ui/Dialog';
import { Empty, Failure, Loading } from '../ui/status';
import { useLoad } from '../ui/use-load';
import { contentApi, uploadMedia } from './content-calls';
import { EDITOR_WORDS } from './editor-words';
import type { MediaView } from '../../domain';

export interface MediaPickerProps {
  title?: string;
  onPick(image: MediaView): void;
  onClose(): void;
}

/** The words of a failed upload: the server's reason (too large, unsupported type) when it gave one. */
export function uploadFailureText(failure: unknown): string {
  if (failure instanceof ApiCallError && failure.status === 0) return EDITOR_WORDS.uploadIncomplete;
  if (failure instanceof ApiCallError && failure.status >= 400 && failure.status < 500)
    return `${EDITOR_WORDS.uploadError}: ${failure.fieldErrors.file ?? failure.message}`;
  return EDITOR_WORDS.uploadProblem;
}

export function MediaPicker({ title = 'Choose an image', onPick, onClose }: MediaPickerProps) {
  const [q, setQ] = useState('');
  const library = useLoad(`media:${q}`, () => contentApi.media(q));
  const [progress, setProgress] = useState<number>();
  const [uploadError, setUploadError] = useState<string>();

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploadError(undefined);
    setProgress(0);
    try {
      const added = await uploadMedia(file, setProgress);
      onPick(added);
    } catch (failure) {
      setUploadError(uploadFailureText(failure));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <div className="field">
        <label htmlFor="media-picker-upload">Upload an image</label>
        <input
          id="media-picker-upload"
          type="file"
          accept="image/*"
          disabled={progress !== undefined}
          onChange={(event) => void upload(event.currentTarget.files)}
        />
        {progress !== undefined && (
          <progress className="progress" max={1} value={progress} aria-label="Upload progress" />
        )}
        {uploadError && (
          <p className="field__error" role="alert">
            {uploadError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="media-picker-search">Search the media library</label>
        <input id="media-picker-search" type="search" value={q} onChange={(event) => setQ(event.currentTarget.value)} />
      </div>
      {library.error ? (
        <Failure message={EDITOR_WORDS.unableToLoad} onRetry={library.retry} />
      ) : !library.data ? (
        <Loading />
      ) : library.data.media.length === 0 ? (
        <Empty>No images yet.</Empty>
      ) : (
        <ul className="media-picker">
          {library.data.media.map((image) => (
            <li key={image.id}>
              <button type="button" className="media-picker__item" onClick={() => onPick(image)}>
                <img src={`${image.assetUrl}?format=300w`} alt="" width={96} height={96} />
                <span>{image.altText || image.title || image.filename}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
