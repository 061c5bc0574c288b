/**
 * Tracking calls arrive form-encoded (RecordHit, RecordEvent, census), as JSON, or as JSON in
 * a text/plain body (sendBeacon and the spec's "fallback XHR plain text"). The shared body
 * readers of server/http read them (a body that cannot be read, text that cannot be stored,
 * nesting too deep: a 400 naming the field); this only picks the reader by Content-Type.
 */
import { PayloadError, readForm, readJsonBody } from '../http';
import type { Context } from 'hono';

/** Form fields (first value of each) or a JSON object, by Content-Type. */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await readForm(c);
    const fields: Record<string, unknown> = {};
    for (const name of form.names()) {
      const value = form.get(name);
      if (value !== undefined) fields[name] = value;
    }
    return fields;
  }
  const value = await readJsonBody(c);
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new PayloadError({}, 'The body must be a JSON object or a form.');
  return value as Record<string, unknown>;
}

/** The body parsed as JSON whatever its Content-Type says (beacons send text/plain). */
export const readJsonText = readJsonBody;
