/**
 * The end of a confirmation dialog's form: what went wrong last time, if anything, then the
 * button that keeps things as they are and the one that submits the change.
 */
export function ConfirmActions({
  error,
  keepLabel,
  confirmLabel,
  busy,
  onKeep,
}: {
  error?: string;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  onKeep(): void;
}) {
  return (
    <>
      {error && (
        <p className="status status--error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onKeep}>
          {keepLabel}
        </button>
        <button type="submit" className="button button--danger" disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
