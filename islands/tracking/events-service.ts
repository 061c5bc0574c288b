/**
 * The events service client (spec §7, §8): `{ eventContent, eventSchemaName }` by beacon, or by
 * a request whose answer is checked: 200 or 202 is success, anything else logs
 * 'Error tracking event: HTTP Status' with the status and rejects. A refusal of a page's call
 * comes as 200 naming its status in `X-Refusal-Status` (server/tracking/shed-answer.ts): the
 * status meant is that one.
 */
import { answerStatus } from '../../domain';

export const EVENTS_SERVICE_PATH = '/api/events/service';

export async function trackEvent(
  eventSchemaName: string,
  content: Record<string, unknown>,
  options: { beacon?: boolean } = {},
): Promise<void> {
  const body = JSON.stringify({ eventContent: JSON.stringify(content), eventSchemaName });
  if (options.beacon !== false && navigator.sendBeacon?.(EVENTS_SERVICE_PATH, new Blob([body], { type: 'text/plain' })))
    return;
  const response = await fetch(EVENTS_SERVICE_PATH, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain' },
    credentials: 'same-origin',
  });
  const status = answerStatus(response);
  if (status !== 200 && status !== 202) {
    console.error('Error tracking event: HTTP Status', status);
    throw new Error(`Error tracking event: HTTP Status ${status}`);
  }
}
