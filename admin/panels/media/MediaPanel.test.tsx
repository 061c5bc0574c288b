// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import { movedFocalPoint } from './FocalPointPicker';
import type { MediaDetail, MediaView } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const LANTERN: MediaView = {
  id: 'm-0123456789abcdef01234567',
  kind: 'image',
  filename: 'lantern.jpg',
  contentType: 'image/jpeg',
  byteSize: 1_250_000,
  assetUrl: '/media/m-0123456789abcdef01234567/lantern.jpg',
  title: 'Lantern',
  altText: '',
  originalSize: '1600x1200',
  systemDataVariants: '100w,300w,500w,750w,1000w,1500w',
  colorData: null,
  mediaFocalPoint: { x: 0.5, y: 0.5 },
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'owner:1',
};
const USED = [{ kind: 'item', key: 'shop/prod-lantern', draft: true, published: true }];

describe('the media library panel', () => {
  it('lists, opens a file, saves alt text and focal point, and shows where a refused delete is used', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      'GET /api/owner/content/media': () => ({ body: { media: [LANTERN], hasNextPage: false, nextPageCursor: null } }),
      [`GET /api/owner/content/media/${LANTERN.id}`]: () => ({
        body: { ...LANTERN, usedBy: USED } satisfies MediaDetail,
      }),
      [`PATCH /api/owner/content/media/${LANTERN.id}`]: (r) => ({ body: { ...LANTERN, ...(r.body as object) } }),
      [`DELETE /api/owner/content/media/${LANTERN.id}`]: () => ({
        status: 409,
        body: {
          error: 'This file is still used by item shop/prod-lantern (draft and published). Remove it there first.',
          usedBy: USED,
        },
      }),
    });
    renderAppAt('/config/media');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Media library');
    fireEvent.click(screen.getByRole('button', { name: 'Open Lantern' }));
    await settle();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'item shop/prod-lantern' }).getAttribute('href')).toBe(
      '/config/content/shop/prod-lantern',
    );
    fireEvent.change(within(dialog).getByLabelText('Alt text'), { target: { value: 'A brass lantern' } });
    const picker = within(dialog).getByRole('button', { name: /^Focal point 50% across, 50% down/ });
    fireEvent.keyDown(picker, { key: 'ArrowRight' });
    fireEvent.keyDown(picker, { key: 'ArrowUp', shiftKey: true });
    expect(within(dialog).getByText('Focal point 60% across, 49% down.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(server.calls('PATCH', `/api/owner/content/media/${LANTERN.id}`)[0]?.body).toEqual({
      altText: 'A brass lantern',
      focalPoint: { x: 0.6, y: 0.49 },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toContain('still used by item shop/prod-lantern');
  });

  it('renames with the spec words when the rename fails', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      'GET /api/owner/content/media': () => ({ body: { media: [LANTERN], hasNextPage: false, nextPageCursor: null } }),
      [`GET /api/owner/content/media/${LANTERN.id}`]: () => ({ body: { ...LANTERN, usedBy: [] } }),
      [`PATCH /api/owner/content/media/${LANTERN.id}`]: () => ({ status: 500, body: {} }),
    });
    renderAppAt(`/config/media/${LANTERN.id}`);
    await settle();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Not used on the site yet.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Brass lantern' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe('There was a problem while renaming your file.');
  });
});

describe('the focal point', () => {
  it('moves by a tenth, or a hundredth with Shift, within the image', () => {
    expect(movedFocalPoint({ x: 0.95, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 1, y: 0.5 });
    expect(movedFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 0.51 });
    expect(movedFocalPoint({ x: 0.5, y: 0.5 }, 'Tab', false)).toBeUndefined();
  });
});
