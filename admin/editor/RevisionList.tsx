/**
 * A document's saved revisions, newest first, each with Restore (which makes that revision's
 * body the draft again, as a new revision). Loaded when the owner opens the list, and again
 * while it is open whenever a save or restore made it stale.
 *
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { Loading } from '../ui/status';
import type { DocumentEditor } from './use-document-editor';

const WHO: Record<string, string> = { import: 'imported', cli: 'command line' };

function actorText(actor: string): string {
  if (WHO[actor]) return WHO[actor];
  if (actor.startsWith('apiKey:')) return 'an API key';
  return 'an owner';
}

export function RevisionList<T>({ editor }: { editor: DocumentEditor<T> }) {
  const { revisions } = editor;
  const [open, setOpen] = useState(false);
  const load = useRef(editor.loadRevisions);
  load.current = editor.loadRevisions;
  // The editor forgets the list after each save or restore; an open list loads the new one.
  useEffect(() => {
    if (open && !revisions) load.current();
  }, [open, revisions]);
  return (
    <details
      className="revisions disclosure"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>Revisions</summary>
      {!revisions ? (
        <Loading />
      ) : (
        <ol className="revisions__list">
          {revisions.map((r) => (
            <li key={r.revision}>
              <span>
                Revision {r.revision}: {r.change} by {actorText(r.actor)},{' '}
                <time dateTime={r.at}>{new Date(r.at).toLocaleString()}</time>
                {r.revision === editor.publishedRevision && <span className="badge badge--ok">Published</span>}
              </span>
              {r.revision !== editor.revision && (
                <button
                  type="button"
                  className="button"
                  disabled={editor.saving || editor.dirty}
                  onClick={() => void editor.restore(r.revision)}
                  aria-label={`Restore revision ${r.revision}`}
                >
                  Restore
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
