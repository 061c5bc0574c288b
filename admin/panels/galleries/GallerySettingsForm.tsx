/**
 * The gallery block's settings (spec §3, domain/gallery.ts): the design first (choosing one
 * sets the values its preset names), then every setting the design and the other settings
 * leave visible (`isGallerySettingVisible`; one that does not apply is not shown), each with
 * its default and its range. The form edits the complete, resolved settings.
 *
 * @module
 */
import { useId } from 'react';
import {
  applyGalleryDesign,
  GALLERY_ALIGNMENTS,
  type GALLERY_ASPECT_RATIOS,
  GALLERY_DESIGN_LABELS,
  GALLERY_DESIGNS,
  GALLERY_LIGHTBOX_THEMES,
  GALLERY_META_POSITIONS,
  GALLERY_NUMBER_RANGES,
  isGallerySettingVisible,
  type GalleryDesign,
  type GallerySettingName,
  type GallerySettings,
} from '../../../domain';

/** The words of each setting in the form. */
export const GALLERY_SETTING_LABELS: Record<Exclude<GallerySettingName, 'design'>, string> = {
  autoplay: 'Play automatically',
  'autoplay-duration': 'Seconds per image',
  controls: 'Show controls',
  'auto-crop': 'Crop images to fit',
  'aspect-ratio': 'Aspect ratio',
  'square-thumbs': 'Square thumbnails',
  thumbnails: 'Show thumbnails',
  'thumbnail-strip-height': 'Thumbnail strip height (px)',
  'thumbnail-strip-margin': 'Thumbnail strip margin (px)',
  'show-meta-basic': 'Show the title',
  'show-meta': 'Show captions',
  'show-meta-only-title': 'Title only (no description)',
  'meta-position': 'Caption position',
  'show-meta-on-hover': 'Captions on hover',
  'active-alignment': 'Alignment of the current image',
  'thumbnails-per-row': 'Images per row',
  padding: 'Space between images (px)',
  lightbox: 'Open images in a lightbox',
  lightboxTheme: 'Lightbox theme',
  'max-width': 'Maximum width (px)',
  newWindow: 'Open links in a new window',
  transparentBackground: 'Transparent background',
};

const ASPECT_LABELS: Record<keyof typeof GALLERY_ASPECT_RATIOS, string> = {
  square: 'Square 1:1',
  standard: 'Standard 3:2',
  'standard-vertical': 'Standard vertical 2:3',
  'four-three': 'Four-three 4:3',
  'three-four-vertical': 'Three-four vertical 3:4',
  widescreen: 'Widescreen 16:9',
  'anamorphic-widescreen': 'Anamorphic widescreen 2.40:1',
};

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

/** The choices of a setting that is one of a list; undefined for flags and numbers. */
const CHOICES: Partial<Record<GallerySettingName, readonly { value: string; label: string }[]>> = {
  'aspect-ratio': (Object.keys(ASPECT_LABELS) as (keyof typeof ASPECT_LABELS)[]).map((value) => ({
    value,
    label: ASPECT_LABELS[value],
  })),
  'meta-position': GALLERY_META_POSITIONS.map((value) => ({ value, label: words(value) })),
  'active-alignment': GALLERY_ALIGNMENTS.map((value) => ({ value, label: words(value) })),
  lightboxTheme: GALLERY_LIGHTBOX_THEMES.map((value) => ({ value, label: words(value) })),
};

const RANGES = GALLERY_NUMBER_RANGES as Partial<Record<GallerySettingName, readonly [number, number]>>;

export function GallerySettingsForm({
  settings,
  disabled,
  onChange,
}: {
  settings: GallerySettings;
  disabled?: boolean;
  onChange(settings: GallerySettings): void;
}) {
  const id = useId();
  const names = (Object.keys(GALLERY_SETTING_LABELS) as Exclude<GallerySettingName, 'design'>[]).filter((name) =>
    isGallerySettingVisible(name, settings),
  );
  const set = (name: GallerySettingName, value: unknown) => onChange({ ...settings, [name]: value });

  return (
    <fieldset disabled={disabled} className="gallery-settings">
      <legend>Gallery settings</legend>
      <div className="field">
        <label htmlFor={`${id}-design`}>Design</label>
        <select
          id={`${id}-design`}
          value={settings.design}
          onChange={(e) => onChange(applyGalleryDesign(settings, e.target.value as GalleryDesign))}
        >
          {GALLERY_DESIGNS.map((design) => (
            <option key={design} value={design}>
              {GALLERY_DESIGN_LABELS[design]}
            </option>
          ))}
        </select>
      </div>
      {names.map((name) => {
        const label = GALLERY_SETTING_LABELS[name];
        const value = settings[name];
        const field = `${id}-${name}`;
        if (typeof value === 'boolean')
          return (
            <label key={name} className="check">
              <input type="checkbox" checked={value} onChange={(e) => set(name, e.target.checked)} /> {label}
            </label>
          );
        const range = RANGES[name];
        if (range)
          return (
            <div key={name} className="field">
              <label htmlFor={field}>{label}</label>
              <input
                id={field}
                type="number"
                inputMode="numeric"
                min={range[0]}
                max={range[1]}
                value={Number(value)}
                aria-describedby={`${field}-range`}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (e.target.value !== '' && Number.isFinite(n)) set(name, Math.min(range[1], Math.max(range[0], n)));
                }}
              />
              <span className="muted" id={`${field}-range`}>
                From {range[0]} to {range[1]}
              </span>
            </div>
          );
        const choices = CHOICES[name] ?? [];
        return (
          <div key={name} className="field">
            <label htmlFor={field}>{label}</label>
            <select id={field} value={String(value)} onChange={(e) => set(name, e.target.value)}>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
