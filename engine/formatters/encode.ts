/** URI and whitespace encoders: `encode-space`, `encode-uri`, `encode-uri-component`, `url-encode`. */
import { toText } from '../convert';
import type { Formatter } from '../types';

const percent = (char: string): string => '%' + char.charCodeAt(0).toString(16).toUpperCase();
const KEPT_BY_URL_ENCODE: Record<string, string> = { '%40': '@', '%2B': '+', '%2F': '/' };

export const encodeSpace: Formatter = (value) => toText(value).replace(/\s/g, '&nbsp;');

/**
 * A lone surrogate makes these throw `URIError`; the executor records that as an
 * "Unexpected URIError error", which is what the language reference specifies.
 */
export const encodeUri: Formatter = (value) => encodeURI(toText(value));
export const encodeUriComponent: Formatter = (value) => encodeURIComponent(toText(value));

/**
 * UTF-8 percent-encoding that keeps only `A–Z a–z 0–9 @ * _ + - . /`. Built on
 * encodeURIComponent, whose output has every literal `%` already escaped, so the
 * `%40 %2B %2F` triples can only come from `@ + /`.
 */
export const urlEncode: Formatter = (value) => {
  const text = toText(value);
  // Tags and slugs are mostly kept characters already: no encoding pass for them.
  if (KEPT_ONLY.test(text)) return text;
  return encodeURIComponent(text)
    .replace(/[!~'()]/g, percent)
    .replace(/%(?:40|2B|2F)/g, (triple) => KEPT_BY_URL_ENCODE[triple]);
};

const KEPT_ONLY = /^[A-Za-z0-9@*_+\-./]*$/;

export const encodeFormatters: Record<string, Formatter> = {
  'encode-space': encodeSpace,
  'encode-uri': encodeUri,
  'encode-uri-component': encodeUriComponent,
  'url-encode': urlEncode,
};
