/**
 * A panel's heading. After client-side navigation focus moves to it, so screen readers announce
 * the new page as they would after a page load, and the document title follows.
 *
 * @module
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

let firstRender = true;

export function PanelHeading({
  children,
  title,
  actions,
}: {
  children: ReactNode;
  title: string;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const site = document.getElementById('admin-root')?.dataset.siteTitle;
    document.title = site ? `${title} — ${site}` : title;
    // On the first page of a visit the browser's own focus stays where it is.
    if (firstRender) firstRender = false;
    else ref.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <div className="panel-heading">
      <h1 ref={ref} tabIndex={-1}>
        {children}
      </h1>
      {actions && <div className="panel-heading__actions">{actions}</div>}
    </div>
  );
}
