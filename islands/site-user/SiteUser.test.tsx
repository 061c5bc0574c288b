// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountLink } from '../account-link/AccountLink';
import { SiteUser } from './SiteUser';
import { callSiteUser, rememberXsrfToken } from './site-user-api';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let fetchMock: ReturnType<typeof vi.fn>;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const headerOf = (call: unknown[], name: string) => new Headers((call[1] as RequestInit).headers).get(name);

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => json({}));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'crumb=c0ffee; path=/';
  rememberXsrfToken('old-token');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'SiteUserInfo=; max-age=0; path=/';
  rememberXsrfToken(null);
});

describe('site-user calls', () => {
  it('send the crumb and the XSRF token; on crumbFail refresh the token and retry once', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ error: 'expired', crumbFail: true }, 403))
      .mockResolvedValueOnce(json({ xsrfToken: 'fresh-token', siteUserId: 'u1' }))
      .mockResolvedValueOnce(json({ message: 'Your password has been changed.' }));
    const answer = await callSiteUser('PUT', '/api/site-users/account/password', {
      currentPassword: 'a',
      newPassword: 'b',
    });
    expect(answer).toMatchObject({ ok: true, status: 200 });
    const calls = fetchMock.mock.calls;
    expect(calls.map((call) => [(call[1] as RequestInit).method, call[0]])).toEqual([
      ['PUT', '/api/site-users/account/password'],
      ['GET', '/api/site-users/account/session'],
      ['PUT', '/api/site-users/account/password'],
    ]);
    expect(headerOf(calls[0]!, 'X-CSRF-Token')).toBe('c0ffee');
    expect(headerOf(calls[0]!, 'X-Siteuser-Xsrf-Token')).toBe('old-token');
    expect(headerOf(calls[2]!, 'X-Siteuser-Xsrf-Token')).toBe('fresh-token');
  });

  it('retry only once, and not at all when the session has ended', async () => {
    fetchMock.mockImplementation(async (path: string) =>
      path.endsWith('/session') ? json({ xsrfToken: 't' }) : json({ crumbFail: true }, 403),
    );
    const answer = await callSiteUser('GET', '/api/site-users/account');
    expect(answer.status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (path: string) =>
      path.endsWith('/session') ? json({ error: 'Please sign in to continue.' }, 401) : json({ crumbFail: true }, 403),
    );
    expect((await callSiteUser('GET', '/api/site-users/account')).status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('sign-in', () => {
  /** Where the island sends the browser after a successful sign-in with this `next`. */
  async function goesTo(next: string | undefined): Promise<string> {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ xsrfToken: 'signed-in' }));
    render(<SiteUser mode="sign-in" next={next} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    cleanup();
    expect(assign).toHaveBeenCalledTimes(1);
    const target = String(assign.mock.calls[0]![0]);
    assign.mockRestore();
    return target;
  }

  it('goes back to a path of this site, and to the account instead of anywhere a browser would leave the site', async () => {
    expect(await goesTo('/members?page=2')).toBe('/members?page=2');
    expect(await goesTo(undefined)).toBe('/account');
    // A tab or newline after the first slash: the browser drops it and reads //evil.example.
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
    ])
      expect([next, await goesTo(next)]).toEqual([next, '/account']);
  });
});

describe('SiteUser forms', () => {
  it('show field errors under their fields and the sign-up answer once it succeeds', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: 'Please check the highlighted fields.',
          fieldErrors: { email: 'Please enter a valid email address.' },
        },
        400,
      ),
    );
    render(<SiteUser mode="sign-up" />);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await flush();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(email);
    fetchMock.mockResolvedValueOnce(json({ message: 'Thank you.' }, 201));
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await flush();
    expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toEqual({
      email: 'ada@example.com',
      password: 'long enough',
    });
    expect(screen.getByRole('status').textContent).toBe('Thank you.');
  });

  it('show the error of a spent reset link above the button, since the form has no token field', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: 'This password reset link has expired.',
          fieldErrors: { token: 'This password reset link has expired.' },
        },
        400,
      ),
    );
    render(<SiteUser mode="reset" token={'t'.repeat(30)} valid />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('This password reset link has expired.');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('long enough');
  });

  it('an expired reset link offers a new one instead of a form', () => {
    render(<SiteUser mode="reset" token="" valid={false} />);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe('/account/forgot-password');
  });
});

describe('AccountLink', () => {
  it('says Sign in to visitors and Account when SiteUserInfo says authenticated', async () => {
    const { unmount } = render(<AccountLink signInUrl="/account/sign-in" accountUrl="/account" />);
    await flush();
    expect(screen.getByRole('link').textContent).toBe('Sign in');
    unmount();
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}; path=/`;
    render(<AccountLink signInUrl="/account/sign-in" accountUrl="/account" />);
    await flush();
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });
});
