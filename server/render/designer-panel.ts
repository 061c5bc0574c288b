/**
 * Under `npm run dev` a page with template errors shows them in a panel fixed to the bottom
 * of the window, so the designer sees them where they look. Never rendered for visitors.
 */
import { escapeHtml } from '../../engine';
import { errorLocation, errorText } from './page-error';
import type { PageError } from './page-error';

export function designerPanel(errors: readonly PageError[]): string {
  if (errors.length === 0) return '';
  const rows = errors
    .map(
      (e) => `<li><code style="color:#ffb4a8">${escapeHtml(errorLocation(e))}</code> ${escapeHtml(errorText(e))}</li>`,
    )
    .join('');
  const heading = errors.length === 1 ? '1 template error' : `${errors.length} template errors`;
  return (
    '<aside id="template-errors" role="alert" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;' +
    'max-height:40vh;overflow:auto;margin:0;padding:12px 16px;background:#2b0f0f;color:#fff;' +
    'font:13px/1.5 ui-monospace,monospace;border-top:3px solid #e5484d">' +
    `<strong>${heading}</strong><ul style="margin:6px 0 0;padding-left:18px">${rows}</ul></aside>`
  );
}
