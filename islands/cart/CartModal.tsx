import { useFocusTrap } from '../shared/use-focus-trap';
import type { AriaAttributes, ReactNode, RefObject } from 'react';

interface CartModalProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-describedby'> {
  role: 'dialog' | 'alertdialog';
  /** The dialog box, for the caller to move focus into when it opens. */
  dialogRef: RefObject<HTMLDivElement | null>;
  onEscape(): void;
  children: ReactNode;
}

/** The cart page's modal box: a backdrop, focus kept inside until it closes, and Escape to leave. */
export function CartModal({ role, dialogRef, onEscape, children, ...labels }: CartModalProps) {
  useFocusTrap(dialogRef, true);
  return (
    <div className="cart-modal">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is a prop (dialog or alertdialog), which the rule cannot see. */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal belongs to the dialog roles this element always has. */}
      <div
        ref={dialogRef}
        className="cart-modal__dialog"
        role={role}
        aria-modal="true"
        {...labels}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEscape();
        }}
      >
        {children}
      </div>
    </div>
  );
}
