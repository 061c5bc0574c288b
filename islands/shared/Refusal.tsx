import { useEffect, useRef } from 'react';

/** One refusal of a submitted form; `attempt` grows with each submission so a repeated message is announced and focused again. */
export interface RefusalState {
  message: string;
  attempt: number;
}

interface RefusalProps {
  refusal: RefusalState | null;
  /** Added after `form-refusal`, e.g. the form's own error class. */
  className?: string;
}

/**
 * Why the server (or the form) refused a submission, shown beside the submit button where the
 * visitor's eyes and finger are: announced (role=alert) and focused, so a phone scrolls to it
 * and a screen reader reads it, however far down the form the button sits. The fields keep
 * what was typed: the message replaces nothing.
 */
export function Refusal({ refusal, className }: RefusalProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const attempt = refusal?.attempt;
  useEffect(() => {
    if (attempt !== undefined) ref.current?.focus();
  }, [attempt]);
  if (!refusal) return null;
  return (
    <p ref={ref} className={`form-refusal ${className ?? ''}`.trim()} role="alert" tabIndex={-1}>
      {refusal.message}
    </p>
  );
}

/** The next refusal after `previous`, with `message`. */
export function nextRefusal(previous: RefusalState | null, message: string): RefusalState {
  return { message, attempt: (previous?.attempt ?? 0) + 1 };
}
