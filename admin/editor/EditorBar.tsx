/**
 * The controls of one document's editor: where the edit stands ('Saving…', unsaved, saved) in
 * a polite live region, Save, Publish and Discard, the failure of the last step, and the
 * stale-edit conflict with its Reload. Save's button says 'Saving…' while it saves (spec §4
 * editing and saving states).
 *
 * @module
 */
import { EDITOR_WORDS } from './editor-words';
import type { DocumentEditor } from './use-document-editor';

export interface EditorBarProps<T> {
  editor: DocumentEditor<T>;
  /** Whether the owner may publish (`content.publish`); without it Publish is left out. */
  canPublish?: boolean;
}

export function EditorBar<T>({ editor, canPublish = true }: EditorBarProps<T>) {
  const { dirty, saving, conflict, error, notice, revision, publishedRevision } = editor;
  const state = saving ? EDITOR_WORDS.saving : dirty ? EDITOR_WORDS.unsaved : (notice ?? EDITOR_WORDS.saved);
  const live = publishedRevision !== null && publishedRevision === revision && !dirty;
  return (
    <div className="editor-bar">
      <p className="editor-bar__state" role="status">
        {state}
        {!saving && (
          <span className={live ? 'badge badge--ok' : 'badge badge--muted'}>{live ? 'Published' : 'Draft'}</span>
        )}
      </p>
      {conflict && (
        <div className="status status--error" role="alert">
          <p>{editor.words?.conflict ?? EDITOR_WORDS.conflict}</p>
          <button type="button" className="button" onClick={editor.reload}>
            Reload
          </button>
        </div>
      )}
      {error && !conflict && (
        <p className="status status--error" role="alert">
          {error}
        </p>
      )}
      <div className="editor-bar__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!dirty || saving || conflict}
          onClick={() => void editor.save()}
        >
          {saving ? EDITOR_WORDS.saving : 'Save'}
        </button>
        {canPublish && (
          <button
            type="button"
            className="button"
            disabled={saving || conflict || live}
            onClick={() => void editor.publish()}
          >
            Publish
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={saving || conflict || publishedRevision === null || (live && !dirty)}
          onClick={() => void editor.discard()}
        >
          Discard
        </button>
      </div>
    </div>
  );
}
