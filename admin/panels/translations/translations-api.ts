/**
 * The translation editor's calls (issue 25): `GET /api/owner/translations` (the languages), `GET /api/owner/translations/{locale}` and
 * `PUT /api/owner/translations/{locale}` (a 409 when `revision` is stale).
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import type { ContentSaved, TranslationLanguages, TranslationList, TranslationSave } from '../../../domain';

const path = (locale: string) => `/api/owner/translations/${encodeURIComponent(locale)}`;

export const translationsApi = {
  languages: () => ownerCall<TranslationLanguages>('GET', '/api/owner/translations'),
  list: (locale: string) => ownerCall<TranslationList>('GET', path(locale)),
  save: (locale: string, body: TranslationSave) => ownerCall<ContentSaved>('PUT', path(locale), body),
};
