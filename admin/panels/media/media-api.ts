/**
 * The media library's calls (README.md "Media library", `/api/owner/content/media`) beyond the
 * editor's (admin/editor: the upload with progress, the image list): any kind of file, one
 * file with where it is used, a change of title, alt text or focal point, and delete. A failed
 * rename is worded as spec §8's 'There was a problem while renaming your file.'.
 *
 * @module
 */
import { ApiCallError, ownerCall } from '../../api/owner-call';
import { EDITOR_WORDS } from '../../editor';
import { query } from '../../api/owner-api';
import type { MediaDeleted, MediaDetail, MediaKind, MediaPage, MediaUpdate, MediaView } from '../../../domain';

export const MEDIA_API = '/api/owner/content/media';

const part = encodeURIComponent;

export const mediaApi = {
  list: (q: string, cursor: string | null, kind: MediaKind | '' = '') =>
    ownerCall<MediaPage>('GET', `${MEDIA_API}${query({ q, kind, cursor })}`),
  detail: (id: string) => ownerCall<MediaDetail>('GET', `${MEDIA_API}/${part(id)}`),
  update: (id: string, changes: MediaUpdate) => ownerCall<MediaView>('PATCH', `${MEDIA_API}/${part(id)}`, changes),
  /** A 409 `ApiCallError` whose body is `MediaInUse` while the file is used. */
  remove: (id: string) => ownerCall<MediaDeleted>('DELETE', `${MEDIA_API}/${part(id)}`),
};

/** A title change; any failure is worded as the spec's rename message, with the reason when known. */
export async function renameMedia(id: string, title: string): Promise<MediaView> {
  try {
    return await mediaApi.update(id, { title });
  } catch (failure) {
    const reason = failure instanceof ApiCallError && failure.status === 400 ? ` ${failure.message}` : '';
    throw new Error(`${EDITOR_WORDS.renameProblem}${reason}`);
  }
}

/** `12.5 MB`, `830 KB`: decimal units, as the limit is said (spec §9). */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/** The address of an image at a width of the spec's ladder (`?format=300w`), the original for SVG. */
export function mediaImageUrl(media: Pick<MediaView, 'assetUrl' | 'systemDataVariants'>, width = 300): string {
  const widths = (media.systemDataVariants ?? '').split(',').filter(Boolean);
  return widths.includes(`${width}w`) ? `${media.assetUrl}?format=${width}w` : media.assetUrl;
}
