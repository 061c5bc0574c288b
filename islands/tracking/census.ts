/**
 * Census hits (spec §7): each marked button (`data-census-button`) when it renders and when it
 * is clicked (2.5 s limit), each form when it renders. Overlays record themselves through
 * `recordOverlay`.
 */
import { BUTTON_HIT_TIMEOUT_MS } from '../../domain';
import { postFormWithin, sendForm } from './send';

export interface PageFields {
  visitorCookie: string;
  url: string;
  title: string;
  pageId?: string;
  collectionId?: string;
  itemId?: string;
}

function clean(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function recordButtons(page: PageFields, doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLElement>('[data-census-button]')) {
    const fields = clean({
      ...page,
      buttonId: button.dataset.censusButton?.slice(0, 200),
      label: button.textContent?.trim().slice(0, 200),
      href: button.getAttribute('href')?.slice(0, 2048),
    });
    void postFormWithin('/api/census/button-render', fields, BUTTON_HIT_TIMEOUT_MS);
    button.addEventListener(
      'click',
      () => void postFormWithin('/api/census/button-click', fields, BUTTON_HIT_TIMEOUT_MS),
    );
  }
}

export function recordFormRenders(page: PageFields, doc: Document = document): void {
  const ids = new Set<string>();
  for (const input of doc.querySelectorAll<HTMLInputElement>('form input[type="hidden"][name="formId"]'))
    if (input.value) ids.add(input.value.slice(0, 100));
  for (const formId of ids) sendForm('/api/census/form-render', clean({ ...page, formId }));
}

export function recordOverlay(page: PageFields, overlayId: string, action: string): Promise<void> {
  return postFormWithin('/api/census/overlay', clean({ ...page, overlayId, action }), BUTTON_HIT_TIMEOUT_MS);
}
