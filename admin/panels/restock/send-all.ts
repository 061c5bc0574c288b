/**
 * "Send all": every group with sign-ups whose variant is back in stock, gathered over all
 * pages of groups, then sent in small batches so the owner sees progress as it goes. The
 * server notifies a sign-up once only, so running it again after a failure sends no duplicate.
 *
 * @module
 */
import type { OwnerApi } from '../../api/owner-api';
import type { SignUpGroup } from '../../../domain';

/** Groups per `send/all` call: small enough for steady progress, far under the limit of 100. */
export const SEND_BATCH = 5;

export interface SendProgress {
  phase: 'gathering' | 'sending';
  /** Groups sent so far, of `total`. */
  done: number;
  total: number;
  /** Notices the server reports sent so far. */
  sent: number;
}

export async function sendAllRestock(
  api: Pick<OwnerApi, 'restockGroups' | 'sendRestockAll'>,
  progress: (p: SendProgress) => void,
): Promise<SendProgress> {
  const groups: SignUpGroup[] = [];
  let cursor: string | null = null;
  progress({ phase: 'gathering', done: 0, total: 0, sent: 0 });
  do {
    const page = await api.restockGroups(cursor);
    groups.push(...page.signUpGroups.filter((g) => g.inStock && g.signUps > 0));
    cursor = page.hasNextPage ? page.nextPageCursor : null;
  } while (cursor);

  const state: SendProgress = { phase: 'sending', done: 0, total: groups.length, sent: 0 };
  progress({ ...state });
  for (let at = 0; at < groups.length; at += SEND_BATCH) {
    const batch = groups.slice(at, at + SEND_BATCH);
    const { sent } = await api.sendRestockAll(batch.map(({ productId, variantId }) => ({ productId, variantId })));
    state.done += batch.length;
    state.sent += sent;
    progress({ ...state });
  }
  return state;
}
