/**
 * The header's menu button on phones (spec §2 viewports: mobile is at most 432px wide): it
 * opens and closes the main navigation, which the stylesheet folds away there while the header
 * says `data-menu="closed"`. Plain DOM, not an island: it is the same on every page and has
 * no state worth rendering. Escape closes an open menu and puts focus back on the button, and so
 * does the window growing past the phone width (the navigation then shows on its own).
 *
 * @module
 */

import { onViewportChange } from '../domain';

export function enhanceMenuButtons(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-menu-button]')) {
    const header = button.closest<HTMLElement>('[data-menu]');
    if (!header) continue;
    const set = (open: boolean) => {
      header.dataset.menu = open ? 'open' : 'closed';
      button.setAttribute('aria-expanded', String(open));
    };
    button.addEventListener('click', () => set(header.dataset.menu !== 'open'));
    onViewportChange(doc.defaultView ?? undefined, (viewport) => {
      if (viewport === 'desktop') set(false);
    });
    header.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || header.dataset.menu !== 'open') return;
      set(false);
      button.focus();
    });
  }
}
