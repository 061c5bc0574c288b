/**
 * The live preview of the owner's editors (issue 24): `POST /api/owner/content/preview` renders
 * the site page at `path` from the site's current drafts with the editor's unsaved documents
 * laid over them, and answers the page's HTML. Read by the server's route and the owner app's
 * `<LivePreview>` (admin/editor/).
 *
 * @module
 */
import type { ContentKind } from './owner-content-api';
import type { PreviewProduct } from './owner-content-products';

/** One unsaved document laid over the drafts: the body the editor holds now (null deletes it). */
export interface PreviewDocument {
  kind: ContentKind;
  key: string;
  body: unknown;
}

export interface ContentPreviewRequest {
  /** The site path to render, `/shop/my-product`: a path of the site, starting with `/`. */
  path: string;
  documents?: PreviewDocument[];
  /** Products edited in the product editor, by id: their changed fields, applied as a save would. */
  products?: PreviewProduct[];
  /** Show a locked collection's lock screen (the style editor's LOCK_SCREEN) rather than its page. */
  locked?: boolean;
}

/** How many unsaved documents one preview may lay over the drafts. */
export const PREVIEW_DOCUMENTS_MAX = 20;

/** The device views of the preview (spec §1: desktop and phone; phone is at most 432 px wide). */
export const PREVIEW_DEVICES = { desktop: 1280, phone: 375 } as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;
