/**
 * The form builder's live preview: the shared LivePreview (admin/editor) of the page that shows
 * the form, rendered by the content preview from the drafts with the unsaved form laid over
 * them (form-preview-documents.ts). The frame's load and its leaving (the builder closed) are
 * the form builder's `load` and `iframeUnload` events (spec §4).
 *
 * @module
 */
import { useEffect, useMemo } from 'react';
import { PANEL_EVENTS, recordEvent } from '../../api/record-event';
import { contentApi, LivePreview } from '../../editor';
import { Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { formPreviewRequest, pageShowing } from './form-preview-documents';
import type { FormDocument } from '../../../domain';

export interface FormPreviewProps {
  /** The form's document key. */
  formKey: string;
  /** The form as it would be saved; pass the same object while nothing changed. */
  form: FormDocument;
}

export function FormPreview({ formKey, form }: FormPreviewProps) {
  // The page showing the form, from the drafts; none found (or none readable) is the bare page.
  const pages = useLoad(`form-pages:${formKey}`, () => contentApi.documents('collection'));
  const settled = pages.data !== undefined || pages.error !== undefined;
  const path = pages.data && pageShowing(pages.data.documents, form.id);
  const request = useMemo(() => formPreviewRequest(formKey, form, path), [formKey, form, path]);

  useEffect(() => () => recordEvent(PANEL_EVENTS.formBuilderIframeUnload, { formId: formKey }), [formKey]);

  if (!settled) return <Loading>Loading the preview…</Loading>;
  return (
    <LivePreview
      path={request.path}
      documents={request.documents}
      label={form.name || 'the form'}
      onFrameLoad={() => recordEvent(PANEL_EVENTS.formBuilderLoad, { formId: formKey })}
    />
  );
}
