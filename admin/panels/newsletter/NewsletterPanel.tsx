/**
 * The newsletter mailing list (issue 15): how many readers are signed up through the site's
 * newsletter block, how many left through their unsubscribe link, and the list as a CSV file.
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import { count } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';

export const NEWSLETTER_CSV_URL = '/api/owner/newsletter/subscribers.csv';

export function NewsletterPanel() {
  const loaded = useLoad('newsletter', () => ownerCall<{ subscribed: number; unsubscribed: number }>('GET', '/api/owner/newsletter'));
  return (
    <section className="panel">
      <PanelHeading title="Newsletter">Newsletter</PanelHeading>
      <p className="lead">Visitors who signed up with the newsletter form. Every newsletter email carries the reader’s own one-click unsubscribe link.</p>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !loaded.data ? (
        <Loading>Loading the list…</Loading>
      ) : (
        <div className="card">
          <p className="newsletter-counts">{`${count(loaded.data.subscribed, 'reader', 'readers')} on the list, ${count(loaded.data.unsubscribed, 'reader', 'readers')} unsubscribed.`}</p>
          <a className="button button--primary" href={NEWSLETTER_CSV_URL} download>
            Export CSV
          </a>
        </div>
      )}
    </section>
  );
}
