/** The shared 400 of malformed input, where the commerce code has always found it. */
export { PayloadError, validate } from '../http/payload-error';
