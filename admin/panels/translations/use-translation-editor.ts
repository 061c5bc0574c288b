/**
 * One language's translations as an editor (issue 25): the list of texts, the owner's unsaved
 * translations by entry id (`body`), and Save / Publish / Discard with the stale-edit conflict,
 * answered in the shape of `DocumentEditor` so the shared `EditorBar` drives it. Save sends
 * only the changed texts; Discard drops them, or when nothing is unsaved restores the
 * published revision of the translation document.
 */
import { useEffect, useState } from 'react';
import { failureText } from '../../api/owner-call';
import {
  contentApi,
  EDITOR_WORDS,
  publishNotice,
  useLeaveGuard,
  useWriteSteps,
  type DocumentEditor,
} from '../../editor';
import { translationsApi } from './translations-api';
import type { ContentPublished, TranslationList } from '../../../domain';

/** Entry id → the translation as typed ('' removes it). */
export type TranslationEdits = Record<string, string>;

export interface TranslationEditor extends DocumentEditor<TranslationEdits> {
  list: TranslationList | undefined;
}

export function useTranslationEditor(locale: string): TranslationEditor {
  const [list, setList] = useState<TranslationList>();
  const [loadError, setLoadError] = useState<string>();
  const [edits, setEdits] = useState<TranslationEdits>({});
  const { saving, error, fieldErrors, conflict, notice, setNotice, step, reset } = useWriteSteps();
  const [attempt, setAttempt] = useState(0);
  const dirty = Object.keys(edits).length > 0;
  useLeaveGuard(dirty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the language changes or the owner reloads (attempt).
  useEffect(() => {
    let current = true;
    setList(undefined);
    setLoadError(undefined);
    setEdits({});
    reset();
    translationsApi.list(locale).then(
      (answer) => current && setList(answer),
      (failure: unknown) => current && setLoadError(failureText(failure)),
    );
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  const refresh = async () => setList(await translationsApi.list(locale));

  const save = async (): Promise<boolean> => {
    if (!list) return false;
    if (!dirty) return true;
    return step(async () => {
      const texts = Object.fromEntries(Object.entries(edits).map(([id, text]) => [id, text === '' ? null : text]));
      await translationsApi.save(locale, { revision: list.revision ?? undefined, texts });
      setEdits({});
      await refresh();
    });
  };

  const publish = async () => {
    if (!(await save())) return;
    let answer: ContentPublished | undefined;
    const published = await step(async () => {
      answer = await contentApi.publish();
      await refresh();
    });
    if (published && answer) setNotice(publishNotice(EDITOR_WORDS.published, answer));
  };

  const restore = async (from: number) => {
    const revision = list?.revision;
    if (!revision) return;
    await step(async () => {
      await contentApi.restore('translation', locale, revision, from);
      setEdits({});
      await refresh();
    });
  };

  return {
    list,
    phase: loadError ? 'failed' : list ? 'ready' : 'loading',
    loadError,
    body: edits,
    setBody: (change) => {
      setNotice(undefined);
      setEdits((now) => (typeof change === 'function' ? change(now) : change));
    },
    revision: list?.revision ?? 0,
    publishedRevision: list?.publishedRevision ?? null,
    dirty,
    saving,
    error,
    fieldErrors,
    conflict,
    notice,
    save,
    publish,
    discard: async () => {
      if (dirty) setEdits({});
      else if (list?.publishedRevision) await restore(list.publishedRevision);
    },
    reload: () => setAttempt((n) => n + 1),
    revisions: undefined,
    loadRevisions: () => {},
    restore,
  };
}
