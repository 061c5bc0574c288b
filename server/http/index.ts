/**
 * HTTP helpers every route uses: cookies (Secure behind an HTTPS proxy) and the input readers
 * (JSON and form bodies, JSON text, the URL guard, the string and number rules) that refuse
 * malformed input with a 400 naming the field. See server/README.md "Reading input".
 *
 * @module
 */
export { deleteSiteCookie, isHttpsRequest, setSignedSiteCookie, setSiteCookie, siteCookieOptions } from './cookies';
export { INPUT_MESSAGES } from './input-messages';
export { MAX_JSON_DEPTH, jsonDepth, jsonTextField, parseJsonText, type JsonTextResult } from './json-text';
export { PayloadError, validate } from './payload-error';
export { readForm, readFormField, readFormFile, readJson, readJsonBody, type PostedForm } from './read-body';
export { urlGuard } from './url-guard';
export { COLUMN_MAX, isSafeText, safeString, wholeNumber } from './text-rules';
