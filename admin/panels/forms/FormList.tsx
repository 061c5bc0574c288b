/**
 * `/config/forms`: the site's forms by name, each with where it stands (a new form is listed at
 * once with its Draft label, then Published or Unpublished changes, as the other content lists
 * say), its submissions' count and newest; Edit form and Delete form for editors. A deleted
 * form stays, marked '(deleted form)', to read and export its submissions, with Restore form for
 * editors (restore-form.ts).
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
import { failureText } from '../../api/owner-call';
import { DeleteFormDialog } from './DeleteFormDialog';
import { FormStatusBadge, formTitle } from './form-status';
import { NOTHING_TO_RESTORE, restoreDeletedForm } from './restore-form';
import type { FormSummary } from '../../../domain';

export function FormList() {
  const { owner, can } = useOwner();
  const loaded = useLoad<FormSummary[]>('forms', () => ownerApi.forms().then((answer) => answer.forms));
  const [deleting, setDeleting] = useState<FormSummary>();
  const [restoring, setRestoring] = useState<string>();
  const [restoreError, setRestoreError] = useState<{ formId: string; message: string }>();
  const forms = loaded.data;
  const editable = can('content.write');

  const restore = async (form: FormSummary) => {
    setRestoring(form.id);
    setRestoreError(undefined);
    try {
      if (await restoreDeletedForm(form.id)) loaded.retry();
      else setRestoreError({ formId: form.id, message: NOTHING_TO_RESTORE });
    } catch (failure) {
      setRestoreError({ formId: form.id, message: failureText(failure) });
    } finally {
      setRestoring(undefined);
    }
  };

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
              {editable && form.status === 'deleted' && (
                <p className="form-list__actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Restore form: ${form.name}`}
                    disabled={restoring === form.id}
                    onClick={() => void restore(form)}
                  >
                    Restore form
                  </button>
                </p>
              )}
              {restoreError?.formId === form.id && (
                <p className="status status--error" role="alert">
                  {restoreError.message}
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
