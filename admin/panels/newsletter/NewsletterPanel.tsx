/**
 * The newsletter mailing list (issue 15): how many readers are signed up through the site's
 * newsletter block, how many left through their unsubscribe link, the list as a CSV file, and
 * (with `newsletter.send`) a letter to everyone on it. Each composed letter carries one issue
 * key, so a double click or a retry after a lost answer mails nobody twice.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { count } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { useAction } from '../../ui/use-action';
import type { FormEvent } from 'react';

export const NEWSLETTER_CSV_URL = '/api/owner/newsletter/subscribers.csv';

const newIssueKey = () => `issue-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function NewsletterPanel() {
  const { can } = useOwner();
  const loaded = useLoad('newsletter', ownerApi.newsletter);
  return (
    <section className="panel">
      <PanelHeading title="Newsletter">Newsletter</PanelHeading>
      <p className="lead">
        Visitors who signed up with the newsletter form. Every newsletter email carries the reader’s own one-click
        unsubscribe link.
      </p>
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
      {can('newsletter.send') && <ComposeLetter />}
    </section>
  );
}

function ComposeLetter() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [issueKey, setIssueKey] = useState(newIssueKey);
  const { busy: sending, outcome: result, fieldErrors, run } = useAction();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const { sent } = await ownerApi.sendNewsletter({ subject, body, issueKey });
      setSubject('');
      setBody('');
      setIssueKey(newIssueKey());
      return `Sent to ${count(sent, 'reader', 'readers')}.`;
    });
  };

  return (
    <form className="card compose-letter" onSubmit={send}>
      <h2 className="card__title">Write a letter</h2>
      <label htmlFor="letter-subject">Subject</label>
      <input
        id="letter-subject"
        value={subject}
        maxLength={200}
        onChange={(e) => setSubject(e.currentTarget.value)}
        required
      />
      {fieldErrors.subject && <p className="status status--error">{fieldErrors.subject}</p>}
      <label htmlFor="letter-body">Letter (a blank line starts a new paragraph)</label>
      <textarea
        id="letter-body"
        rows={8}
        value={body}
        maxLength={20000}
        onChange={(e) => setBody(e.currentTarget.value)}
        required
      />
      {fieldErrors.body && <p className="status status--error">{fieldErrors.body}</p>}
      <button type="submit" className="button button--primary" disabled={sending}>
        Send to the list
      </button>
      <div aria-live="polite">
        {result && <p className={`status${result.error ? ' status--error' : ''}`}>{result.text}</p>}
      </div>
    </form>
  );
}
