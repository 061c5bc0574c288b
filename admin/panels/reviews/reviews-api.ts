/**
 * The owner calls of the reviews panel (README.md "Product reviews"): reviews by status,
 * approve, reject, and the CSV import, whose refusal lists each bad row.
 *
 * @module
 */
import { query } from '../../api/owner-api';
import { ApiCallError, CALL_MESSAGES, ownerCall } from '../../api/owner-call';
import { answerStatus, buildRequest } from '../../../domain';
import type {
  OwnerReviewsPage,
  ReviewImportRefused,
  ReviewModerated,
  ReviewStatus,
  ReviewsImported,
} from '../../../domain';

/** What the panel shows of an import: the server's answer, a refusal included. */
export type ImportAnswer = ({ ok: true } & ReviewsImported) | ({ ok: false } & ReviewImportRefused);

export const reviewsApi = {
  list: (status: ReviewStatus, cursor: string | null) =>
    ownerCall<OwnerReviewsPage>('GET', `/api/owner/reviews${query({ status, cursor })}`),
  approve: (id: string) => ownerCall<ReviewModerated>('POST', `/api/owner/reviews/${encodeURIComponent(id)}/approve`),
  reject: (id: string) => ownerCall<ReviewModerated>('POST', `/api/owner/reviews/${encodeURIComponent(id)}/reject`),
  /** A refusal of the file is an answer (its row errors are shown), not a failure. */
  async importCsv(csv: string): Promise<ImportAnswer> {
    let response: Response;
    try {
      response = await fetch('/api/owner/reviews/import', buildRequest('POST', { csv }, document.cookie));
    } catch {
      throw new ApiCallError(0, CALL_MESSAGES.offline);
    }
    const status = answerStatus(response);
    // 201 is ReviewsImported, 400 a ReviewImportRefused or (a bad body) the usual field errors.
    const body = (await response.json().catch(() => ({}))) as Partial<ReviewsImported & ReviewImportRefused> & {
      fieldErrors?: Record<string, string>;
    };
    if (status === 201) return { ok: true, imported: body.imported ?? 0 };
    if (status === 400)
      return {
        ok: false,
        error: body.fieldErrors?.csv ?? body.error ?? CALL_MESSAGES.tryAgain,
        rowErrors: body.rowErrors ?? [],
      };
    throw new ApiCallError(status, body.error ?? CALL_MESSAGES.tryAgain);
  },
};
