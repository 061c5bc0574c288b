/**
 * The popup overlay (page type 104 on its own, shown over a site's pages): a newsletter sign-up
 * at one of nine positions. It opens after hydration, and only when local storage does not say
 * this version was closed or answered (keys `date-closed`, `version`, `submitted`), so a
 * visitor who closed it never sees it flash. Keyboard: focus moves into it when it opens,
 * Escape closes it, and focus goes back where it was. In the centre it is modal (focus stays
 * inside, the page behind is dimmed); in the other eight positions it leaves the page usable.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ENGLISH_WORDS, overlayDismissal, overlayShouldShow, sayerIn } from '../../domain';
import { readCookie } from '../shared/api-call';
import { useFocusTrap } from '../shared/use-focus-trap';
import { submitForm } from '../form/form-submit';
import type { PopupOverlayProps } from './popup-overlay-types';

/** Overlay hits (spec §7 /api/census/overlay) through the tracking script, when the page loads it and tracks this visitor. */
function recordOverlay(version: string, action: 'show' | 'close' | 'submit'): void {
  const tracking = (
    window as unknown as { siteTracking?: { recordOverlay?: (id: string, action: string) => Promise<void> } }
  ).siteTracking;
  void tracking?.recordOverlay?.(`popup-overlay:${version}`, action).catch(() => {});
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(values: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the overlay will simply show again next time.
  }
}

export function PopupOverlay({
  version,
  position,
  title,
  body,
  form,
  page,
  preview = false,
  words,
}: PopupOverlayProps) {
  const id = useId();
  const w = { ...ENGLISH_WORDS, ...words };
  // Messages of the form calls, written in English, said in the page's language.
  const say = sayerIn(words);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string; done: string }>({
    busy: false,
    error: '',
    done: '',
  });
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const modal = position === 'CENTER_CENTER';
  useFocusTrap(dialog, open && modal);

  useEffect(() => {
    if (preview) setOpen(true);
    else if (overlayShouldShow(readStorage, version)) {
      setOpen(true);
      recordOverlay(version, 'show');
    }
  }, [preview, version]);

  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
  }, [open]);

  const close = () => {
    if (!preview) {
      writeStorage(overlayDismissal(version, 'closed', new Date()));
      recordOverlay(version, 'close');
    }
    setOpen(false);
    returnTo.current?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setState({ busy: true, error: '', done: '' });
    const result = await submitForm({
      formId: form.id,
      values: { [form.emailFieldId]: email.trim() },
      crumb: readCookie('crumb') ?? '',
      page,
    });
    if (!result.ok)
      return setState({ busy: false, error: say(result.errors?.[form.emailFieldId] ?? result.message), done: '' });
    if (!preview) {
      writeStorage(overlayDismissal(version, 'submitted', new Date()));
      recordOverlay(version, 'submit');
    }
    setState({ busy: false, error: '', done: result.submissionMessage || w.signedUpThanks });
  };

  if (!open) return null;
  const [vertical, horizontal] = position.toLowerCase().split('_');
  return (
    <div
      className={`popup-overlay popup-overlay--${vertical}-${horizontal}${modal ? ' popup-overlay--modal' : ''}`}
      data-position={position}
    >
      <div
        ref={dialog}
        className="popup-overlay__dialog"
        role="dialog"
        aria-modal={modal ? true : undefined}
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      >
        <button type="button" className="popup-overlay__close" aria-label={w.close} onClick={close}>
          ×
        </button>
        <h2 id={`${id}-title`}>{title}</h2>
        {body && <p>{body}</p>}
        {form && !state.done ? (
          <form className="popup-overlay__form" onSubmit={submit} noValidate>
            <label htmlFor={`${id}-email`}>{form.emailLabel}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={state.error ? true : undefined}
              aria-describedby={state.error ? `${id}-error` : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="button" disabled={state.busy}>
              {state.busy ? w.formSubmitting : w.signUp}
            </button>
            {state.error && (
              <p className="field-error" id={`${id}-error`} role="alert">
                {state.error}
              </p>
            )}
          </form>
        ) : null}
        {state.done && (
          <p className="popup-overlay__done" role="status">
            {state.done}
          </p>
        )}
      </div>
    </div>
  );
}
