/**
 * Comment moderation (issue 13): the visitors' comments held for moderation, oldest first, a
 * page at a time. Approve shows a comment on its post, Reject keeps it hidden for good, Delete
 * removes it (after a confirmation). A decided comment leaves the list at once; the page reloads behind it.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { failureText } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { Dialog } from '../../ui/Dialog';
import { dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import type { HeldComment } from '../../../domain';

type Action = 'approve' | 'reject' | 'delete';

const DONE: Record<Action, string> = {
  approve: 'approved: it shows on its post',
  reject: 'rejected',
  delete: 'deleted',
};

export function CommentsPanel() {
  const { owner } = useOwner();
  const pages = usePages<{ comments: HeldComment[] }>('held', (cursor) => ownerApi.heldComments(cursor));
  const [busy, setBusy] = useState<string>();
  const [result, setResult] = useState<{ text: string; error: boolean }>();
  // Deleting cannot be undone: it asks first.
  const [deleting, setDeleting] = useState<HeldComment>();
  const comments = pages.page?.comments ?? [];

  const act = async (comment: HeldComment, action: Action) => {
    setBusy(comment.id);
    setResult(undefined);
    try {
      await (action === 'approve'
        ? ownerApi.approveComment
        : action === 'reject'
          ? ownerApi.rejectComment
          : ownerApi.deleteComment)(comment.id);
      pages.update((page) => ({ ...page, comments: page.comments.filter((c) => c.id !== comment.id) }));
      setResult({
        text: `The comment by ${comment.authorName} on ${comment.itemTitle} was ${DONE[action]}.`,
        error: false,
      });
      pages.reload();
    } catch (failure) {
      setResult({ text: failureText(failure), error: true });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="panel">
      <PanelHeading title="Comments">Comments</PanelHeading>
      <p className="lead">
        Visitors’ comments wait here until you decide. Approved comments show on their post; rejected ones never do.
      </p>
      <div aria-live="polite">
        {result && <p className={`status${result.error ? ' status--error' : ''}`}>{result.text}</p>}
      </div>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the comments…</Loading>
      ) : comments.length === 0 ? (
        <Empty>No comments are waiting for moderation.</Empty>
      ) : (
        <ul className="held-comments" aria-busy={pages.loading}>
          {comments.map((comment) => (
            <li key={comment.id} className="card held-comment">
              <h2 className="card__title">
                {comment.authorName}
                <span className="muted"> on </span>
                {comment.itemUrl ? (
                  <a href={comment.itemUrl} target="_blank" rel="noopener">
                    {comment.itemTitle}
                  </a>
                ) : (
                  comment.itemTitle
                )}
              </h2>
              <p className="muted">{dateTime(comment.created, owner.site.locale)}</p>
              <blockquote className="held-comment__body">
                {comment.body.split(/\n{2,}/).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </blockquote>
              <div className="held-comment__actions">
                {(['approve', 'reject', 'delete'] as const).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={action === 'approve' ? 'button button--primary' : 'button'}
                    disabled={busy !== undefined}
                    onClick={() => (action === 'delete' ? setDeleting(comment) : act(comment, action))}
                  >
                    {busy === comment.id
                      ? 'Saving…'
                      : action === 'approve'
                        ? 'Approve'
                        : action === 'reject'
                          ? 'Reject'
                          : 'Delete'}
                    <span className="visually-hidden"> the comment by {comment.authorName}</span>
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager pages={pages} label="Held comments" />
      {deleting && (
        <Dialog
          title={`Delete the comment by ${deleting.authorName}?`}
          onClose={() => setDeleting(undefined)}
          description={<p>It is removed for good. To keep it hidden but on record, reject it instead.</p>}
        >
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setDeleting(undefined)}>
              Keep the comment
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy !== undefined}
              onClick={async () => {
                await act(deleting, 'delete');
                setDeleting(undefined);
              }}
            >
              Delete comment
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
