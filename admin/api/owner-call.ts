/**
 * How the owner app calls its server. The rules of the request and the answer (crumb header
 * from the `crumb` cookie, JSON in and out, refusals in `X-Refusal-Status`, the one
 * `ApiCallError`) are domain/api-call.ts, shared with the islands; this file only sends, and
 * words failures for the owner. A 401 in the middle of work means the session ended: the app
 * is told, and shows the sign-in form again.
 *
 * @module
 */
import { ApiCallError, answerOf, answerStatus, buildRequest, failureError } from '../../domain';
import type { FailureWords, HttpMethod } from '../../domain';

export { ApiCallError };

export const CALL_MESSAGES = {
  offline: 'Could not reach the server. Check your connection and try again.',
  tryAgain: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many requests. Wait a minute and try again.',
} as const;

/** The owner's failure words: the server's message first, ours when it gave none. */
const OWNER_WORDS: FailureWords = {
  offline: CALL_MESSAGES.offline,
  fallback: CALL_MESSAGES.tryAgain,
  missingFor: { 429: CALL_MESSAGES.rateLimited },
};

let signedOut: () => void = () => {};

/** Called when a call answers 401 (the session expired or was ended elsewhere). */
export function onSignedOut(handler: () => void): void {
  signedOut = handler;
}

export interface CallOptions {
  /** Do not report a 401 as a session that ended (the sign-in and first `me` calls). */
  quiet401?: boolean;
}

export async function ownerCall<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, buildRequest(method, body, document.cookie));
  } catch {
    throw failureError(answerOf(0, undefined), OWNER_WORDS);
  }
  const status = answerStatus(response);
  if (status === 204) return undefined as T;
  const answer = answerOf<T>(status, await response.json().catch(() => null));
  if (answer.ok) return answer.body as T;
  if (status === 401 && !options.quiet401) signedOut();
  throw failureError(answer, OWNER_WORDS);
}

/** The server refused an edit started from a revision that is no longer the current one (409). */
export function isStaleEdit(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 409;
}

/** The words to show for any failure: ours for a call error, a generic line otherwise. */
export function failureText(error: unknown): string {
  return error instanceof ApiCallError ? error.message : CALL_MESSAGES.tryAgain;
}
