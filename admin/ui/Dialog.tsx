/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes on Escape (which
 * reports through `onClose`) and makes the rest of the page inert. Focus returns to what had it.
 *
 * @module
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** What the dialog is for, read after the title. */
  description?: ReactNode;
}

export function Dialog({ title, onClose, children, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {description && (
        <div id={descriptionId} className="dialog__description">
          {description}
        </div>
      )}
      {children}
    </dialog>
  );
}
