/**
 * One file of the library in a dialog: its title (a rename), alt text and focal point, where it
 * is used (each content document naming it, linked to its editor when it is an item), and
 * delete, which the server refuses while the file is used; the refusal lists the places.
 *
 * @module
 */
import { useId, useState } from 'react';
import { ApiCallError, failureText } from '../../api/owner-call';
import { configPath, Link } from '../../app/router';
import { Dialog } from '../../ui/Dialog';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { useAction } from '../../ui/use-action';
import { FocalPointPicker } from './FocalPointPicker';
import { fileSizeText, mediaApi, mediaImageUrl, renameMedia } from './media-api';
import type { FocalPoint, MediaDetail, MediaInUse, MediaUse, MediaView } from '../../../domain';
import type { FormEvent } from 'react';

/** `draft and published`, `draft`: which states of the document name the file. */
const statesOf = (use: MediaUse) =>
  [use.draft ? 'draft' : '', use.published ? 'published' : ''].filter(Boolean).join(' and ');

/** Where a use is edited in /config, when the owner app has an editor for it. */
export function editorPathOf(use: Pick<MediaUse, 'kind' | 'key'>): string | undefined {
  if (use.kind === 'item') return configPath('content', ...use.key.split('/'));
  if (use.kind === 'collection') return configPath('content', use.key);
  return undefined;
}

export function MediaUses({ uses }: { uses: readonly MediaUse[] }) {
  if (uses.length === 0) return <p className="muted">Not used on the site yet.</p>;
  return (
    <ul className="media-uses">
      {uses.map((use) => {
        const to = editorPathOf(use);
        const name = `${use.kind} ${use.key}`;
        return (
          <li key={`${use.kind}/${use.key}`}>
            {to ? <Link to={to}>{name}</Link> : name} <span className="muted">({statesOf(use)})</span>
          </li>
        );
      })}
    </ul>
  );
}

export function MediaDetails({
  id,
  editable,
  onChanged,
  onDeleted,
  onClose,
}: {
  id: string;
  editable: boolean;
  onChanged(media: MediaView): void;
  onDeleted(id: string): void;
  onClose(): void;
}) {
  const loaded = useLoad(id, () => mediaApi.detail(id));
  const media = loaded.data;
  return (
    <Dialog title={media ? media.title || media.filename : 'File'} onClose={onClose}>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !media ? (
        <Loading>Loading the file…</Loading>
      ) : (
        <MediaForm
          media={media}
          editable={editable}
          onSaved={(saved) => {
            loaded.update((d) => ({ ...d, ...saved }));
            onChanged(saved);
          }}
          onInUse={(usedBy) => loaded.update((d) => ({ ...d, usedBy }))}
          onDeleted={() => onDeleted(media.id)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function MediaForm({
  media,
  editable,
  onSaved,
  onInUse,
  onDeleted,
  onClose,
}: {
  media: MediaDetail;
  editable: boolean;
  onSaved(media: MediaView): void;
  onInUse(usedBy: MediaUse[]): void;
  onDeleted(): void;
  onClose(): void;
}) {
  const id = useId();
  const [title, setTitle] = useState(media.title);
  const [altText, setAltText] = useState(media.altText);
  const [focalPoint, setFocalPoint] = useState<FocalPoint>(media.mediaFocalPoint ?? { x: 0.5, y: 0.5 });
  const { busy, outcome: message, run } = useAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        let saved: MediaView = media;
        if (title.trim() !== media.title) saved = await renameMedia(media.id, title.trim());
        const point = media.kind === 'image' ? focalPoint : undefined;
        const pointChanged =
          point && (point.x !== media.mediaFocalPoint?.x || point.y !== media.mediaFocalPoint?.y) ? point : undefined;
        if (altText.trim() !== media.altText || pointChanged)
          saved = await mediaApi.update(media.id, {
            altText: altText.trim(),
            ...(pointChanged ? { focalPoint: point } : {}),
          });
        onSaved(saved);
        return 'Saved.';
      },
      { explain: (failure) => (failure instanceof ApiCallError ? failureText(failure) : (failure as Error).message) },
    );
  };

  const remove = () =>
    run(
      async () => {
        await mediaApi.remove(media.id);
        onDeleted();
      },
      {
        leaves: true,
        explain: (failure) => {
          if (failure instanceof ApiCallError && failure.status === 409)
            onInUse((failure.body as MediaInUse).usedBy ?? []);
          return failureText(failure);
        },
      },
    );

  return (
    <form onSubmit={save} className="media-form" noValidate>
      {media.kind === 'image' ? (
        <FocalPointPicker
          src={mediaImageUrl(media, 750)}
          alt={altText || media.filename}
          point={focalPoint}
          disabled={!editable || busy}
          onChange={setFocalPoint}
        />
      ) : media.kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: an owner's upload has no captions to offer.
        <audio controls src={media.assetUrl} />
      ) : (
        <p>
          <a href={media.assetUrl}>{media.filename}</a>
        </p>
      )}
      <p className="muted">
        {media.filename} · {fileSizeText(media.byteSize)}
        {media.originalSize ? ` · ${media.originalSize.replace('x', ' × ')} pixels` : ''}
      </p>
      <fieldset disabled={!editable || busy}>
        <legend className="visually-hidden">About this file</legend>
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input id={`${id}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </div>
        {media.kind === 'image' && (
          <div className="field">
            <label htmlFor={`${id}-alt`}>Alt text</label>
            <textarea
              id={`${id}-alt`}
              rows={2}
              value={altText}
              maxLength={1000}
              aria-describedby={`${id}-alt-hint`}
              onChange={(e) => setAltText(e.target.value)}
            />
            <p className="muted" id={`${id}-alt-hint`}>
              What the image shows, for people who cannot see it.
            </p>
          </div>
        )}
      </fieldset>
      <h3>Where it is used</h3>
      <MediaUses uses={media.usedBy} />
      {message && (
        <p className={message.error ? 'field__error' : 'muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="dialog__actions">
        {editable && (
          <>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
              Delete
            </button>
          </>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
