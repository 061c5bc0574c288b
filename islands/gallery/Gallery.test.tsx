// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gallery } from './Gallery';
import { CATALOGUES, GALLERY_WORD_KEYS, pickWords } from '../../domain';
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
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
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
    render(
      <Gallery images={[{ assetUrl: '/a.svg', altText: 'A', originalSize: 'bad', systemDataVariants: '300w,500w' }]} />,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('srcset')).toBe(
      '/a.svg?format=300w 300w,/a.svg?format=500w 500w,/a.svg?format=original 750w',
    );
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

  it("names a thumbnail's image after its number with the page language's colon", () => {
    render(
      <Gallery
        images={images}
        options={{ lightbox: true }}
        words={pickWords(CATALOGUES.fr!.words, GALLERY_WORD_KEYS)}
      />,
    );
    const labels = [...document.querySelectorAll('.gallery button')].map((thumb) => thumb.getAttribute('aria-label'));
    expect(labels[1]).toBe('Ouvrir l’image 2 sur 3\u202f: Dunes');
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

describe('Gallery designs and settings (spec §3: every design its own, every setting changes the output)', () => {
  const described = images.map((image, i) => ({
    ...image,
    title: `${image.altText} title`,
    body: `<p>${image.altText} &amp; sea, no. ${i + 1}</p>`,
  }));
  const html = (options: Record<string, unknown>, list = described) => {
    const { container, unmount } = render(<Gallery images={list} options={options} />);
    const out = container.innerHTML;
    unmount();
    return out;
  };

  it('draws each design differently: grid, stacked, slideshow, slider (Carousel)', () => {
    const outputs = ['grid', 'stacked', 'slideshow', 'slider'].map((design) => html({ design }));
    expect(new Set(outputs).size).toBe(4);
    render(<Gallery images={described} options={{ design: 'stacked' }} />);
    expect(document.querySelectorAll('.gallery-stacked__item figure img')).toHaveLength(3);
    expect(document.querySelector('.gallery-stacked__item figcaption')!.textContent).toBe(
      'Harbour title' + 'Harbour & sea, no. 1',
    );
    cleanup();
    render(<Gallery images={described} options={{ design: 'slider' }} />);
    expect(document.querySelectorAll('.slider__slide img')).toHaveLength(3);
    expect(document.querySelector('.slideshow__thumbnails')).toBeNull();
    expect(document.querySelector<HTMLElement>('.slider')!.style.getPropertyValue('--gallery-track-ratio')).toBe('2');
  });

  it('changes the output for every setting of the table', () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['controls', { design: 'slideshow' }, { design: 'slideshow', controls: true }],
      ['square-thumbs', { design: 'slideshow' }, { design: 'slideshow', 'square-thumbs': false }],
      ['max-width', { design: 'slideshow' }, { design: 'slideshow', 'max-width': 150 }],
      ['show-meta-basic', { design: 'grid' }, { design: 'grid', 'show-meta-basic': false }],
      ['show-meta-only-title', { design: 'grid' }, { design: 'grid', 'show-meta-only-title': true }],
      ['show-meta', { design: 'grid' }, { design: 'grid', 'show-meta': false }],
      ['meta-position', { design: 'grid' }, { design: 'grid', 'meta-position': 'top' }],
      ['show-meta-on-hover', { design: 'grid' }, { design: 'grid', 'show-meta-on-hover': true }],
      [
        'transparentBackground',
        { design: 'slideshow', 'auto-crop': false },
        { design: 'slideshow', 'auto-crop': false, transparentBackground: true },
      ],
      ['auto-crop (grid)', { design: 'grid' }, { design: 'grid', 'auto-crop': false }],
      ['auto-crop (slideshow)', { design: 'slideshow' }, { design: 'slideshow', 'auto-crop': false }],
      ['aspect-ratio', { design: 'grid' }, { design: 'grid', 'aspect-ratio': 'widescreen' }],
      ['thumbnails', { design: 'slideshow' }, { design: 'slideshow', thumbnails: false }],
      ['thumbnail-strip-height', { design: 'slideshow' }, { design: 'slideshow', 'thumbnail-strip-height': 40 }],
      ['thumbnail-strip-margin', { design: 'slideshow' }, { design: 'slideshow', 'thumbnail-strip-margin': 5 }],
      ['active-alignment', { design: 'slider' }, { design: 'slider', 'active-alignment': 'left' }],
      ['thumbnails-per-row', { design: 'grid' }, { design: 'grid', 'thumbnails-per-row': 2 }],
      ['padding', { design: 'stacked' }, { design: 'stacked', padding: 0 }],
      ['lightbox', { design: 'grid' }, { design: 'grid', lightbox: true }],
      ['newWindow', { design: 'stacked' }, { design: 'stacked', newWindow: true }],
      ['aspectRatio (slider)', { design: 'slider' }, { design: 'slider', aspectRatio: 75 }],
    ];
    const linked = described.map((image, i) => ({ ...image, fullUrl: `/gallery/${i}` }));
    for (const [name, before, after] of cases) expect(html(after, linked), name).not.toBe(html(before, linked));
  });

  it('captions show the title with show-meta-basic and the description unless show-meta-only-title', () => {
    render(<Gallery images={described} options={{ 'show-meta-only-title': true }} />);
    expect(document.querySelector('.gallery__meta')!.textContent).toBe('Harbour title');
    cleanup();
    render(<Gallery images={described} options={{ 'show-meta-basic': false }} />);
    expect(document.querySelector('.gallery__meta')!.textContent).toBe('Harbour & sea, no. 1');
  });

  it('moves the slider with next and previous, wrapping around', () => {
    render(<Gallery images={described} options={{ design: 'slider' }} />);
    const current = () =>
      [...document.querySelectorAll('.slider__slide')].findIndex(
        (slide) => slide.getAttribute('aria-current') === 'true',
      );
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe(1);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe(2);
  });

  it('starts the slideshow over when a re-render attribute changes, and keeps its place otherwise', () => {
    const { rerender } = render(<Gallery images={described} options={{ design: 'slideshow', padding: 10 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownAlt(document.querySelector('.slideshow__stage'))).toBe('Dunes');
    rerender(<Gallery images={described} options={{ design: 'slideshow', padding: 10, 'meta-position': 'top' }} />);
    expect(shownAlt(document.querySelector('.slideshow__stage'))).toBe('Dunes');
    rerender(<Gallery images={described} options={{ design: 'slideshow', padding: 12, 'meta-position': 'top' }} />);
    expect(shownAlt(document.querySelector('.slideshow__stage'))).toBe('Harbour');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    rerender(
      <Gallery images={described} options={{ design: 'slideshow', padding: 12, 'meta-position': 'top', vSize: 3 }} />,
    );
    expect(shownAlt(document.querySelector('.slideshow__stage'))).toBe('Harbour');
  });
});
