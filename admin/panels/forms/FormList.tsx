/**
 * `/config/forms`: the site's forms by name, each with where it stands (a new form is listed at
 * once with its Draft label, then Published or Unpublished changes, as the other content lists
 * say), its submissions' count and newest; Edit form and Delete form for editors. A deleted
 * form that left submissions stays, marked '(deleted form)', to read and export them.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { count, dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Empty, Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { DeleteFormDialog } from './DeleteFormDialog';
import { FormStatusBadge, formTitle } from './form-status';
import type { FormSummary } from '../../../domain';

export function FormList() {
  const { owner, can } = useOwner();
  const loaded = useLoad<FormSummary[]>('forms', () => ownerApi.forms().then((answer) => answer.forms));
  const [deleting, setDeleting] = useState<FormSummary>();
  const forms = loaded.data;
  const editable = can('content.write');

  return (
    <section className="panel">
      <PanelHeading
        title="Form submissions"
        actions={
          editable && (
            <Link className="button" to={configPath('forms', 'new')}>
              New form
            </Link>
          )
        }
      >
        Form submissions
      </PanelHeading>
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
                <Link to={configPath('forms', form.id)}>{formTitle(form)}</Link>{' '}
                <FormStatusBadge status={form.status} />
              </h2>
              <p>
                {count(form.submissionCount, 'submission', 'submissions')}
                {form.lastSubmittedOn && <>, the last on {dateTime(form.lastSubmittedOn, owner.site.locale)}</>}
              </p>
              {editable && form.status !== 'deleted' && (
                <p className="form-list__actions">
                  <Link to={configPath('forms', form.id, 'edit')} aria-label={`Edit form: ${form.name}`}>
                    Edit form
                  </Link>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Delete form: ${form.name}`}
                    onClick={() => setDeleting(form)}
                  >
                    Delete form
                  </button>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteFormDialog
          form={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setDeleting(undefined);
            loaded.retry();
          }}
        />
      )}
    </section>
  );
}
