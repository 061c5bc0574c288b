import { describe, expect, it } from 'vitest';
import {
  GALLERY_DEFAULTS,
  GALLERY_DESIGN_LABELS,
  GALLERY_ASPECT_RATIOS,
  applyGalleryDesign,
  isGallerySettingVisible,
  resolveGallerySettings,
  slideshowRenderKey,
  stageAspectPercent,
  galleryMeta,
  plainTextOf,
  DEFAULT_SLIDER_ASPECT_RATIO,
  SLIDESHOW_RERENDER_ATTRIBUTES,
} from './gallery';
import type { GalleryVisibilityInput } from './gallery';

describe('gallery defaults', () => {
  it('match the spec', () => {
    expect(GALLERY_DEFAULTS).toMatchObject({
      design: 'grid',
      autoplay: false,
      'autoplay-duration': 5,
      controls: false,
      'auto-crop': true,
      'aspect-ratio': 'square',
      'square-thumbs': true,
      thumbnails: false,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 20,
      'show-meta-basic': true,
      'show-meta': true,
      'show-meta-only-title': false,
      'meta-position': 'bottom',
      'show-meta-on-hover': false,
      'active-alignment': 'center',
      'thumbnails-per-row': 4,
      padding: 20,
      lightbox: false,
      lightboxTheme: 'dark',
      'max-width': 300,
      newWindow: false,
      transparentBackground: false,
    });
  });

  it('label the slider Carousel and know every aspect ratio', () => {
    expect(GALLERY_DESIGN_LABELS.slider).toBe('Carousel');
    expect(GALLERY_ASPECT_RATIOS.standard).toBe(1.5);
    expect(GALLERY_ASPECT_RATIOS['three-four-vertical']).toBe(0.75);
    expect(GALLERY_ASPECT_RATIOS['anamorphic-widescreen']).toBe(2.4);
  });
});

describe('applyGalleryDesign', () => {
  const autoplayOn = { ...GALLERY_DEFAULTS, autoplay: true, thumbnails: true };

  it('turns thumbnails on for slideshow and off for slider', () => {
    expect(applyGalleryDesign(GALLERY_DEFAULTS, 'slideshow').thumbnails).toBe(true);
    expect(applyGalleryDesign(autoplayOn, 'slider')).toMatchObject({
      design: 'slider',
      thumbnails: false,
      autoplay: true,
    });
  });

  it('turns thumbnails and autoplay off for grid and stacked', () => {
    for (const design of ['grid', 'stacked'] as const) {
      expect(applyGalleryDesign(autoplayOn, design)).toMatchObject({ design, thumbnails: false, autoplay: false });
    }
  });
});

describe('resolveGallerySettings', () => {
  it('gives the defaults for missing or malformed options', () => {
    expect(resolveGallerySettings(undefined)).toEqual(GALLERY_DEFAULTS);
    expect(resolveGallerySettings([1, 2])).toEqual(GALLERY_DEFAULTS);
  });

  it('applies the design preset under explicit values', () => {
    expect(resolveGallerySettings({ design: 'slideshow' }).thumbnails).toBe(true);
    expect(resolveGallerySettings({ design: 'slideshow', thumbnails: false }).thumbnails).toBe(false);
  });

  it('clamps numbers to their ranges and accepts numeric strings', () => {
    const s = resolveGallerySettings({
      'autoplay-duration': 30,
      padding: -4,
      'thumbnails-per-row': '3',
      'max-width': 50,
    });
    expect(s['autoplay-duration']).toBe(10);
    expect(s.padding).toBe(0);
    expect(s['thumbnails-per-row']).toBe(3);
    expect(s['max-width']).toBe(100);
  });

  it('ignores values outside an enumeration or of the wrong kind', () => {
    const s = resolveGallerySettings({ design: 'mosaic', lightboxTheme: 'sepia', lightbox: 'yes', padding: 'wide' });
    expect(s.design).toBe('grid');
    expect(s.lightboxTheme).toBe('dark');
    expect(s.lightbox).toBe(false);
    expect(s.padding).toBe(20);
  });

  it('reads boolean strings', () => {
    expect(resolveGallerySettings({ lightbox: 'true', 'auto-crop': 'false' })).toMatchObject({
      lightbox: true,
      'auto-crop': false,
    });
  });
});

describe('isGallerySettingVisible', () => {
  const settings = (over: Partial<GalleryVisibilityInput>): GalleryVisibilityInput => ({
    ...GALLERY_DEFAULTS,
    ...over,
  });

  it('shows autoplay and controls for slideshow, slider and standard only', () => {
    for (const design of ['slideshow', 'slider', 'standard']) {
      expect(isGallerySettingVisible('autoplay', settings({ design }))).toBe(true);
      expect(isGallerySettingVisible('controls', settings({ design }))).toBe(true);
    }
    expect(isGallerySettingVisible('autoplay', settings({ design: 'grid' }))).toBe(false);
    expect(isGallerySettingVisible('controls', settings({ design: 'stacked' }))).toBe(false);
  });

  it('shows autoplay-duration only when autoplay is shown and on', () => {
    expect(isGallerySettingVisible('autoplay-duration', settings({ design: 'slideshow', autoplay: true }))).toBe(true);
    expect(isGallerySettingVisible('autoplay-duration', settings({ design: 'slideshow', autoplay: false }))).toBe(
      false,
    );
    expect(isGallerySettingVisible('autoplay-duration', settings({ design: 'grid', autoplay: true }))).toBe(false);
  });

  it('shows aspect-ratio for grid only', () => {
    expect(isGallerySettingVisible('aspect-ratio', settings({ design: 'grid' }))).toBe(true);
    expect(isGallerySettingVisible('aspect-ratio', settings({ design: 'slider' }))).toBe(false);
  });

  it('shows meta position and hover when show-meta is on', () => {
    expect(isGallerySettingVisible('meta-position', settings({ 'show-meta': true }))).toBe(true);
    expect(isGallerySettingVisible('show-meta-on-hover', settings({ 'show-meta': false }))).toBe(false);
  });

  it('shows the thumbnail strip settings when thumbnails are on', () => {
    expect(isGallerySettingVisible('thumbnail-strip-height', settings({ thumbnails: true }))).toBe(true);
    expect(isGallerySettingVisible('thumbnail-strip-margin', settings({ thumbnails: false }))).toBe(false);
  });

  it('shows lightbox for grid and autocolumns, and its theme when it is on', () => {
    expect(isGallerySettingVisible('lightbox', settings({ design: 'autocolumns' }))).toBe(true);
    expect(isGallerySettingVisible('lightbox', settings({ design: 'slideshow' }))).toBe(false);
    expect(isGallerySettingVisible('lightboxTheme', settings({ design: 'grid', lightbox: true }))).toBe(true);
    expect(isGallerySettingVisible('lightboxTheme', settings({ design: 'grid', lightbox: false }))).toBe(false);
  });

  it('shows transparentBackground for a slideshow without auto-crop', () => {
    expect(
      isGallerySettingVisible('transparentBackground', settings({ design: 'slideshow', 'auto-crop': false })),
    ).toBe(true);
    expect(isGallerySettingVisible('transparentBackground', settings({ design: 'slideshow', 'auto-crop': true }))).toBe(
      false,
    );
    expect(isGallerySettingVisible('transparentBackground', settings({ design: 'grid', 'auto-crop': false }))).toBe(
      false,
    );
  });

  it('always shows settings without a rule', () => {
    expect(isGallerySettingVisible('padding', settings({}))).toBe(true);
  });
});

describe('slideshow re-render key, stage ratio, meta and captions', () => {
  it('changes the key for each re-render attribute and for nothing else', () => {
    const base = { design: 'slideshow', padding: 10 };
    const key = slideshowRenderKey(base);
    expect(slideshowRenderKey({ ...base, 'show-meta': false, controls: true, 'meta-position': 'top' })).toBe(key);
    const changes: Record<string, unknown> = {
      aspectRatio: 70,
      autoplay: true,
      'autoplay-duration': 7,
      lightbox: true,
      lightboxTheme: 'light',
      methodOption: 'x',
      padding: 11,
      'thumbnail-strip-height': 40,
      'thumbnail-strip-margin': 4,
      transientGallery: true,
      vSize: 2,
    };
    expect(Object.keys(changes).sort()).toEqual([...SLIDESHOW_RERENDER_ATTRIBUTES].sort());
    for (const [name, value] of Object.entries(changes))
      expect(slideshowRenderKey({ ...base, [name]: value }), name).not.toBe(key);
  });

  it('gives the slider a stage half as high as wide unless aspectRatio says otherwise', () => {
    expect(DEFAULT_SLIDER_ASPECT_RATIO).toBe(50);
    expect(stageAspectPercent({}, 'slider')).toBe(50);
    expect(stageAspectPercent({ aspectRatio: '75' }, 'slider')).toBe(75);
    expect(stageAspectPercent({ aspectRatio: 0 }, 'slider')).toBe(50);
    expect(stageAspectPercent({ aspectRatio: Number.NaN }, 'slideshow')).toBeUndefined();
    expect(stageAspectPercent({ aspectRatio: 60 }, 'slideshow')).toBe(60);
  });

  it('shows meta per show-meta, show-meta-basic and show-meta-only-title', () => {
    const image = { title: 'T', description: 'D' };
    const meta = (options: Record<string, unknown>) => galleryMeta(resolveGallerySettings(options), image);
    expect(meta({})).toEqual({ title: 'T', description: 'D' });
    expect(meta({ 'show-meta': false })).toEqual({});
    expect(meta({ 'show-meta-basic': false })).toEqual({ description: 'D' });
    expect(meta({ 'show-meta-only-title': true })).toEqual({ title: 'T' });
  });

  it('takes the text of an HTML body for captions', () => {
    expect(plainTextOf('<p>Fish &amp; chips</p>\n<p>at <b>dusk</b>&nbsp;&lt;3</p><script>x()</script>')).toBe(
      'Fish & chips at dusk <3',
    );
    expect(plainTextOf(undefined)).toBe('');
  });
});
