/**
 * The site-user calls as the browser makes them (spec §6, §7), through the islands' one client
 * (shared/api-call.ts: JSON, the crumb in X-CSRF-Token) with, once signed in, the token
 * answered at sign-in in X-Siteuser-Xsrf-Token. The token is kept in sessionStorage for the
 * tab; when an answer says crumbFail, the client fetches a fresh token
 * (GET /api/site-users/account/session) and retries once.
 *
 * @module
 */
import { wordFailure, type ApiAnswer, type ShopWords } from '../../domain';
import type {
  SiteUserEmailChanged,
  SiteUserMessage,
  SiteUserSessionToken,
  SiteUserSignedIn,
  SiteUserSignedOut,
} from '../../domain';
import { callJson, type Method } from '../shared/api-call';

export const SITE_USER_API = '/api/site-users/account';
const XSRF_KEY = 'siteUserXsrfToken';

/** The one answer, with a body always present (`{}` when the server sent none). */
export type Answer<T> = Omit<ApiAnswer<T>, 'body'> & { body: T };

/**
 * What a failed call tells the visitor, in the page's `words`: the server's message (said in
 * the page's language by the server), else `fallback`.
 */
export function failureText(
  answer: Answer<unknown>,
  words: Pick<ShopWords, 'checkConnection' | 'pleaseTryAgain'>,
  fallback = words.pleaseTryAgain,
): string {
  return wordFailure(answer, { offline: words.checkConnection, fallback });
}

export function rememberXsrfToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(XSRF_KEY, token);
    else sessionStorage.removeItem(XSRF_KEY);
  } catch {
    // Storage off (private mode): the first call fails with crumbFail and refreshes the token.
  }
}

function storedXsrfToken(): string {
  try {
    return sessionStorage.getItem(XSRF_KEY) ?? '';
  } catch {
    return '';
  }
}

async function send<T>(method: Method, path: string, body: unknown): Promise<Answer<T>> {
  const answer = await callJson<T>(method, path, body, { headers: { 'X-Siteuser-Xsrf-Token': storedXsrfToken() } });
  return { ...answer, body: (answer.body ?? {}) as T };
}

/** A fresh token for the session in the cookie, or null when it has ended. */
export async function refreshXsrfToken(): Promise<string | null> {
  const answer = await send<Partial<SiteUserSessionToken>>('GET', `${SITE_USER_API}/session`, undefined);
  const token = answer.ok && typeof answer.body.xsrfToken === 'string' ? answer.body.xsrfToken : null;
  rememberXsrfToken(token);
  return token;
}

/** One call; retried once after refreshing the token when the answer says crumbFail. */
export async function callSiteUser<T>(method: Method, path: string, body?: unknown): Promise<Answer<T>> {
  const first = await send<T>(method, path, body);
  if (first.status !== 403 || (first.body as { crumbFail?: unknown }).crumbFail !== true) return first;
  if (!(await refreshXsrfToken())) return first;
  return send<T>(method, path, body);
}

export const siteUserApi = {
  signUp: (email: string, password: string) =>
    callSiteUser<SiteUserMessage>('POST', SITE_USER_API, { email, password }),
  signIn: async (email: string, password: string, rememberMe: boolean) => {
    const answer = await callSiteUser<SiteUserSignedIn>('POST', `${SITE_USER_API}/session`, {
      email,
      password,
      rememberMe,
    });
    if (answer.ok) rememberXsrfToken(answer.body.xsrfToken);
    return answer;
  },
  signOut: async (cloneCart: boolean) => {
    const answer = await callSiteUser<SiteUserSignedOut>('DELETE', `${SITE_USER_API}/session?cloneCart=${cloneCart}`);
    if (answer.ok) rememberXsrfToken(null);
    return answer;
  },
  forgot: (email: string) => callSiteUser<SiteUserMessage>('POST', `${SITE_USER_API}/password-reset`, { email }),
  reset: (token: string, password: string) =>
    callSiteUser<SiteUserMessage>('POST', `${SITE_USER_API}/password-reset/confirm`, { token, password }),
  changeEmail: (email: string, currentPassword: string) =>
    callSiteUser<SiteUserEmailChanged>('PUT', `${SITE_USER_API}/email`, { email, currentPassword }),
  changePassword: (currentPassword: string, newPassword: string) =>
    callSiteUser<SiteUserMessage>('PUT', `${SITE_USER_API}/password`, { currentPassword, newPassword }),
};
