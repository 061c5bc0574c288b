/**
 * The media library's shapes (issue 23, `/api/owner/content/media`): what the server answers
 * and the owner app reads. Images carry the fields spec §3 gives an image (`originalSize`,
 * `systemDataVariants`, `colorData`, `mediaFocalPoint`, `altText`), so a product or gallery
 * can take them as they are.
 *
 * @module
 */
import { BYTES_PER_MB } from './enums';
import type { FocalPoint } from './images';

export const MEDIA_KINDS = ['image', 'audio', 'file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The largest upload, in the spec's decimal megabytes (spec §9: 1,000,000 bytes per MB). */
export const MEDIA_MAX_MEGABYTES = 20;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MEGABYTES * BYTES_PER_MB;

/** Spec §3 `colorData`: each region's average colour as six hex digits without `#`. */
export interface MediaColorData {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
}

/** One upload as the library lists it. Image fields are null for audio and files. */
export interface MediaView {
  id: string;
  kind: MediaKind;
  filename: string;
  contentType: string;
  byteSize: number;
  /** Where it is served: `/media/<id>/<filename>`; images also take `?format=<width>w`. */
  assetUrl: string;
  title: string;
  altText: string;
  /** `WIDTHxHEIGHT` as displayed. */
  originalSize: string | null;
  /** The widths made, never above the original's: `100w,300w,500w`. Empty for SVG and tiny images. */
  systemDataVariants: string | null;
  colorData: MediaColorData | null;
  mediaFocalPoint: FocalPoint | null;
  createdAt: string;
  createdBy: string;
}

/** `GET /api/owner/content/media?q=&kind=&cursor=`: newest first. */
export interface MediaPage {
  media: MediaView[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Where a media item is used: a content document, in its draft, its published body or both. */
export interface MediaUse {
  kind: string;
  key: string;
  draft: boolean;
  published: boolean;
}

/** `GET /api/owner/content/media/{id}`: the item and where it is used. */
export interface MediaDetail extends MediaView {
  usedBy: MediaUse[];
}

/** `PATCH /api/owner/content/media/{id}`: the fields that change. */
export interface MediaUpdate {
  title?: string;
  altText?: string;
  /** Each coordinate from 0 (left, top) to 1 (right, bottom). */
  focalPoint?: FocalPoint;
}

/** `409` of a delete refused: the item is still used, and where. */
export interface MediaInUse {
  error: string;
  usedBy: MediaUse[];
}

/** `200` of a delete. */
export interface MediaDeleted {
  deleted: string;
}
