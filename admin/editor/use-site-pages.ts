/**
 * The site's pages an editor links to: each collection (pages, blogs, shops, …) by its title
 * and path, from the drafts (`GET /api/owner/content/documents/collection`). Empty until
 * loaded, and when it cannot load (a link can still be typed).
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { contentApi } from './content-calls';

export interface SitePage {
  title: string;
  url: string;
}

export function useSitePages(): SitePage[] {
  const [pages, setPages] = useState<SitePage[]>([]);
  useEffect(() => {
    let current = true;
    contentApi.documents('collection').then(
      ({ documents }) => {
        if (!current) return;
        const found: SitePage[] = [];
        for (const doc of documents) {
          const body = doc.draft as { urlId?: unknown; title?: unknown } | null;
          if (body && typeof body.urlId === 'string')
            found.push({ title: String(body.title ?? body.urlId), url: `/${body.urlId}` });
        }
        setPages(found.sort((a, b) => a.title.localeCompare(b.title)));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return pages;
}
