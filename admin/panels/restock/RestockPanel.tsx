/**
 * Restock notifications (spec §7): one group per product and variant with its sign-up count;
 * a group opens to its sign-ups; notices go out per group, or for every group back in stock
 * with a progress bar.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { failureText } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { EmailText } from '../../ui/EmailText';
import { count, dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { sendAllRestock } from './send-all';
import type { OwnerRestockSignUp, SignUpGroup } from '../../../domain';
import type { SendProgress } from './send-all';

const groupKey = (g: { productId: string; variantId: string }) => `${g.productId}/${g.variantId}`;
/** `Canvas Field Jacket, S / Indigo`; a product without variants is its name alone. */
const groupName = (g: SignUpGroup) =>
  g.variantLabel && g.variantLabel !== 'Default' ? `${g.productName}, ${g.variantLabel}` : g.productName;

export function RestockPanel() {
  const { can } = useOwner();
  const pages = usePages<{ signUpGroups: SignUpGroup[] }>('groups', (cursor) => ownerApi.restockGroups(cursor));
  const [open, setOpen] = useState<string | undefined>();
  const [results, setResults] = useState<Record<string, { text: string; error: boolean }>>({});
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const [progress, setProgress] = useState<SendProgress | undefined>();
  const [allResult, setAllResult] = useState<{ text: string; error: boolean } | undefined>();
  // Bumped by every send: an open sign-up table reads its rows again, so its "Notified" column
  // agrees with the group's count above it (issue 26).
  const [sends, setSends] = useState(0);
  const canSend = can('restock.send');
  const groups = pages.page?.signUpGroups ?? [];

  const sendOne = async (group: SignUpGroup) => {
    const key = groupKey(group);
    setBusy((set) => new Set(set).add(key));
    try {
      const { sent } = await ownerApi.sendRestock(group.productId, group.variantId);
      // Said above the list: once everyone is notified the group leaves it when it reloads.
      setAllResult({
        text:
          sent > 0
            ? `${count(sent, 'notice', 'notices')} sent for ${groupName(group)}.`
            : `Everyone waiting for ${groupName(group)} has been notified already.`,
        error: false,
      });
      setResults(({ [key]: _, ...rest }) => rest);
      setSends((n) => n + 1);
      pages.reload();
    } catch (failure) {
      setResults((r) => ({ ...r, [key]: { text: failureText(failure), error: true } }));
    } finally {
      setBusy((set) => {
        const next = new Set(set);
        next.delete(key);
        return next;
      });
    }
  };

  const sendAll = async () => {
    setAllResult(undefined);
    setResults({});
    try {
      const done = await sendAllRestock(ownerApi, setProgress);
      setAllResult({
        text:
          done.total === 0
            ? 'No variant with sign-ups is back in stock: nothing to send.'
            : `${count(done.sent, 'notice', 'notices')} sent for ${count(done.total, 'variant', 'variants')}.`,
        error: false,
      });
      setSends((n) => n + 1);
      pages.reload();
    } catch (failure) {
      setSends((n) => n + 1);
      setAllResult({
        text: `${failureText(failure)} Notices already sent stay sent; sending again skips them.`,
        error: true,
      });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <section className="panel">
      <PanelHeading
        title="Restock notifications"
        actions={
          canSend && (
            <button
              type="button"
              className="button button--primary"
              onClick={sendAll}
              disabled={progress !== undefined}
            >
              Send all notices
            </button>
          )
        }
      >
        Restock notifications
      </PanelHeading>
      <p className="lead">
        Visitors who asked to hear when a sold-out variant is back. A notice goes to each of them once.
      </p>
      <div className="send-all" aria-live="polite">
        {progress && (
          <div className="progress">
            <label htmlFor="send-all-progress">
              {progress.phase === 'gathering'
                ? 'Finding the variants back in stock…'
                : `Sending: ${progress.done} of ${progress.total} variants, ${count(progress.sent, 'notice', 'notices')} sent`}
            </label>
            <progress
              id="send-all-progress"
              max={progress.total || 1}
              value={progress.phase === 'gathering' ? undefined : progress.done}
            />
          </div>
        )}
        {allResult && <p className={`status${allResult.error ? ' status--error' : ''}`}>{allResult.text}</p>}
      </div>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the sign-ups…</Loading>
      ) : groups.length === 0 ? (
        <Empty>No one is waiting for a restock.</Empty>
      ) : (
        <ul className="groups" aria-busy={pages.loading}>
          {groups.map((group) => {
            const key = groupKey(group);
            const isOpen = open === key;
            const result = results[key];
            // Why "Send notices" cannot be used for this group, if it cannot.
            const why = !group.inStock
              ? 'Add stock first: a notice says the variant is back.'
              : group.signUps === 0
                ? 'Everyone here has been notified.'
                : undefined;
            return (
              <li key={key} className="card group">
                <div className="group__head">
                  <h2 className="card__title">
                    <button
                      type="button"
                      className="disclosure"
                      aria-expanded={isOpen}
                      aria-controls={`signups-${key}`}
                      onClick={() => setOpen(isOpen ? undefined : key)}
                    >
                      <span aria-hidden="true" className="disclosure__icon" />
                      {groupName(group)}
                    </button>
                  </h2>
                  <p className="group__count">
                    {count(group.signUps, 'sign-up', 'sign-ups')}
                    {group.inStock ? (
                      <span className="badge badge--ok">In stock</span>
                    ) : (
                      <span className="badge badge--warn">Sold out</span>
                    )}
                  </p>
                  {canSend && (
                    <button
                      type="button"
                      className="button"
                      disabled={why !== undefined || busy.has(key) || progress !== undefined}
                      aria-describedby={why ? `why-${key}` : undefined}
                      onClick={() => sendOne(group)}
                    >
                      {busy.has(key) ? 'Sending…' : 'Send notices'}
                      <span className="visually-hidden"> for {groupName(group)}</span>
                    </button>
                  )}
                  {canSend && why && (
                    <p id={`why-${key}`} className="muted">
                      {why}
                    </p>
                  )}
                </div>
                {result && (
                  <p
                    className={`status${result.error ? ' status--error' : ''}`}
                    role={result.error ? 'alert' : 'status'}
                  >
                    {result.text}
                  </p>
                )}
                {isOpen && <SignUps id={`signups-${key}`} group={group} sends={sends} />}
              </li>
            );
          })}
        </ul>
      )}
      <Pager pages={pages} label="Restock groups" />
    </section>
  );
}

/** `sends` counts the sends so far: a new one reloads the rows from their first page. */
function SignUps({ id, group, sends }: { id: string; group: SignUpGroup; sends: number }) {
  const { owner } = useOwner();
  const pages = usePages<{ signUps: OwnerRestockSignUp[] }>(`${groupKey(group)}#${sends}`, (cursor) =>
    ownerApi.restockSignUps(group.productId, group.variantId, cursor),
  );
  const signUps = pages.page?.signUps ?? [];
  return (
    <div id={id} className="signups">
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the sign-ups…</Loading>
      ) : signUps.length === 0 ? (
        <Empty>No sign-ups.</Empty>
      ) : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">Sign-ups for {groupName(group)}</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Signed up</th>
                <th scope="col">Mailing list</th>
                <th scope="col">Notified</th>
              </tr>
            </thead>
            <tbody>
              {signUps.map((signUp) => (
                <tr key={`${signUp.email}/${signUp.createdOn}`}>
                  <th scope="row">
                    <EmailText address={signUp.email} />
                  </th>
                  <td data-label="Signed up">{dateTime(signUp.createdOn, owner.site.locale)}</td>
                  <td data-label="Mailing list">{signUp.joinMailingList ? 'Joined' : 'No'}</td>
                  <td data-label="Notified">
                    {signUp.notifiedOn ? dateTime(signUp.notifiedOn, owner.site.locale) : 'Not yet'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pages={pages} label="Sign-ups" />
    </div>
  );
}
