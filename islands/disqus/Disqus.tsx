import { useEffect, useId } from 'react';
import { disqusEmbedUrl } from '../../domain';
import type { DisqusProps } from '../../domain';

interface DisqusPage {
  page: { identifier?: string; url?: string; title?: string };
}

interface DisqusWindow {
  disqus_config?: (this: DisqusPage) => void;
  DISQUS?: { reset(options: { reload: boolean; config: (this: DisqusPage) => void }): void };
}

/**
 * The Disqus thread of an item (spec §3 `disqusShortname`): the section and its heading are
 * the page's; the thread is Disqus's, loaded from the site's embed script once the page is live.
 * The page's CSP allows Disqus on pages with this island only (server/render/page-csp.ts).
 */
export function Disqus({ shortname, identifier, url, title }: DisqusProps) {
  const id = useId();

  useEffect(() => {
    const page = window as unknown as DisqusWindow;
    const config = function (this: DisqusPage) {
      this.page.identifier = identifier;
      this.page.url = new URL(url, location.href).href;
      this.page.title = title;
    };
    page.disqus_config = config;
    if (page.DISQUS) {
      page.DISQUS.reset({ reload: true, config });
      return;
    }
    const script = document.createElement('script');
    script.src = disqusEmbedUrl(shortname);
    script.async = true;
    script.dataset.timestamp = String(Date.now());
    document.head.append(script);
  }, [shortname, identifier, url, title]);

  return (
    <section className="comments comments--disqus" aria-labelledby={`${id}-heading`} data-disqus-shortname={shortname}>
      <h2 className="comments__heading" id={`${id}-heading`}>
        Comments
      </h2>
      <div id="disqus_thread" />
    </section>
  );
}
