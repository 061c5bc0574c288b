/**
 * One page of a cursor-paged list, with next and previous: the cursors of the pages already
 * seen are kept, so "Previous page" goes back without the server knowing about it. A change of
 * `key` (a new search or sort) starts again from the first page.
 *
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../api/owner-call';
import type { CursorPage as Page } from '../../domain';

export interface Pages<T> {
  /** The current page, or undefined while the first load runs. */
  page: (Page & T) | undefined;
  loading: boolean;
  error: string | undefined;
  /** 1-based number of the page shown. */
  pageNumber: number;
  hasPrevious: boolean;
  next(): void;
  previous(): void;
  reload(): void;
  /** Changes the loaded page in place (after an edit the server confirmed). */
  update(change: (page: Page & T) => Page & T): void;
}

export function usePages<T>(key: string, load: (cursor: string | null) => Promise<Page & T>): Pages<T> {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<(Page & T) | undefined>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const [lastKey, setLastKey] = useState(key);
  if (lastKey !== key) {
    setLastKey(key);
    setCursors([null]);
  }
  const cursor = cursors[cursors.length - 1];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reruns when the owner retries (attempt) or the query changes (key); it reads the rest through refs.
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(undefined);
    loadRef.current(cursor).then(
      (answer) => {
        if (!current) return;
        setPage(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failureText(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [key, cursor, attempt]);

  return {
    page,
    loading,
    error,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    next: useCallback(() => {
      if (page?.hasNextPage && page.nextPageCursor) setCursors((list) => [...list, page.nextPageCursor]);
    }, [page]),
    previous: useCallback(() => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)), []),
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    update: useCallback((change) => setPage((p) => (p ? change(p) : p)), []),
  };
}
