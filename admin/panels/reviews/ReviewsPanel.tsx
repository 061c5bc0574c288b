/**
 * Product reviews (issue 15): reviews held for moderation, approved and rejected, one tab
 * each; a held review is approved or rejected in place. Reviews from another store come in as
 * a CSV file (columns product, rating, author, review and optionally date), checked row by
 * row: a file with a bad row imports nothing and lists each problem by its line.
 *
 * @module
 */
import { useState } from 'react';
import { failureText } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { count, dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { useAction } from '../../ui/use-action';
import { reviewsApi, type ImportAnswer } from './reviews-api';
import type { OwnerReview, ReviewStatus } from '../../../domain';
import type { ChangeEvent, FormEvent } from 'react';

const TABS: { status: ReviewStatus; label: string; empty: string }[] = [
  { status: 'held', label: 'Held for moderation', empty: 'No review is waiting for you.' },
  { status: 'approved', label: 'Approved', empty: 'No review is approved yet.' },
  { status: 'rejected', label: 'Rejected', empty: 'No review was rejected.' },
];

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export function ReviewsPanel() {
  const { owner } = useOwner();
  const [status, setStatus] = useState<ReviewStatus>('held');
  const pages = usePages<{ reviews: OwnerReview[] }>(`reviews-${status}`, (cursor) => reviewsApi.list(status, cursor));
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const reviews = pages.page?.reviews ?? [];
  const tab = TABS.find((t) => t.status === status)!;

  const moderate = async (review: OwnerReview, to: 'approve' | 'reject') => {
    setBusy(review.id);
    try {
      await (to === 'approve' ? reviewsApi.approve(review.id) : reviewsApi.reject(review.id));
      setMessage({
        text: `${to === 'approve' ? 'Approved' : 'Rejected'} the review of ${review.productTitle} by ${review.authorName}.`,
        error: false,
      });
      pages.reload();
    } catch (failure) {
      setMessage({ text: failureText(failure), error: true });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="panel">
      <PanelHeading title="Product reviews">Product reviews</PanelHeading>
      <p className="lead">
        Buyers review what they bought through the link in their order email. Reviews show on product pages once
        approved.
      </p>
      <fieldset className="tabs">
        <legend className="visually-hidden">Reviews by status</legend>
        {TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            aria-pressed={t.status === status}
            className={`tab${t.status === status ? ' tab--active' : ''}`}
            onClick={() => setStatus(t.status)}
          >
            {t.label}
          </button>
        ))}
      </fieldset>
      <div aria-live="polite">
        {message && <p className={`status${message.error ? ' status--error' : ''}`}>{message.text}</p>}
      </div>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the reviews…</Loading>
      ) : reviews.length === 0 ? (
        <Empty>{tab.empty}</Empty>
      ) : (
        <ul className="reviews" aria-busy={pages.loading}>
          {reviews.map((review) => (
            <li key={review.id} className="card review">
              <h2 className="card__title">{review.productTitle}</h2>
              <p className="review__rating">
                <span aria-hidden="true">{stars(review.rating)}</span>
                <span className="visually-hidden">{`Rated ${review.rating} out of 5`}</span>
              </p>
              <p className="review__body">{review.body}</p>
              <p className="review__meta">{`${review.authorName}, ${dateTime(review.created, owner.site.locale)}${review.source === 'imported' ? ' (imported)' : ''}`}</p>
              {review.status !== 'approved' && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy === review.id}
                  onClick={() => moderate(review, 'approve')}
                >
                  Approve
                </button>
              )}{' '}
              {review.status !== 'rejected' && (
                <button
                  type="button"
                  className="button"
                  disabled={busy === review.id}
                  onClick={() => moderate(review, 'reject')}
                >
                  Reject
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager pages={pages} label="Reviews" />
      <ImportReviews onImported={() => (status === 'approved' ? pages.reload() : setStatus('approved'))} />
    </section>
  );
}

function ImportReviews({ onImported }: { onImported: () => void }) {
  const [csv, setCsv] = useState('');
  // The import's own answer (imported, or the rows it refused); a failed call is `error`.
  const [answer, setAnswer] = useState<ImportAnswer | undefined>();
  const { busy: sending, error, run } = useAction();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) setCsv(await file.text());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(undefined);
    await run(async () => {
      const result = await reviewsApi.importCsv(csv);
      setAnswer(result);
      if (result.ok) {
        setCsv('');
        onImported();
      }
    });
  };

  return (
    <form className="card import-reviews" onSubmit={submit}>
      <h2 className="card__title">Import reviews</h2>
      <p>
        A CSV file whose first row names the columns <code>product</code> (its id or URL slug), <code>rating</code> (1
        to 5), <code>author</code>, <code>review</code> and, if you like, <code>date</code> (YYYY-MM-DD). Imported
        reviews are approved at once.
      </p>
      <label htmlFor="import-file">CSV file</label>{' '}
      <input id="import-file" type="file" accept=".csv,text/csv" onChange={readFile} />
      <label htmlFor="import-text">Or paste the CSV</label>
      <textarea id="import-text" rows={5} value={csv} onChange={(event) => setCsv(event.currentTarget.value)} />
      <button type="submit" className="button button--primary" disabled={sending || csv.trim() === ''}>
        Import
      </button>
      <div aria-live="polite">
        {error && <p className="status status--error">{error}</p>}
        {answer?.ok && <p className="status">{`${count(answer.imported, 'review', 'reviews')} imported.`}</p>}
        {answer && !answer.ok && (
          <div className="status status--error" role="alert">
            <p>{answer.error}</p>
            {answer.rowErrors.length > 0 && (
              <ul className="row-errors">
                {answer.rowErrors.map((e) => (
                  <li key={`${e.row}-${e.field}`}>{`Line ${e.row}, ${e.field}: ${e.message}`}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
