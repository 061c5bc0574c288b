/**
 * The box around a table that may be wider than the screen. When it is (a phone, a long
 * table), it says so above the table and can be scrolled with the keyboard (focusable, named
 * by `label`); otherwise it is a plain box. Tables that read well as cards on a phone take
 * `table--cards` instead and never scroll (admin.css).
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export function TableWrap({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {overflowing && (
        <p className="table-wrap__hint" aria-hidden="true">
          Scroll the table sideways for more <span className="table-wrap__arrow">→</span>
        </p>
      )}
      <div
        ref={ref}
        className={`table-wrap${overflowing ? ' table-wrap--scrolls' : ''}`}
        aria-busy={busy}
        {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}
      >
        {children}
      </div>
    </>
  );
}
