/**
 * The body of `POST /api/owner/content/preview` (domain/owner-content-preview.ts): a site path
 * and at most PREVIEW_DOCUMENTS_MAX unsaved documents, each a kind the content store knows.
 */
import * as v from 'valibot';
import { CONTENT_KINDS, EDITOR_MESSAGES, PREVIEW_DOCUMENTS_MAX } from '../../domain';
import { safeString } from '../http';
import { CONTENT_MESSAGES } from '../content/content-messages';
import { ProductUpdate } from '../content/product-input';

export const PREVIEW_MESSAGES = Object.freeze({
  path: 'Name the page to preview: a path of the site, starting with /.',
  documents: `A preview can lay at most ${PREVIEW_DOCUMENTS_MAX} unsaved documents over the drafts.`,
  key: 'Name each document by its key.',
  locked: 'Say whether to show lock screens (true or false).',
});

const M = PREVIEW_MESSAGES;

export const PreviewBody = v.object({
  path: v.pipe(
    safeString(M.path),
    v.maxLength(2000, M.path),
    // One leading slash: `//host/` would name another site (spec: '{val} is not a valid page URL').
    v.check(
      (path) => /^\/(?!\/)[^\s\\]*$/.test(path),
      (issue) => EDITOR_MESSAGES.notPageUrl(issue.input),
    ),
  ),
  documents: v.optional(
    v.pipe(
      v.array(
        v.object({
          kind: v.picklist(CONTENT_KINDS, (issue) => CONTENT_MESSAGES.notAnOption(issue.input)),
          key: v.pipe(safeString(M.key), v.minLength(1, M.key), v.maxLength(300, M.key)),
          body: v.unknown(),
        }),
        M.documents,
      ),
      v.maxLength(PREVIEW_DOCUMENTS_MAX, M.documents),
    ),
    [],
  ),
  /** Products edited in the product editor: their changed fields, applied as a save would apply them. */
  products: v.optional(
    v.pipe(
      v.array(
        v.object({
          id: v.pipe(safeString(), v.minLength(1), v.maxLength(200)),
          fields: v.omit(ProductUpdate, ['revision']),
        }),
      ),
      v.maxLength(PREVIEW_DOCUMENTS_MAX, M.documents),
    ),
    [],
  ),
  locked: v.optional(v.boolean(M.locked), false),
});

export type PreviewInput = v.InferOutput<typeof PreviewBody>;
