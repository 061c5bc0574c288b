/**
 * One thing loaded from the server for a component: the answer, or the failure in words, and
 * a way to try again. A change of `key` loads again; an answer that arrives after the
 * component moved on is dropped.
 *
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../api/owner-call';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  retry(): void;
  /** Changes the loaded answer in place (after an edit the server confirmed). */
  update(change: (data: T) => T): void;
}

export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reruns when the owner retries (attempt) or the query changes (key); it reads the rest through refs.
  useEffect(() => {
    let current = true;
    setError(undefined);
    loadRef.current().then(
      (answer) => current && setData(answer),
      (failure: unknown) => current && setError(failureText(failure)),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return {
    data,
    error,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    update: useCallback((change: (data: T) => T) => setData((d) => (d === undefined ? d : change(d))), []),
  };
}
