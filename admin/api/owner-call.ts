/**
 * How the owner app calls its server: same-origin JSON, and on every write the crumb (the
 * `crumb` cookie) in the X-CSRF-Token header, as the islands do. A failure becomes an
 * `OwnerCallError` whose message is what the owner should read. A 401 in the middle of work
 * means the session ended: the app is told, and shows the sign-in form again.
 *
 * @module
 */

export class OwnerCallError extends Error {
  override name = 'OwnerCallError';
  /** 0 when the request never reached the server. */
  readonly status: number;
  /** Per-field messages of a 400 answer. */
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const CALL_MESSAGES = {
  offline: 'Could not reach the server. Check your connection and try again.',
  tryAgain: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many requests. Wait a minute and try again.',
} as const;

/** A cookie readable by scripts, or undefined. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

let signedOut: () => void = () => {};

/** Called when a call answers 401 (the session expired or was ended elsewhere). */
export function onSignedOut(handler: () => void): void {
  signedOut = handler;
}

export interface CallOptions {
  /** Do not report a 401 as a session that ended (the sign-in and first `me` calls). */
  quiet401?: boolean;
}

export async function ownerCall<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-Token'] = readCookie('crumb') ?? '';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new OwnerCallError(0, CALL_MESSAGES.offline);
  }
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => null)) as { error?: unknown; fieldErrors?: Record<string, string> } | null;
  if (response.ok) return answer as T;
  const serverMessage = typeof answer?.error === 'string' && answer.error ? answer.error : undefined;
  if (response.status === 401 && !options.quiet401) signedOut();
  if (response.status === 429) throw new OwnerCallError(429, serverMessage ?? CALL_MESSAGES.rateLimited);
  throw new OwnerCallError(response.status, serverMessage ?? CALL_MESSAGES.tryAgain, answer?.fieldErrors ?? {});
}

/** The words to show for any failure: ours for a call error, a generic line otherwise. */
export function failureText(error: unknown): string {
  return error instanceof OwnerCallError ? error.message : CALL_MESSAGES.tryAgain;
}
