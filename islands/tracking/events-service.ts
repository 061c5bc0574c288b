/**
 * The events service client (spec §7, §8): `{ eventContent, eventSchemaName }` by beacon, or by
 * a request whose answer is checked: 200 or 202 is success, anything else logs
 * 'Error tracking event: HTTP Status' with the status and rejects.
 */
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
  if (response.status !== 200 && response.status !== 202) {
    console.error('Error tracking event: HTTP Status', response.status);
    throw new Error(`Error tracking event: HTTP Status ${response.status}`);
  }
}
