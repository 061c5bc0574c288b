/**
 * The rules of a JSON call from the browser, one owner for both clients: the islands'
 * (islands/shared/api-call.ts) and the owner app's (admin/api/owner-call.ts). Only the fetch
 * itself lives in those two files; everything here is pure.
 *
 * - The request: same-origin, JSON in and out, the crumb (the `crumb` cookie) in X-CSRF-Token
 *   on every state-changing call, and expected refusals asked back in `X-Refusal-Status`
 *   (refusal-status.ts), so the browser logs no failed request for them.
 * - The answer: one shape, `ApiAnswer`, with the status the server meant (0 when the request
 *   never reached it), the parsed body, and on failure the server's own message and per-field
 *   messages, read from any of the bodies our routes answer (`error`, `message`,
 *   `data.error`, `data.message`; `fieldErrors` or the form routes' `data.errors`).
 * - The error: one class, `ApiCallError` (status, message, fieldErrors, body), for callers that
 *   throw; `wordFailure` decides the words each caller shows for a failure.
 *
 * @module
 */
import { isRecord } from './json';
import { REFUSAL_HEADER, REFUSAL_IN_HEADER } from './refusal-status';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The cookie and header of the crumb (spec §7: "CSRF header from a cookie"). */
export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';

/** A cookie's value in a `document.cookie` string, or undefined. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) {
      const value = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** What `fetch` is given (a subset of RequestInit, so the rule stays free of the DOM). */
export interface ApiRequest {
  method: HttpMethod;
  credentials: 'same-origin';
  headers: Record<string, string>;
  body?: string | URLSearchParams;
}

/**
 * The request of one call. A `URLSearchParams` body goes form-encoded as it is (the browser
 * names its type); anything else defined goes as JSON. `headers` are added last.
 */
export function buildRequest(
  method: HttpMethod,
  body: unknown,
  cookies: string,
  headers: Record<string, string> = {},
): ApiRequest {
  const sent: Record<string, string> = { Accept: 'application/json', [REFUSAL_HEADER]: REFUSAL_IN_HEADER };
  if (method !== 'GET') sent[CRUMB_HEADER] = readCookie(CRUMB_COOKIE, cookies) ?? '';
  const request: ApiRequest = { method, credentials: 'same-origin', headers: sent };
  if (body instanceof URLSearchParams) request.body = body;
  else if (body !== undefined) {
    sent['Content-Type'] = 'application/json';
    request.body = JSON.stringify(body);
  }
  Object.assign(sent, headers);
  return request;
}

export interface ApiAnswer<T> {
  /** A 2xx status. */
  ok: boolean;
  /** The status the server meant (its refusal header first); 0 when it was never reached. */
  status: number;
  /** The parsed JSON answer; undefined when there was none. On failure, the refusal's body. */
  body: T | undefined;
  /** On failure, the server's own message; '' when it gave none (and always on success). */
  message: string;
  /** On failure, the server's per-field messages; {} when none. */
  fieldErrors: Record<string, string>;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function fieldErrorsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The answer of a status and a parsed body (status 0: the request never reached the server). */
export function answerOf<T>(status: number, body: unknown): ApiAnswer<T> {
  const ok = status >= 200 && status < 300;
  const answer: ApiAnswer<T> = { ok, status, body: body as T | undefined, message: '', fieldErrors: {} };
  if (ok || !isRecord(body)) return answer;
  const data = isRecord(body.data) ? body.data : {};
  answer.message = textOf(body.error) || textOf(data.error) || textOf(body.message) || textOf(data.message);
  answer.fieldErrors = fieldErrorsOf(body.fieldErrors ?? data.errors);
  return answer;
}

/** A failed call, for callers that throw: what to show the visitor and the fields at fault. */
export class ApiCallError extends Error {
  override name = 'ApiCallError';
  /** 0 when the request never reached the server. */
  readonly status: number;
  /** Per-field messages of a 400 answer. */
  readonly fieldErrors: Record<string, string>;
  /** The refusal's parsed body (a 409 says what is current in it); undefined when none. */
  readonly body: unknown;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}, body?: unknown) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

/** The words one client shows for failures (each island and the owner app has its own). */
export interface FailureWords {
  /** No answer at all (status 0). */
  offline: string;
  /** The server gave no message. */
  fallback: string;
  /** Words for a status that replace the server's message. */
  insteadOf?: Readonly<Partial<Record<number, string>>>;
  /** Words for a status when the server gave no message. */
  missingFor?: Readonly<Partial<Record<number, string>>>;
}

/** What a failed answer tells the visitor, in a caller's words. */
export function wordFailure(answer: Pick<ApiAnswer<unknown>, 'status' | 'message'>, words: FailureWords): string {
  if (answer.status === 0) return words.offline;
  return words.insteadOf?.[answer.status] ?? (answer.message || words.missingFor?.[answer.status] || words.fallback);
}

/** The error of a failed answer, in a caller's words. */
export function failureError(answer: ApiAnswer<unknown>, words: FailureWords): ApiCallError {
  return new ApiCallError(answer.status, wordFailure(answer, words), answer.fieldErrors, answer.body);
}
