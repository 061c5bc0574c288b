import { useEffect } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside `ref` while `active`: Tab and Shift+Tab wrap around, and focus
 * that lands outside (a click on the page behind) is pulled back.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const focusables = () => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const current = container.ownerDocument.activeElement;
      if (!first || (event.shiftKey && current === first) || (!event.shiftKey && current === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!container.contains(event.target as Node)) focusables()[0]?.focus();
    };

    container.addEventListener('keydown', onKeyDown);
    container.ownerDocument.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      container.ownerDocument.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, active]);
}
