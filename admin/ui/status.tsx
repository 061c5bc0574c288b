/**
 * The states every panel shows in words: loading (a polite live region), a failure (an alert,
 * with a way to try again), and an empty list.
 *
 * @module
 */
import type { ReactNode } from 'react';

export function Loading({ children = 'Loading…' }: { children?: ReactNode }) {
  return (
    <p className="status status--loading" role="status">
      {children}
    </p>
  );
}

export function Failure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="status status--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="status status--empty">{children}</p>;
}
