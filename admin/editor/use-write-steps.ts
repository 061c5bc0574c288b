/**
 * The writes of an editor (save, publish, discard, restore), one at a time, and what came of
 * them: `saving` while one runs, the failure in words with the fields it names, the stale-edit
 * 409 as a `conflict` (only a reload goes on from there), and a short `notice` of what just
 * happened. The document editor and the translation editor both answer through it.
 *
 * @module
 */
import { useState } from 'react';
import { failureText, isStaleEdit } from '../api/owner-call';
import { useAction } from '../ui/use-action';

export interface WriteSteps {
  saving: boolean;
  error: string | undefined;
  fieldErrors: Record<string, string>;
  conflict: boolean;
  setConflict(conflict: boolean): void;
  notice: string | undefined;
  setNotice(notice: string | undefined): void;
  setError(error: string | undefined): void;
  /** Runs `work` after clearing the last outcome; answers whether it went through. */
  step(work: () => Promise<void>): Promise<boolean>;
  /** Forgets the last failure and conflict (the document was loaded again). */
  reset(): void;
}

/**
 * A step's failure words where a stale edit is not a failure but the conflict (only a reload
 * goes on from it): `onConflict` shows it, and nothing is said besides.
 */
export function staleEditAsConflict(onConflict: () => void): (failure: unknown) => string | undefined {
  return (failure) => {
    if (!isStaleEdit(failure)) return failureText(failure);
    onConflict();
    return undefined;
  };
}

export function useWriteSteps(): WriteSteps {
  const { busy, error, fieldErrors, setOutcome, setError, run } = useAction();
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string>();

  const step = (work: () => Promise<void>): Promise<boolean> => {
    setNotice(undefined);
    return run(work, { explain: staleEditAsConflict(() => setConflict(true)) });
  };

  const reset = () => {
    setConflict(false);
    setOutcome(undefined, {});
  };

  return { saving: busy, error, fieldErrors, conflict, setConflict, notice, setNotice, setError, step, reset };
}
