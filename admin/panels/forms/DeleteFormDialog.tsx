/**
 * Deleting a form, after a confirmation that says what stays: a form's submissions are never
 * lost (they stay in the submissions view under the form's last name, '(deleted form)', and
 * export as before), so the dialog says how many are kept. The delete is a draft like every
 * content delete (the form leaves the site at the next publish), naming the revision read just
 * before, so a change someone saved meanwhile is not deleted unseen (409).
 *
 * @module
 */
import { contentApi } from '../../editor';
import { Dialog } from '../../ui/Dialog';
import { count } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import { DELETED_FORM } from './form-status';
import type { FormSummary } from '../../../domain';

/** What the confirmation says stays of the form. */
export function keptText(form: Pick<FormSummary, 'name' | 'submissionCount'>): string {
  const n = form.submissionCount;
  if (n === 0) return 'It has no submissions.';
  return `Its ${count(n, 'submission is', 'submissions are')} kept: you can still read and export ${n === 1 ? 'it' : 'them'} here, under “${form.name} ${DELETED_FORM}”.`;
}

export interface DeleteFormDialogProps {
  form: FormSummary;
  onClose(): void;
  onDeleted(): void;
}

export function DeleteFormDialog({ form, onClose, onDeleted }: DeleteFormDialogProps) {
  const { busy, error, run } = useAction();

  const remove = () =>
    run(
      async () => {
        const found = await contentApi.document('form', form.id);
        await contentApi.saveDocument('form', form.id, found.revision, null);
        onDeleted();
      },
      { leaves: true },
    );

  return (
    <Dialog
      title={`Delete ${form.name}?`}
      onClose={onClose}
      description={<p>{keptText(form)} The form leaves the site when you next publish.</p>}
    >
      {error && (
        <p className="status status--error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={() => void remove()}>
          Delete form
        </button>
      </div>
    </Dialog>
  );
}
