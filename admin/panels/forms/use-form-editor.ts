/**
 * The form builder's document editor: the shared `useDocumentEditor` (admin/editor) on the
 * form's document, in the builder's words, saving the form as cleaned (form-document.ts) after
 * checking its success redirect as the server does. The frame events of spec §4 are recorded
 * here: frameSaveEnter and frameSaveExit around each save that goes to the server,
 * frameEditingChange when unsaved changes start or end (the preview records load and
 * iframeUnload, FormPreview.tsx).
 *
 * @module
 */
import { useEffect, useRef } from 'react';
import { isAllowedRedirect } from '../../../domain';
import { ApiCallError } from '../../api/owner-call';
import { PANEL_EVENTS, recordEvent } from '../../api/record-event';
import { contentApi, EDITOR_WORDS, useDocumentEditor, type DocumentEditor } from '../../editor';
import { cleaned } from './form-document';
import type { FormDocument } from '../../../domain';

export const FORM_EDITOR_WORDS = Object.freeze({
  saved: 'Saved. Publish to show the changes to visitors.',
  published: 'Published: visitors see this form now.',
  conflict: 'Someone else changed this form since you opened it.',
  badRedirect: 'Please correct the success redirect.',
});

/** The form's draft, with its id and a list of fields whatever an older save left out. */
async function loadForm(key: string) {
  const found = await contentApi.document('form', key);
  // A draft that deletes the form (still published until the next publish) is not there to edit.
  if (found.draft === null) throw new ApiCallError(404, EDITOR_WORDS.notFound);
  const body = found.draft as FormDocument;
  return {
    body: { ...body, id: body.id ?? key, fields: Array.isArray(body.fields) ? body.fields : [] },
    revision: found.revision,
    publishedRevision: found.publishedRevision,
  };
}

async function saveForm(key: string, form: FormDocument, revision: number): Promise<number> {
  const body = cleaned(form);
  // Refused here as the server would refuse it, without a call (FormSettings marks the field).
  if (!isAllowedRedirect(body.successRedirect ?? '')) throw new ApiCallError(400, FORM_EDITOR_WORDS.badRedirect);
  recordEvent(PANEL_EVENTS.formBuilderFrameSaveEnter, { formId: key });
  let saved = false;
  try {
    const answer = await contentApi.saveDocument('form', key, revision, body);
    saved = true;
    return answer.revision;
  } finally {
    recordEvent(PANEL_EVENTS.formBuilderFrameSaveExit, { formId: key, saved });
  }
}

export function useFormEditor(formKey: string): DocumentEditor<FormDocument> {
  const editor = useDocumentEditor<FormDocument>({
    kind: 'form',
    key: formKey,
    load: () => loadForm(formKey),
    save: (form, revision) => saveForm(formKey, form, revision),
    words: FORM_EDITOR_WORDS,
  });

  // frameEditingChange: the builder went from saved to editing, or back.
  const wasDirty = useRef(false);
  useEffect(() => {
    if (wasDirty.current === editor.dirty) return;
    wasDirty.current = editor.dirty;
    recordEvent(PANEL_EVENTS.formBuilderFrameEditingChange, { formId: formKey, editing: editor.dirty });
  }, [editor.dirty, formKey]);

  return editor;
}
