import { useEffect, useId, useRef } from 'react';
import { useFocusTrap } from '../gallery/use-focus-trap';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question with two answers; Escape cancels, focus stays inside until it closes. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const id = useId();
  useFocusTrap(dialog, true);
  useEffect(() => confirm.current?.focus(), []);

  return (
    <div className="cart-modal">
      <div
        ref={dialog}
        className="cart-modal__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-describedby={`${id}-message`}
        aria-label="Remove item"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <p id={`${id}-message`}>{message}</p>
        <div className="cart-modal__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" ref={confirm} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
