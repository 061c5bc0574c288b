// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_OVERLAY_WORD_KEYS, interfaceWords, pickWords } from '../../domain';
import { PopupOverlay } from './PopupOverlay';
import type { PopupOverlayProps } from './popup-overlay-types';

const props: PopupOverlayProps = {
  version: '2',
  position: 'BOTTOM_LEFT',
  title: 'The bakery letter',
  body: 'Once a month.',
  form: { id: 'letter', emailFieldId: 'f-email', emailLabel: 'Email address', submissionMessage: 'Thanks!' },
  page: { pageId: 'col-shop', pageTitle: 'Shop', pagePath: '/shop', contentSource: 'c' },
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('FormSubmissionKey')
        ? json({ data: { key: 'k1' } })
        : json({ success: true, submissionMessage: 'Thanks!' }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PopupOverlay', () => {
  it('opens at its position with focus inside, and Escape closes it, writing date-closed and version', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    render(<PopupOverlay {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'The bakery letter' });
    expect(dialog.parentElement!.getAttribute('data-position')).toBe('BOTTOM_LEFT');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('version')).toBe('2');
    expect(localStorage.getItem('date-closed')).toMatch(/^\d{4}-/);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('records its showing and closing through the tracking script when the page has one', () => {
    const hits: string[] = [];
    (window as unknown as { siteTracking: unknown }).siteTracking = {
      recordOverlay: async (id: string, action: string) => void hits.push(`${id} ${action}`),
    };
    render(<PopupOverlay {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(hits).toEqual(['popup-overlay:2 show', 'popup-overlay:2 close']);
    delete (window as unknown as { siteTracking?: unknown }).siteTracking;
  });

  it('stays closed for the same version and opens for a new one', () => {
    localStorage.setItem('version', '2');
    localStorage.setItem('date-closed', '2026-01-01T00:00:00.000Z');
    const { unmount } = render(<PopupOverlay {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<PopupOverlay {...props} version="3" />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('signs up through the newsletter form and remembers it was submitted', async () => {
    render(<PopupOverlay {...props} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    });
    await screen.findByText('Thanks!');
    expect(localStorage.getItem('submitted')).toBe('true');
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls;
    const saved = JSON.parse(String((calls[1] as [string, RequestInit])[1].body));
    expect(saved).toMatchObject({
      formId: 'letter',
      form: JSON.stringify({ 'f-email': 'ada@example.com' }),
      key: 'k1',
      pagePath: '/shop',
    });
  });

  it('speaks the page’s language: buttons, thanks and the form calls’ messages', async () => {
    const words = pickWords(interfaceWords('fr-FR'), POPUP_OVERLAY_WORD_KEYS);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('FormSubmissionKey')
          ? json({ data: { key: 'k1' } })
          : json({ success: false, data: { errors: { 'f-email': 'Required' } } }, 400),
      ),
    );
    const { unmount } = render(<PopupOverlay {...props} words={words} />);
    expect(screen.getByRole('button', { name: words.close })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: words.signUp }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(words.fieldRequired);
    unmount();

    // Signed up, with a form that has no submission message of its own.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('FormSubmissionKey') ? json({ data: { key: 'k1' } }) : json({ success: true }),
      ),
    );
    render(<PopupOverlay {...props} version="9" form={{ ...props.form!, submissionMessage: '' }} words={words} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: words.signUp }));
    });
    expect((await screen.findByRole('status')).textContent).toBe('Merci de votre inscription.');
  });

  it('is modal in the centre: focus stays inside', () => {
    render(<PopupOverlay {...props} position="CENTER_CENTER" />);
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
  });
});
