import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface ModalProps {
  title: string;
  /** Shown visually too; some dialogs show their own heading and keep this for screen readers. */
  hideTitle?: boolean;
  closeLabel: string;
  className?: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal `<dialog>`: the browser makes the page behind it inert (focus stays inside) and
 * closes it on Escape; a click on the backdrop closes it too. Focus goes back where it was.
 */
export function Modal({ title, hideTitle, closeLabel, className, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; Escape closes through the dialog's cancel event
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__body">
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
          {title}
        </h2>
        {children}
        <button type="button" className="modal__close" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
