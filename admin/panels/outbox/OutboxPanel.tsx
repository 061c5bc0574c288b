/**
 * Outbox: every mail the store wrote, newest first; a mail opens in place to show its text. Each
 * says what became of it: delivered to the mail server, kept here and never sent (no mail server
 * set, or the demo store's own mail), not delivered and why, or waiting to be sent.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { seesWholeGiftCardCodes, type OutboxKeptReason, type OutboxMail } from '../../../domain';

/** Why a kept mail was not sent, as the owner reads it. */
const KEPT_BECAUSE: Record<OutboxKeptReason, string> = {
  'no-mail-server': 'no mail server set',
  'demo-store': 'demo store mail to an example address',
};

export function OutboxPanel() {
  const { owner } = useOwner();
  const pages = usePages<{ mails: OutboxMail[] }>('outbox', (cursor) => ownerApi.outbox(cursor));
  const [openId, setOpenId] = useState<string | undefined>();
  const mails = pages.page?.mails ?? [];

  return (
    <section className="panel">
      <PanelHeading title="Outbox">Outbox</PanelHeading>
      {!seesWholeGiftCardCodes(owner.role) && (
        <p className="muted">
          Gift card codes show only their ending here (…ABCD): whoever has a whole code can spend it.
        </p>
      )}
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the outbox…</Loading>
      ) : mails.length === 0 ? (
        <Empty>No mail yet. Restock notices and other mail the store sends appear here.</Empty>
      ) : (
        <ul className="mails" aria-busy={pages.loading}>
          {mails.map((mail) => {
            const open = openId === mail.id;
            return (
              <li key={mail.id} className="card mail">
                <h2 className="card__title">
                  <button
                    type="button"
                    className="disclosure"
                    aria-expanded={open}
                    aria-controls={`mail-${mail.id}`}
                    onClick={() => setOpenId(open ? undefined : mail.id)}
                  >
                    <span aria-hidden="true" className="disclosure__icon" />
                    {mail.subject || '(no subject)'}
                  </button>
                </h2>
                <p className="mail__meta">
                  To <span className="break">{mail.to}</span>, {dateTime(mail.createdAt, owner.site.locale)}.{' '}
                  <MailState mail={mail} locale={owner.site.locale} />
                </p>
                {open && (
                  <div id={`mail-${mail.id}`} className="mail__body">
                    <pre>{mail.text}</pre>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager pages={pages} label="Outbox" />
    </section>
  );
}

function MailState({ mail, locale }: { mail: OutboxMail; locale: string }) {
  if (mail.deliveredAt) return <span className="badge badge--ok">Delivered {dateTime(mail.deliveredAt, locale)}</span>;
  if (mail.keptReason)
    return <span className="badge badge--muted">Kept in outbox — not sent: {KEPT_BECAUSE[mail.keptReason]}</span>;
  if (mail.lastError) return <span className="badge badge--warn">Not delivered: {mail.lastError}</span>;
  return <span className="badge">Not sent by email yet</span>;
}
