/**
 * What the form builder's live preview asks the content preview for (`POST
 * /api/owner/content/preview`, admin/editor/LivePreview.tsx): the page that shows the form,
 * with the unsaved form laid over the drafts; a form no page shows yet is shown on a bare page
 * of its own, laid over as well (`/form-preview`: only the preview has it).
 *
 * @module
 */
import type { ContentDocumentView, FormDocument, PreviewDocument } from '../../../domain';

/** The bare page's key and address. */
export const FORM_PREVIEW_PAGE = 'form-preview';

export interface FormPreviewRequest {
  path: string;
  documents: PreviewDocument[];
}

/** The path of the first page (by key) whose draft shows the form, if any. */
export function pageShowing(collections: readonly ContentDocumentView[], formId: string): string | undefined {
  for (const doc of collections) {
    const body = doc.draft as { urlId?: unknown; formId?: unknown; typeName?: unknown } | null;
    if (body && body.formId === formId && (body.typeName ?? 'page') === 'page' && typeof body.urlId === 'string')
      return `/${body.urlId}`;
  }
  return undefined;
}

/** The preview of `form` (its document `key`) on `path`, or on a bare page when no page shows it. */
export function formPreviewRequest(key: string, form: FormDocument, path: string | undefined): FormPreviewRequest {
  const documents: PreviewDocument[] = [{ kind: 'form', key, body: form }];
  if (path) return { path, documents };
  const page = {
    urlId: FORM_PREVIEW_PAGE,
    title: form.name,
    typeName: 'page',
    type: 10,
    body: '',
    formId: form.id,
  };
  return {
    path: `/${FORM_PREVIEW_PAGE}`,
    documents: [...documents, { kind: 'collection', key: FORM_PREVIEW_PAGE, body: page }],
  };
}
