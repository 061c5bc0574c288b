import { useEffect, useId, useState } from 'react';
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
 * the page's; the thread is Disqus's, loaded from the site's embed script when the visitor asks
 * for it. Loading it tells a third party about the visit, so it waits for that click, as the
 * tracking waits for consent. The page's CSP allows Disqus on pages with this island only
 * (server/render/page-csp.ts).
 */
export function Disqus({ shortname, identifier, url, title }: DisqusProps) {
  const id = useId();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!shown) return;
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
  }, [shown, shortname, identifier, url, title]);

  return (
    <section className="comments comments--disqus" aria-labelledby={`${id}-heading`} data-disqus-shortname={shortname}>
      <h2 className="comments__heading" id={`${id}-heading`}>
        Comments
      </h2>
      {shown ? (
        <div id="disqus_thread" />
      ) : (
        <div className="comments__disqus-consent">
          <p id={`${id}-note`}>
            Comments on this site are hosted by Disqus. Showing them loads Disqus, which then knows of your visit.
          </p>
          <button type="button" className="button" aria-describedby={`${id}-note`} onClick={() => setShown(true)}>
            Show comments
          </button>
        </div>
      )}
    </section>
  );
}
