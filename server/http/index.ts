/**
 * HTTP helpers every route uses: cookies (Secure behind an HTTPS proxy) and the input readers
 * (JSON and form bodies, path and query values) that refuse malformed input with a 400.
 *
 * @module
 */
export { deleteSiteCookie, isHttpsRequest, setSignedSiteCookie, setSiteCookie, siteCookieOptions } from './cookies';
