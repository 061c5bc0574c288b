/**
 * The library's files as a grid of cards with a search above, paged 50 at a time, newest
 * first. Shared by the Media panel (a card opens the file) and the picker of the content and
 * gallery editors (a card chooses it); `kind` narrows it to images for a picker.
 *
 * @module
 */
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { focalPosition } from './image-fields';
import { fileSizeText, mediaApi, mediaImageUrl } from './media-api';
import { SearchForm } from '../../ui/SearchForm';
import type { Pages } from '../../ui/use-pages';
import type { MediaKind, MediaView } from '../../../domain';

export type MediaPages = Pages<{ media: MediaView[] }>;

/** The library's pages for a search; `reload` after an upload shows it first. */
export function useMediaPages(q: string, kind: MediaKind | ''): MediaPages {
  return usePages<{ media: MediaView[] }>(`${kind}\n${q}`, (cursor) => mediaApi.list(q, cursor, kind));
}

export function MediaSearch({ label, onSearch }: { label: string; onSearch(q: string): void }) {
  return <SearchForm id={`${label}-q`} label={label} placeholder="File name, title or alt text" onSearch={onSearch} />;
}

export function MediaGrid({
  pages,
  actionLabel,
  onPick,
}: {
  pages: MediaPages;
  /** The words of each card's button, before the file's name: `Open`, `Choose`. */
  actionLabel: string;
  onPick(media: MediaView): void;
}) {
  if (pages.error) return <Failure message={pages.error} onRetry={pages.reload} />;
  if (!pages.page) return <Loading>Loading the media library…</Loading>;
  const media = pages.page.media;
  return (
    <>
      {media.length === 0 ? (
        <Empty>No files here yet.</Empty>
      ) : (
        <ul className="media-grid" aria-busy={pages.loading}>
          {media.map((m) => (
            <li key={m.id} className="media-card">
              <button type="button" className="media-card__button" onClick={() => onPick(m)}>
                {m.kind === 'image' ? (
                  <img
                    src={mediaImageUrl(m, 300)}
                    alt=""
                    className="media-card__thumb"
                    loading="lazy"
                    style={{ objectPosition: focalPosition(m.mediaFocalPoint) }}
                  />
                ) : (
                  <span className="media-card__thumb media-card__thumb--file" aria-hidden="true">
                    {m.kind === 'audio' ? '♪' : '📄'}
                  </span>
                )}
                <span className="media-card__name">
                  <span className="visually-hidden">{actionLabel} </span>
                  {m.title || m.filename}
                </span>
              </button>
              <span className="media-card__meta muted">
                {m.kind} · {fileSizeText(m.byteSize)}
                {m.kind === 'image' && !m.altText ? ' · no alt text' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager pages={pages} label="Media" />
    </>
  );
}
