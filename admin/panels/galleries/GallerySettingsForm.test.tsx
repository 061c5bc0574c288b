// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GALLERY_DEFAULTS, type GallerySettings } from '../../../domain';
import { GallerySettingsForm } from './GallerySettingsForm';

afterEach(cleanup);

let latest: GallerySettings = GALLERY_DEFAULTS;
function Harness() {
  const [settings, setSettings] = useState<GallerySettings>({ ...GALLERY_DEFAULTS });
  latest = settings;
  return <GallerySettingsForm settings={settings} onChange={setSettings} />;
}
const shown = (label: string) => screen.queryByLabelText(label) !== null;

describe('the gallery settings form', () => {
  it('starts from the spec defaults and shows only what applies to a grid', () => {
    render(<Harness />);
    expect((screen.getByLabelText('Design') as HTMLSelectElement).value).toBe('grid');
    expect(shown('Aspect ratio')).toBe(true);
    expect(shown('Open images in a lightbox')).toBe(true);
    expect(shown('Play automatically')).toBe(false);
    expect(shown('Thumbnail strip height (px)')).toBe(false);
    // Lightbox theme only once the lightbox is on.
    expect(shown('Lightbox theme')).toBe(false);
    fireEvent.click(screen.getByLabelText('Open images in a lightbox'));
    expect(shown('Lightbox theme')).toBe(true);
  });

  it('applies a design preset: a slideshow turns thumbnails on and shows their strip and autoplay', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Design'), { target: { value: 'slideshow' } });
    expect(latest.thumbnails).toBe(true);
    expect(shown('Thumbnail strip height (px)')).toBe(true);
    expect(shown('Aspect ratio')).toBe(false);
    expect(shown('Seconds per image')).toBe(false);
    fireEvent.click(screen.getByLabelText('Play automatically'));
    expect(shown('Seconds per image')).toBe(true);
    // Transparent background only for a slideshow that does not crop.
    expect(shown('Transparent background')).toBe(false);
    fireEvent.click(screen.getByLabelText('Crop images to fit'));
    expect(shown('Transparent background')).toBe(true);
    fireEvent.change(screen.getByLabelText('Design'), { target: { value: 'grid' } });
    expect(latest).toMatchObject({ design: 'grid', thumbnails: false, autoplay: false });
  });

  it('keeps numbers within the spec ranges', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Images per row'), { target: { value: '40' } });
    expect(latest['thumbnails-per-row']).toBe(10);
    fireEvent.change(screen.getByLabelText('Space between images (px)'), { target: { value: '-3' } });
    expect(latest.padding).toBe(0);
  });
});
