/**
 * Warns before leaving with unsaved changes: the browser's own question on a reload, a closed
 * tab or a typed address (`beforeunload`), and ours, in words, on a move inside the app
 * (a link, the back button: admin/app/router.tsx `addLeaveGuard`).
 *
 * @module
 */
import { useEffect } from 'react';
import { addLeaveGuard } from '../app/router';
import { EDITOR_WORDS } from './editor-words';

export function useLeaveGuard(unsaved: boolean, message: string = EDITOR_WORDS.leave): void {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const remove = addLeaveGuard(() => window.confirm(message));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      remove();
    };
  }, [unsaved, message]);
}
