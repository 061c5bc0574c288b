// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gallery } from './Gallery';
import type { GalleryImageData } from './types';

const images: GalleryImageData[] = ['Harbour', 'Dunes', 'Forest'].map((altText, i) => ({
  assetUrl: `/img/${i}.jpg`,
  altText,
  originalSize: '1200x800',
  srcset: `/img/${i}.jpg?w=500 500w, /img/${i}.jpg?w=1000 1000w`,
}));

const dialog = () => screen.queryByRole('dialog');
const shownAlt = (root: Element | null) => root?.querySelector('img')?.getAttribute('alt');

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Gallery grid', () => {
  it('shows every image with its size and alt text', () => {
    render(<Gallery images={images} options={{ design: 'grid', 'thumbnails-per-row': 3 }} />);
    const imgs = screen.getAllByRole('img');
    expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(['Harbour', 'Dunes', 'Forest']);
    expect(imgs[0].getAttribute('width')).toBe('1200');
    expect(imgs[0].getAttribute('height')).toBe('800');
    expect(imgs[0].getAttribute('srcset')).toContain('1000w');
    expect(document.querySelector<HTMLElement>('.gallery')!.style.getPropertyValue('--gallery-columns')).toBe('3');
  });

  it('builds a srcset from the image service widths when none is given', () => {
    render(<Gallery images={[{ assetUrl: '/a.svg', altText: 'A', originalSize: 'bad', systemDataVariants: '300w,500w' }]} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('srcset')).toBe('/a.svg?format=300w 300w,/a.svg?format=500w 500w,/a.svg?format=original 750w');
    expect(img.hasAttribute('width')).toBe(false);
  });

  it('has no lightbox buttons when the lightbox is off', () => {
    render(<Gallery images={images} options={{ design: 'grid' }} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('opens a modal dialog on the clicked image with focus on the close button', () => {
    render(<Gallery images={images} options={{ lightbox: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 2 of 3: Dunes' }));
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(shownAlt(dialog())).toBe('Dunes');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and returns focus to the thumbnail', () => {
    render(<Gallery images={images} options={{ lightbox: true }} />);
    const thumb = screen.getByRole('button', { name: 'Open image 3 of 3: Forest' });
    fireEvent.click(thumb);
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('closes with the close button', () => {
    render(<Gallery images={images} options={{ lightbox: true }} />);
    fireEvent.click(screen.getByRole('button', { name: /Open image 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
  });

  it('moves with the arrow keys, wrapping around', () => {
    render(<Gallery images={images} options={{ lightbox: true }} />);
    fireEvent.click(screen.getByRole('button', { name: /Open image 1/ }));
    fireEvent.keyDown(dialog()!, { key: 'ArrowRight' });
    expect(shownAlt(dialog())).toBe('Dunes');
    fireEvent.keyDown(dialog()!, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog()!, { key: 'ArrowLeft' });
    expect(shownAlt(dialog())).toBe('Forest');
    expect(dialog()!.getAttribute('aria-label')).toBe('Image 3 of 3');
  });

  it('keeps Tab inside the dialog', () => {
    render(<Gallery images={images} options={{ lightbox: true }} />);
    fireEvent.click(screen.getByRole('button', { name: /Open image 1/ }));
    const close = screen.getByRole('button', { name: 'Close' });
    const next = screen.getByRole('button', { name: 'Next image' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
  });

  it('links each image to its page, which a click opens in the lightbox instead', () => {
    const linked = images.map((image, i) => ({ ...image, fullUrl: `/gallery/${i}` }));
    render(<Gallery images={linked} options={{ lightbox: true }} />);
    const link = screen.getByRole('link', { name: 'Open image 2 of 3: Dunes' });
    expect(link.getAttribute('href')).toBe('/gallery/1');
    expect(fireEvent.click(link)).toBe(false);
    expect(shownAlt(dialog())).toBe('Dunes');
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(document.activeElement).toBe(link);
  });

  it('leaves links alone without the lightbox, opening a new window when asked', () => {
    const linked = images.map((image, i) => ({ ...image, fullUrl: `/gallery/${i}` }));
    render(<Gallery images={linked} options={{ newWindow: true }} />);
    const link = screen.getAllByRole('link')[0];
    expect(fireEvent.click(link)).toBe(true);
    expect(dialog()).toBeNull();
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows titles under the images when show-meta is on', () => {
    const titled = images.map((image) => ({ ...image, title: `${image.altText} at dawn` }));
    const { rerender } = render(<Gallery images={titled} options={{ 'meta-position': 'top-left' }} />);
    expect(document.querySelector('.gallery__meta')!.className).toBe('gallery__meta gallery__meta--top-left');
    expect(screen.getByText('Harbour at dawn')).toBeTruthy();
    rerender(<Gallery images={titled} options={{ 'show-meta': false }} />);
    expect(document.querySelector('.gallery__meta')).toBeNull();
  });

  it('takes the lightbox theme', () => {
    render(<Gallery images={images} options={{ lightbox: true, lightboxTheme: 'light' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Open image 1/ }));
    expect(document.querySelector('.lightbox')!.className).toBe('lightbox lightbox--light');
  });
});

describe('Gallery slideshow', () => {
  it('shows one image with previous and next controls', () => {
    render(<Gallery images={images} options={{ design: 'slideshow', thumbnails: false }} />);
    const stage = document.querySelector('.slideshow__stage');
    expect(shownAlt(stage)).toBe('Harbour');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownAlt(stage)).toBe('Dunes');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownAlt(stage)).toBe('Forest');
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('shows the thumbnail strip the slideshow design turns on', () => {
    render(<Gallery images={images} options={{ design: 'slideshow' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(shownAlt(document.querySelector('.slideshow__stage'))).toBe('Forest');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('autoplays every autoplay-duration seconds, and can be paused', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    render(<Gallery images={images} options={{ design: 'slideshow', autoplay: true, 'autoplay-duration': 2 }} />);
    const stage = document.querySelector('.slideshow__stage');
    act(() => vi.advanceTimersByTime(2000));
    expect(shownAlt(stage)).toBe('Dunes');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownAlt(stage)).toBe('Dunes');
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    render(<Gallery images={images} options={{ design: 'slideshow', autoplay: true, 'autoplay-duration': 2 }} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownAlt(document.querySelector('.slideshow__stage'))).toBe('Harbour');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });
});
