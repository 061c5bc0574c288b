/**
 * One write at a time from a list screen (reorder, add to the navigation, an image step), with
 * what came of it in words: the done message, the stale-edit conflict, or the failure. While
 * it runs `busy` is true, so the screen holds its controls.
 *
 * @module
 */
import { failureText, isStaleEdit } from '../../api/owner-call';
import { EDITOR_WORDS } from '../../editor';
import { type Outcome, useAction } from '../../ui/use-action';

export type StepMessage = Outcome;

/** A step's failure in words: a list screen's stale edit says to reload, as the editors do. */
export const stepFailure = (failure: unknown): string =>
  isStaleEdit(failure) ? EDITOR_WORDS.conflict : failureText(failure);

export function useStep() {
  const { busy, outcome, run: runAction } = useAction();
  /** Runs `work`; on failure `undo` puts back what the screen showed early. */
  const run = async (work: () => Promise<void>, done: string, undo?: () => void): Promise<void> => {
    await runAction(
      async () => {
        await work();
        return done;
      },
      {
        explain: (failure) => {
          undo?.();
          return stepFailure(failure);
        },
      },
    );
  };
  return { busy, message: outcome, run };
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
