import type { en } from './en';

/** A language's catalogue: the English one's keys, each a string; no key may be missing. */
export interface Catalogue {
  strings: { readonly [K in keyof typeof en.strings]: string };
  words: { readonly [K in keyof typeof en.words]: string };
  emails: { readonly [K in keyof typeof en.emails]: string };
}

export type InterfaceWords = Catalogue['words'];
export type InterfaceStrings = Catalogue['strings'];
export type EmailWords = Catalogue['emails'];
