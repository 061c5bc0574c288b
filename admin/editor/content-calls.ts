/**
 * The owner content API's calls the editors make (`/api/owner/content/...`, README "Owner
 * content API"), typed by domain/owner-content-api.ts. The preview answers HTML and uploads
 * send files with progress, so those two use fetch and XMLHttpRequest themselves, with the
 * same crumb and refusal headers as every owner call (domain/api-call.ts).
 *
 * @module
 */
import { answerOf, answerStatus, buildRequest, failureError } from '../../domain';
import { EDITOR_FAILURE_WORDS } from './editor-words';
import { ownerCall } from '../api/owner-call';
import { query } from '../api/owner-api';
import type {
  ContentDocumentView,
  ContentKind,
  ContentPreviewRequest,
  ContentPublished,
  ContentRevisionView,
  ContentSaved,
  MediaPage,
  MediaView,
} from '../../domain';

const CONTENT = '/api/owner/content';
/** A key is `shop/prod-1`: each part encoded, the slash kept (the routes take the rest of the path). */
const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export const contentApi = {
  documents: (kind: ContentKind) =>
    ownerCall<{ documents: ContentDocumentView[] }>('GET', `${CONTENT}/documents/${kind}`),
  document: (kind: ContentKind, key: string) =>
    ownerCall<ContentDocumentView>('GET', `${CONTENT}/documents/${kind}/${keyPath(key)}`),
  /** A 409 (`ContentConflict`) when `revision` is no longer the document's. */
  saveDocument: (kind: ContentKind, key: string, revision: number | undefined, body: unknown) =>
    ownerCall<ContentSaved>('PUT', `${CONTENT}/documents/${kind}/${keyPath(key)}`, { revision, body }),
  revisions: (kind: ContentKind, key: string) =>
    ownerCall<{ revisions: ContentRevisionView[] }>('GET', `${CONTENT}/revisions/${kind}/${keyPath(key)}`),
  restore: (kind: ContentKind, key: string, revision: number, from: number) =>
    ownerCall<ContentSaved>('POST', `${CONTENT}/restore/${kind}/${keyPath(key)}`, { revision, from }),
  publish: () => ownerCall<ContentPublished>('POST', `${CONTENT}/publish`),
  media: (q: string, cursor: string | null = null) =>
    ownerCall<MediaPage>('GET', `${CONTENT}/media${query({ q, kind: 'image', cursor })}`),
};

/** The preview's HTML. Throws an `ApiCallError` as every call does (status 0: never reached). */
export async function previewHtml(request: ContentPreviewRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${CONTENT}/preview`, buildRequest('POST', request, document.cookie));
  } catch {
    throw failureError(answerOf(0, undefined), EDITOR_FAILURE_WORDS);
  }
  const status = answerStatus(response);
  if (status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response.text();
  throw failureError(answerOf(status, await response.json().catch(() => null)), EDITOR_FAILURE_WORDS);
}

/**
 * Uploads one file to the media library, telling `onProgress` the share sent (0 to 1), so a
 * large file shows its progress. Resolves to the library's item.
 */
export function uploadMedia(file: File, onProgress?: (share: number) => void): Promise<MediaView> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const headers = buildRequest('POST', undefined, document.cookie).headers;
    request.open('POST', `${CONTENT}/media`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(failureError(answerOf(0, undefined), EDITOR_FAILURE_WORDS));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      const status = answerStatus({
        status: request.status,
        headers: { get: (name) => request.getResponseHeader(name) },
      });
      const answer = answerOf<MediaView>(status, body);
      if (answer.ok) resolve(answer.body as MediaView);
      else reject(failureError(answer, EDITOR_FAILURE_WORDS));
    };
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}
