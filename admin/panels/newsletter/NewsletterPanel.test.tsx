// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB, fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the newsletter panel', () => {
  it('shows the list, links the CSV export, and sends a letter once per issue key', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('campaignsEditor') } }),
      'GET /api/owner/newsletter': () => ({ body: { subscribed: 12, unsubscribed: 1 } }),
      'POST /api/owner/newsletter/send': () => ({ body: { sent: 12 } }),
    });
    renderAppAt('/config/newsletter');
    await settle();
    expect(screen.getByText('12 readers on the list, 1 reader unsubscribed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/owner/newsletter/subscribers.csv',
    );
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'November news' } });
    fireEvent.change(screen.getByLabelText('Letter (a blank line starts a new paragraph)'), {
      target: { value: 'New lamps.\n\nSee you.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the list' }));
    await settle();
    expect(screen.getByText('Sent to 12 readers.')).toBeTruthy();
    const [sent] = server.calls('POST', '/api/owner/newsletter/send');
    expect(sent!.headers.get('X-CSRF-Token')).toBe(CRUMB);
    expect(sent!.body).toMatchObject({
      subject: 'November news',
      body: 'New lamps.\n\nSee you.',
      issueKey: expect.stringMatching(/^issue-[\w-]+$/),
    });
  });

  it('a role without newsletter.send gets the list and export only', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/owner/newsletter': () => ({ body: { subscribed: 1, unsubscribed: 0 } }),
    });
    renderAppAt('/config/newsletter');
    await settle();
    expect(screen.getByText('1 reader on the list, 0 readers unsubscribed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to the list' })).toBeNull();
  });
});
