/**
 * The owner calls of the reviews panel (README.md "Product reviews"): reviews by status,
 * approve, reject, and the CSV import, whose refusal lists each bad row.
 *
 * @module
 */
import { query } from '../../api/owner-api';
import { ApiCallError, CALL_MESSAGES, ownerCall } from '../../api/owner-call';
import { answerStatus, buildRequest } from '../../../domain';
import type { Page } from '../../api/owner-types';

export type ReviewStatus = 'held' | 'approved' | 'rejected';

export interface OwnerReview {
  id: string;
  itemId: string;
  productTitle: string;
  productUrl: string | null;
  source: 'native' | 'imported';
  status: ReviewStatus;
  rating: number;
  authorName: string;
  body: string;
  created: string;
}

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export type ImportAnswer = { ok: true; imported: number } | { ok: false; error: string; rowErrors: RowError[] };

export const reviewsApi = {
  list: (status: ReviewStatus, cursor: string | null) =>
    ownerCall<Page & { reviews: OwnerReview[] }>('GET', `/api/owner/reviews${query({ status, cursor })}`),
  approve: (id: string) =>
    ownerCall<{ review: OwnerReview }>('POST', `/api/owner/reviews/${encodeURIComponent(id)}/approve`),
  reject: (id: string) =>
    ownerCall<{ review: OwnerReview }>('POST', `/api/owner/reviews/${encodeURIComponent(id)}/reject`),
  /** A refusal of the file is an answer (its row errors are shown), not a failure. */
  async importCsv(csv: string): Promise<ImportAnswer> {
    let response: Response;
    try {
      response = await fetch('/api/owner/reviews/import', buildRequest('POST', { csv }, document.cookie));
    } catch {
      throw new ApiCallError(0, CALL_MESSAGES.offline);
    }
    const status = answerStatus(response);
    const body = (await response.json().catch(() => ({}))) as {
      imported?: number;
      error?: string;
      rowErrors?: RowError[];
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
