import { useEffect, useId, useRef } from 'react';
import { useShopWords } from '../shared/shop-words';
import { CartModal } from './CartModal';

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
  const words = useShopWords();
  useEffect(() => confirm.current?.focus(), []);

  return (
    <CartModal
      role="alertdialog"
      dialogRef={dialog}
      aria-describedby={`${id}-message`}
      aria-label={words.removeItem}
      onEscape={onCancel}
    >
      <p id={`${id}-message`}>{message}</p>
      <div className="cart-modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {words.cancel}
        </button>
        <button type="button" className="button button--danger" ref={confirm} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </CartModal>
  );
}
