/**
 * The one HTTP failure the server throws. `app.onError` turns it into the site's error or
 * not-found page for browsers, or `{ "error": message }` for API callers.
 *
 * @example
 *   throw new HttpError(405, 'Method not allowed.');
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
