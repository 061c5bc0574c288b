/**
 * One write a screen runs on the owner's word (save, create, delete, cancel), and the rule
 * every screen follows around it: the controls are held while it runs (`busy`), the last
 * outcome is cleared when it starts, and a failure ends as words the owner can read (with the
 * fields the server named) instead of an unhandled rejection. Owning that here means a screen
 * cannot forget to release its controls when the call throws.
 *
 * @module
 */
import { useCallback, useState } from 'react';
import { ApiCallError, failureText } from '../api/owner-call';

/** What came of a step, in words: its done message or its failure. */
export interface Outcome {
  text: string;
  error: boolean;
}

export interface RunOptions {
  /**
   * Success takes this screen away (a dialog closes, the app goes to another page), so the
   * controls stay held until it goes: nothing can be pressed twice in between.
   */
  leaves?: boolean;
  /**
   * The words for a failure, where a screen answers one failure its own way (a stale edit, a
   * file still in use); `undefined` shows nothing. By default, `failureText`.
   */
  explain?(failure: unknown): string | undefined;
}

export interface Action {
  busy: boolean;
  /** The last outcome; a check made before a call shows its verdict here too. */
  outcome: Outcome | undefined;
  /** The outcome's words when it is a failure, for screens that show only failures. */
  error: string | undefined;
  /** What the last failure said of each field, by the field's name. */
  fieldErrors: Record<string, string>;
  /** Shows (or clears) an outcome; `fieldErrors`, when given, replaces the fields' words. */
  setOutcome(outcome: Outcome | undefined, fieldErrors?: Record<string, string>): void;
  /** Shows (or clears) a failure in words. */
  setError(text: string | undefined): void;
  /**
   * Runs `work`, whose answer (if any) is its done message; answers whether it went through.
   * It never throws: a failure is shown instead.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a step with no done message just returns nothing.
  run(work: () => Promise<string | undefined | void>, options?: RunOptions): Promise<boolean>;
}

const NO_FIELDS: Record<string, string> = {};

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcomeState] = useState<Outcome>();
  const [fieldErrors, setFieldErrors] = useState(NO_FIELDS);

  // Stable, so effects and callbacks may list them as dependencies.
  const setOutcome = useCallback((next: Outcome | undefined, fields?: Record<string, string>) => {
    setOutcomeState(next);
    if (fields) setFieldErrors(fields);
  }, []);
  const setError = useCallback(
    (text: string | undefined) => setOutcomeState(text === undefined ? undefined : { text, error: true }),
    [],
  );

  const run: Action['run'] = async (work, options = {}) => {
    setBusy(true);
    setOutcomeState(undefined);
    setFieldErrors(NO_FIELDS);
    try {
      const done = await work();
      if (typeof done === 'string') setOutcomeState({ text: done, error: false });
      if (!options.leaves) setBusy(false);
      return true;
    } catch (failure) {
      const text = options.explain ? options.explain(failure) : failureText(failure);
      setOutcomeState(text === undefined ? undefined : { text, error: true });
      setFieldErrors(failure instanceof ApiCallError ? failure.fieldErrors : NO_FIELDS);
      setBusy(false);
      return false;
    }
  };

  return { busy, outcome, error: outcome?.error ? outcome.text : undefined, fieldErrors, setOutcome, setError, run };
}
