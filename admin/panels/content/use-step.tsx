/**
 * One write at a time from a list screen (reorder, add to the navigation, an image step), with
 * what came of it in words: the done message, the stale-edit conflict, or the failure. While
 * it runs `busy` is true, so the screen holds its controls.
 *
 * @module
 */
import { useState } from 'react';
import { ApiCallError, failureText } from '../../api/owner-call';
import { EDITOR_WORDS } from '../../editor';

export interface StepMessage {
  text: string;
  error: boolean;
}

export function useStep() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<StepMessage | undefined>();
  /** Runs `work`; on failure `undo` puts back what the screen showed early. */
  const run = async (work: () => Promise<void>, done: string, undo?: () => void): Promise<void> => {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
      setMessage({ text: done, error: false });
    } catch (failure) {
      undo?.();
      const stale = failure instanceof ApiCallError && failure.status === 409;
      setMessage({ text: stale ? EDITOR_WORDS.conflict : failureText(failure), error: true });
    } finally {
      setBusy(false);
    }
  };
  return { busy, setBusy, message, run };
}

/** The step's outcome: a polite status there from the start (so it is announced), or an alert for a failure. */
export function StepOutcome({ message }: { message: StepMessage | undefined }) {
  return (
    <>
      <p className="muted" role="status">
        {message && !message.error ? message.text : ''}
      </p>
      {message?.error && (
        <p className="field__error" role="alert">
          {message.text}
        </p>
      )}
    </>
  );
}
