/**
 * What the media library says. Spec §5 "Editor messages" names two refusals without their
 * wording, "file too large (shows max size)" and "unsupported file type": ours say exactly
 * that, the first with the maximum. 'Please enter a file name' and 'File processing failed'
 * are the spec's own words.
 */
import { MEDIA_MAX_MEGABYTES } from '../../domain';

export const MEDIA_MESSAGES = Object.freeze({
  /** Spec §5: file too large, showing the maximum. */
  tooLarge: `File too large. The maximum size is ${MEDIA_MAX_MEGABYTES} MB.`,
  /** Spec §5: unsupported file type; then what we take. */
  unsupportedType:
    'Unsupported file type. Upload an image (JPEG, PNG, WebP, GIF, AVIF or SVG), audio (MP3, M4A, WAV, OGG or FLAC) or a file (PDF, ZIP, TXT or CSV).',
  /** Spec §5 'Please enter a file name': an upload whose name is empty. */
  fileName: 'Please enter a file name',
  /** Spec §5 'File processing failed': an image sharp cannot read. */
  processingFailed: 'File processing failed',
  tooManyPixels: (megapixels: number) => `This image is too large: at most ${megapixels} megapixels.`,
  fileRequired: 'Choose a file to upload (a multipart form field named `file`).',
  empty: 'This file is empty.',
  svgEmpty: 'Unsupported file type. Nothing of this SVG is an image we can show.',
  imagesOnly: 'Your role may upload and change images only.',
  title: 'A title can have at most 200 characters.',
  altText: 'Alt text can have at most 1000 characters.',
  focalPoint: 'A focal point is { x, y }, each a number from 0 to 1.',
  kind: (val: unknown) => `${String(val)} is not one of the expected options`,
  query: 'A search can have at most 200 characters.',
  unknown: 'There is no such file in the media library.',
  inUse: (places: string) => `This file is still used by ${places}. Remove it there first.`,
  unknownFormat: 'format must be original or a width of 100w, 300w, 500w, 750w, 1000w, 1500w or 2500w.',
  noStore: 'The media library is not available.',
});
