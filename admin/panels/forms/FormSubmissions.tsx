/**
 * `/config/forms/<id>`: one form's submissions, newest first, every answer as text under the
 * title its field had when it was sent, with a CSV export of all of them. A deleted form's
 * submissions read the same, under its last name marked '(deleted form)'.
 *
 * @module
 */
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { formTitle } from './form-status';
import type { SubmissionsPage } from '../../../domain';

export function FormSubmissions({ formId }: { formId: string }) {
  const { owner } = useOwner();
  const pages = usePages<Pick<SubmissionsPage, 'form' | 'submissions'>>(formId, (cursor) =>
    ownerApi.submissions(formId, cursor),
  );
  const form = pages.page?.form;
  const name = form ? formTitle(form) : 'Form';
  const submissions = pages.page?.submissions ?? [];

  return (
    <section className="panel">
      <p className="back">
        <Link to={configPath('forms')}>All forms</Link>
      </p>
      <PanelHeading
        title={`${name} submissions`}
        actions={
          submissions.length > 0 && (
            <a className="button" href={ownerApi.submissionsCsvUrl(formId)} download>
              Export CSV
            </a>
          )
        }
      >
        {name}
      </PanelHeading>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the submissions…</Loading>
      ) : submissions.length === 0 ? (
        <Empty>No one has sent this form yet.</Empty>
      ) : (
        <ol className="submissions" aria-busy={pages.loading}>
          {submissions.map((submission) => (
            <li key={submission.id} className="card submission">
              <h2 className="card__title">{dateTime(submission.submittedOn, owner.site.locale)}</h2>
              <p className="submission__page">
                Sent from {submission.pageTitle || submission.pagePath}{' '}
                <span className="variant__sku">({submission.pagePath})</span>
              </p>
              <dl className="answers">
                {submission.answers.map((answer) => (
                  <div key={answer.fieldId}>
                    <dt>{answer.title}</dt>
                    <dd>{answer.text || <span className="muted">No answer</span>}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <Pager pages={pages} label="Submissions" />
    </section>
  );
}
