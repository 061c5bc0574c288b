/** Gallery item media types (spec §3), as the editor spells them. */
import { listLookup } from './lookup';

export const GALLERY_ITEM_MEDIA_TYPES = [
  'imageEmpty',
  'imageFile',
  'imageLicensed',
  'imageReused',
  'assetReused',
  'video',
] as const;
export type GalleryItemMediaType = (typeof GALLERY_ITEM_MEDIA_TYPES)[number];
export const GALLERY_ITEM_MEDIA_TYPE_LOOKUP = /* @__PURE__ */ listLookup(
  'gallery item media type',
  GALLERY_ITEM_MEDIA_TYPES,
);
