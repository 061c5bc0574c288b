/**
 * A document's saved revisions, newest first, each with Restore (which makes that revision's
 * body the draft again, as a new revision). Loaded when the owner opens the list, and again
 * while it is open whenever a save or restore made it stale.
 *
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { useOwner } from '../app/owner-context';
import { dateTime } from '../ui/format';
import { Loading } from '../ui/status';
import type { DocumentEditor } from './use-document-editor';

/** What the revision did, in words (the server's `change`); another change is shown as it is. */
const CHANGE_WORDS: Record<string, string> = {
  create: 'created',
  update: 'saved',
  delete: 'deleted',
  restore: 'restored',
  status: 'status changed',
  import: 'imported',
  'scheduled publish': 'published as scheduled',
};

/** Who made it: an owner in /config, an API key, or the server itself (nobody to name). */
const ACTOR_WORDS: Record<string, string> = {
  import: 'from the site folder',
  cli: 'from the command line',
  scheduler: '',
};

function revisionText(change: string, actor: string): string {
  const who = ACTOR_WORDS[actor] ?? (actor.startsWith('apiKey:') ? 'by an API key' : 'by an owner');
  return [CHANGE_WORDS[change] ?? change, who].filter(Boolean).join(' ');
}

export function RevisionList<T>({ editor }: { editor: DocumentEditor<T> }) {
  const { revisions } = editor;
  // In the site's time zone and language, as every other panel dates things.
  const { locale, timeZone } = useOwner().owner.site;
  const [open, setOpen] = useState(false);
  const load = useRef(editor.loadRevisions);
  load.current = editor.loadRevisions;
  // The editor forgets the list after each save or restore; an open list loads the new one.
  useEffect(() => {
    if (open && !revisions) load.current();
  }, [open, revisions]);
  return (
    <details className="revisions" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>Revisions</summary>
      {!revisions ? (
        <Loading />
      ) : (
        <ol className="revisions__list">
          {revisions.map((r) => (
            <li key={r.revision}>
              <span>
                Revision {r.revision}: {revisionText(r.change, r.actor)},{' '}
                <time dateTime={r.at}>{dateTime(r.at, locale, timeZone)}</time>
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
