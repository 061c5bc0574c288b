/**
 * Bringing a deleted form back: its newest revision that was not the delete becomes the draft
 * again (the content API's restore, naming the current revision, so a change saved meanwhile is
 * not overwritten unseen: 409). Like every restore it is a draft: the form returns to the site
 * at the next publish, and its stored submissions are under it again at once.
 *
 * @module
 */
import { ApiCallError } from '../../api/owner-call';
import { contentApi } from '../../editor';

/** What the list says when no revision of the form has a body left (a form known only by its submissions). */
export const NOTHING_TO_RESTORE = 'No earlier version of this form is kept, so it cannot be restored.';

/** False when there is nothing to restore; other failures throw as every owner call does. */
export async function restoreDeletedForm(formId: string): Promise<boolean> {
  const revisions = await contentApi.revisions('form', formId).then(
    (answer) => answer.revisions,
    (failure: unknown) => {
      if (failure instanceof ApiCallError && failure.status === 404) return [];
      throw failure;
    },
  );
  const [current] = revisions;
  const before = revisions.find((r) => r.change !== 'delete');
  if (!current || !before) return false;
  await contentApi.restore('form', formId, current.revision, before.revision);
  return true;
}
