/**
 * Form submissions: the site's forms with their counts; `/config/forms/<id>` lists one form's
 * submissions newest first, every answer as text, with a CSV export of all of them.
 *
 * @module
 */
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { count, dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { usePages } from '../../ui/use-pages';
import type { FormSummary, Submission } from '../../../domain';

export function FormsPanel({ segments }: { segments: string[] }) {
  return segments[0] ? <Submissions formId={segments[0]} /> : <FormList />;
}

function FormList() {
  const { owner } = useOwner();
  const loaded = useLoad<FormSummary[]>('forms', () => ownerApi.forms().then((answer) => answer.forms));
  const forms = loaded.data;

  return (
    <section className="panel">
      <PanelHeading title="Form submissions">Form submissions</PanelHeading>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !forms ? (
        <Loading>Loading the forms…</Loading>
      ) : forms.length === 0 ? (
        <Empty>This site has no forms.</Empty>
      ) : (
        <ul className="cards">
          {forms.map((form) => (
            <li key={form.id} className="card">
              <h2 className="card__title">
                <Link to={configPath('forms', form.id)}>{form.name}</Link>
              </h2>
              <p>
                {count(form.submissionCount, 'submission', 'submissions')}
                {form.lastSubmittedOn && <>, the last on {dateTime(form.lastSubmittedOn, owner.site.locale)}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Submissions({ formId }: { formId: string }) {
  const { owner } = useOwner();
  const pages = usePages<{ form: { id: string; name: string }; submissions: Submission[] }>(formId, (cursor) =>
    ownerApi.submissions(formId, cursor),
  );
  const name = pages.page?.form.name ?? 'Form';
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
