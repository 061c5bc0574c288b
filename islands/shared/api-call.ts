/**
 * The islands' one API client. The rules of the request and the answer (crumb header from the
 * cookie, JSON in and out, refusals in `X-Refusal-Status`, the answer and error types) are
 * domain/api-call.ts, shared with the owner app; this file only sends.
 *
 * Every call answers an `ApiAnswer` (`ok`, `status`, `body`, `message`, `fieldErrors`); a
 * network failure or a call past its time limit answers status 0. Callers word a failure with
 * `wordFailure` or throw `failureError` (an `ApiCallError`), each with its own words.
 *
 * @module
 */
import { answerOf, answerStatus, buildRequest, readCookie as cookieIn } from '../../domain';
import type { ApiAnswer, HttpMethod } from '../../domain';

export type { ApiAnswer };
export type Method = HttpMethod;

/** A cookie readable by scripts, or undefined. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  return cookieIn(name, cookies);
}

export interface CallOptions {
  /** Added to the request's own headers (an idempotency key, a site-user token). */
  headers?: Record<string, string>;
  /** Give up after this long (the spec's time limits), answering status 0. */
  timeoutMs?: number;
  /** Let the request outlive the page (events sent as it closes). */
  keepalive?: boolean;
}

/** One call. A `URLSearchParams` body goes form-encoded, any other defined body as JSON. */
export async function callJson<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const controller = options.timeoutMs === undefined ? undefined : new AbortController();
  const timer = controller && setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const request: RequestInit = buildRequest(method, body, document.cookie, options.headers);
    if (controller) request.signal = controller.signal;
    if (options.keepalive) request.keepalive = true;
    const response = await fetch(url, request);
    const parsed: unknown = await response.json().catch(() => undefined);
    return answerOf<T>(answerStatus(response), parsed);
  } catch {
    return answerOf<T>(0, undefined);
  } finally {
    clearTimeout(timer);
  }
}
