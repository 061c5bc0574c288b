/**
 * One content document in an editor: loaded with its revision, changed in memory (dirty until
 * saved), saved naming the revision it started from, and the stale-edit 409 turned into a
 * conflict the owner resolves by reloading. Publish, Discard (back to the published state),
 * the revision list and restoring one go through the same revision, so none of them overwrites
 * someone else's save silently. Leaving with unsaved changes asks first (use-leave-guard.ts).
 *
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCallError, failureText } from '../api/owner-call';
import { contentApi } from './content-calls';
import { EDITOR_WORDS } from './editor-words';
import { leftAsDraft, publishNotice } from './publish-notice';
import { useLeaveGuard } from './use-leave-guard';
import { useWriteSteps } from './use-write-steps';
import type { ContentDocumentView, ContentKind, ContentPublished, ContentRevisionView } from '../../domain';

export interface DocumentEditorOptions<T> {
  kind: ContentKind;
  key: string;
  /**
   * Saves `body` as the draft, starting from `revision`; answers the new revision. Throws the
   * call's error (a 409 is a conflict). @default `PUT /api/owner/content/documents/{kind}/{key}`
   */
  save?: (body: T, revision: number) => Promise<number>;
  /**
   * Loads the body to edit with its revisions. @default `GET /api/owner/content/documents/{kind}/{key}`,
   * the draft as it is (products load their editor's fields through `GET /products/{id}`).
   */
  load?: () => Promise<{ body: T; revision: number; publishedRevision: number | null }>;
  /** The editor's own words for what its steps come to (the form builder's), over EDITOR_WORDS. */
  words?: Partial<DocumentEditorWords>;
}

export interface DocumentEditorWords {
  /** The notice after a save. @default none: the bar says 'All changes saved' */
  saved: string | undefined;
  /** The notice after a publish. @default EDITOR_WORDS.published */
  published: string;
  /** The stale-edit conflict, shown with Reload. @default EDITOR_WORDS.conflict */
  conflict: string;
}

export type EditorPhase = 'loading' | 'failed' | 'ready';

export interface DocumentEditor<T> {
  phase: EditorPhase;
  /** Why the document did not load, in the editor's words. */
  loadError: string | undefined;
  /** The body as the owner is editing it (undefined until loaded). */
  body: T | undefined;
  setBody(change: T | ((body: T) => T)): void;
  revision: number;
  /** The revision visitors see; null when it was never published. */
  publishedRevision: number | null;
  /** Changed since the last save or load. */
  dirty: boolean;
  /** A save, publish, discard or restore on its way. */
  saving: boolean;
  /** The last failure of a save or publish, in words, and the fields it names. */
  error: string | undefined;
  fieldErrors: Record<string, string>;
  /** Someone else saved since this was loaded: only a reload goes on. */
  conflict: boolean;
  /** A short word on what just happened ('Published: …'). */
  notice: string | undefined;
  save(): Promise<boolean>;
  publish(): Promise<void>;
  discard(): Promise<void>;
  reload(): void;
  revisions: ContentRevisionView[] | undefined;
  loadRevisions(): void;
  restore(from: number): Promise<void>;
  /** The words the bar uses (the options' `words` over the defaults); the bar's own when absent. */
  words?: DocumentEditorWords;
}

export function useDocumentEditor<T>({
  kind,
  key,
  save: saveWith,
  load,
  words: given,
}: DocumentEditorOptions<T>): DocumentEditor<T> {
  const words: DocumentEditorWords = {
    saved: given?.saved,
    published: given?.published ?? EDITOR_WORDS.published,
    conflict: given?.conflict ?? EDITOR_WORDS.conflict,
  };
  const [phase, setPhase] = useState<EditorPhase>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [body, setBodyState] = useState<T>();
  const [view, setView] = useState<Pick<ContentDocumentView, 'revision' | 'publishedRevision'>>({
    revision: 0,
    publishedRevision: null,
  });
  const [dirty, setDirty] = useState(false);
  const { saving, error, fieldErrors, conflict, notice, setNotice, setError, step, reset } = useWriteSteps();
  const [revisions, setRevisions] = useState<ContentRevisionView[]>();
  const [attempt, setAttempt] = useState(0);
  // The latest body and revision for the async steps, whatever render they started in.
  const latest = useRef({ body, revision: view.revision, dirty });
  latest.current = { body, revision: view.revision, dirty };
  const saveRef = useRef(saveWith);
  saveRef.current = saveWith;
  const loadRef = useRef(load);
  loadRef.current = load;

  useLeaveGuard(dirty && !conflict);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload (attempt) or another document (kind, key) loads again.
  useEffect(() => {
    let current = true;
    setPhase('loading');
    setLoadError(undefined);
    const loading = loadRef.current
      ? loadRef.current()
      : contentApi.document(kind, key).then((found) => ({
          body: found.draft as T,
          revision: found.revision,
          publishedRevision: found.publishedRevision,
        }));
    loading.then(
      (found) => {
        if (!current) return;
        setBodyState(found.body);
        setView({ revision: found.revision, publishedRevision: found.publishedRevision });
        setDirty(false);
        reset();
        setPhase('ready');
      },
      (failure: unknown) => {
        if (!current) return;
        setLoadError(
          failure instanceof ApiCallError && failure.status === 404
            ? EDITOR_WORDS.notFound
            : failure instanceof ApiCallError && failure.status === 0
              ? EDITOR_WORDS.networkError
              : EDITOR_WORDS.unableToLoad,
        );
        setPhase('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [kind, key, attempt]);

  const setBody = useCallback(
    (change: T | ((body: T) => T)) => {
      setBodyState((old) =>
        old === undefined ? old : typeof change === 'function' ? (change as (body: T) => T)(old) : change,
      );
      setDirty(true);
      setNotice(undefined);
    },
    [setNotice],
  );

  const save = async () => {
    const ok = await step(async () => {
      const { body: now, revision } = latest.current;
      if (now === undefined) return;
      const next = saveRef.current
        ? await saveRef.current(now, revision)
        : (await contentApi.saveDocument(kind, key, revision, now)).revision;
      setView((v) => ({ ...v, revision: next }));
      // A change made while the save was on its way stays unsaved.
      setDirty(latest.current.body !== now);
      setRevisions(undefined);
    });
    if (ok && words.saved) setNotice(words.saved);
    return ok;
  };

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const publish = async () => {
    if (latest.current.dirty && !(await save())) return;
    let answer: ContentPublished | undefined;
    const ok = await step(async () => {
      answer = await contentApi.publish();
    });
    if (ok && answer) {
      // A template or code draft of an owner without code.write stays a draft.
      if (!leftAsDraft(answer, kind, key)) setView((v) => ({ ...v, publishedRevision: v.revision }));
      setNotice(publishNotice(words.published, answer));
    }
  };

  const restoreFrom = async (from: number) => {
    const ok = await step(async () => {
      await contentApi.restore(kind, key, latest.current.revision, from);
    });
    if (ok) {
      setRevisions(undefined);
      reload();
    }
  };

  const discard = async () => {
    if (view.publishedRevision === null) return;
    if (view.revision === view.publishedRevision) {
      reload();
      return;
    }
    await restoreFrom(view.publishedRevision);
  };

  const loadRevisions = useCallback(() => {
    contentApi.revisions(kind, key).then(
      (answer) => setRevisions(answer.revisions),
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [kind, key, setError]);

  return {
    phase,
    loadError,
    body,
    setBody,
    revision: view.revision,
    publishedRevision: view.publishedRevision,
    dirty,
    saving,
    error,
    fieldErrors,
    conflict,
    notice,
    save,
    publish,
    discard,
    reload,
    revisions,
    loadRevisions,
    restore: restoreFrom,
    words,
  };
}
