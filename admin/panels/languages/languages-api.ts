/**
 * The languages calls (issue 16): `GET /api/multilingual/settings`, `GET /api/multilingual/status`
 * and `PUT /api/multilingual/languages`.
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import type { LanguageSettings, LanguageStatus } from '../../../domain';

export const languagesApi = {
  settings: () => ownerCall<LanguageSettings>('GET', '/api/multilingual/settings'),
  status: () => ownerCall<LanguageStatus>('GET', '/api/multilingual/status'),
  save: (locales: string[]) =>
    ownerCall<LanguageSettings>('PUT', '/api/multilingual/languages', {
      languages: locales.map((locale) => ({ locale })),
    }),
};
