/**
 * A stand-in for our own server in component tests: `fetch` answers from handlers keyed by
 * method and path, with bodies shaped exactly as README.md's "Owner API" (the contract with the server) says.
 * It is a test double of the owner API at this stage, before the server side exists on this
 * branch; the e2e test (test/e2e/owner.test.ts) runs the app against the real server.
 *
 * @module
 */
import { vi } from 'vitest';
import type { Owner } from '../../domain';
import type { WebsiteRoleName } from '../../domain';
import { ROLE_LABELS, ROLE_PERMISSIONS, WEBSITE_ROLES } from '../../domain';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (request: SentRequest) => Answer | Promise<Answer>;

/** A JSON answer (`body`), or a page (`html`, answered as text/html: the editors' preview). */
type Answer = { status?: number; body?: unknown; html?: string };

export const CRUMB = 'a'.repeat(32);

export function ownerOf(role: WebsiteRoleName = 'storeManager'): Owner {
  return {
    email: 'owner@example.com',
    role,
    roleCode: WEBSITE_ROLES[role],
    roleLabel: ROLE_LABELS[role],
    permissions: [...ROLE_PERMISSIONS[role]],
    site: {
      id: 'demo',
      title: 'Field & Fern',
      currency: 'USD',
      locale: 'en-US',
      timeZone: 'America/New_York',
      visitorMetrics: true,
      vanillaFormHandler: true,
    },
  };
}

export function fakeServer(handlers: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  document.cookie = `crumb=${CRUMB}`;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://demo.localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    let body: unknown = init.body;
    if (typeof init.body === 'string' && headers.get('Content-Type') === 'application/json')
      body = JSON.parse(init.body);
    if (init.body instanceof URLSearchParams) body = Object.fromEntries(init.body);
    const request = { method, path: url.pathname, query: url.searchParams, headers, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? await handler(request) : { status: 404, body: { error: 'Not found.' } };
    const status = answer.status ?? 200;
    if (answer.html !== undefined)
      return new Response(answer.html, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests to the owner API (events left out). */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** The panel events recorded, in order. */
    events: () =>
      requests.filter((r) => r.path === '/api/events/RecordEvent').map((r) => (r.body as { event: string }).event),
  };
}
