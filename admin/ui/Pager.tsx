/** "Previous page" and "Next page" under a paged list, with where the owner is. */
import type { Pages } from './use-pages';

export function Pager({ pages, label, onNext }: { pages: Pages<unknown>; label: string; onNext?: () => void }) {
  if (!pages.page || (!pages.hasPrevious && !pages.page.hasNextPage)) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" className="button" disabled={!pages.hasPrevious || pages.loading} onClick={pages.previous}>
        Previous page
      </button>
      <span className="pager__where">Page {pages.pageNumber}</span>
      <button
        type="button"
        className="button"
        disabled={!pages.page.hasNextPage || pages.loading}
        onClick={() => {
          onNext?.();
          pages.next();
        }}
      >
        Next page
      </button>
    </nav>
  );
}
