/**
 * The languages calls (issue 16): `GET /api/multilingual/settings`, `GET /api/multilingual/status`
 * and `PUT /api/multilingual/languages`.
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';

export interface LanguageChoice {
  locale: string;
  label: string;
  urlPrefix: string;
}

export interface LanguageSettings {
  primaryLanguage: { locale: string; label: string };
  languages: LanguageChoice[];
  availableLanguages: LanguageChoice[];
  saved: boolean;
}

export interface LanguageStatus {
  enabled: boolean;
  languages: (LanguageChoice & {
    pages: { translated: number; total: number };
    products: { translated: number; total: number };
  })[];
}

export const languagesApi = {
  settings: () => ownerCall<LanguageSettings>('GET', '/api/multilingual/settings'),
  status: () => ownerCall<LanguageStatus>('GET', '/api/multilingual/status'),
  save: (locales: string[]) =>
    ownerCall<LanguageSettings>('PUT', '/api/multilingual/languages', {
      languages: locales.map((locale) => ({ locale })),
    }),
};
