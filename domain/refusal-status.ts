/**
 * Expected refusals in the browser (issue 13 item 6): a refused coupon (422), a declined card
 * (402) or a sold-out add (409) are normal outcomes, yet Chromium logs every answer of 400 or
 * more as 'Failed to load resource'. Our islands ask, with this request header, to receive
 * refusals as 200 answers that name the real status in the same header; the body is unchanged.
 * Other clients (and the islands' own code, through `answerStatus`) still see the real status.
 */
export const REFUSAL_HEADER = 'X-Refusal-Status';

/** What the islands send in REFUSAL_HEADER. */
export const REFUSAL_IN_HEADER = 'in-header';

/** The status the server meant: the one named in REFUSAL_HEADER, else the response's own. */
export function answerStatus(response: { status: number; headers: { get(name: string): string | null } }): number {
  const named = Number(response.headers.get(REFUSAL_HEADER));
  return Number.isInteger(named) && named >= 400 && named < 500 ? named : response.status;
}
