/**
 * Tracking calls arrive form-encoded (RecordHit, RecordEvent, census), as JSON, or as JSON in
 * a text/plain body (sendBeacon and the spec's "fallback XHR plain text"). These read them
 * into plain values for the schemas; a body that cannot be read is a 400, never a 500.
 */
import { PayloadError, parseQueryText } from '../http';
import type { Context } from 'hono';

const UNREADABLE = 'The request body could not be read.';

/** Form fields (first value of each) or a JSON object, by Content-Type. */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of parseQueryText(await c.req.text())) if (!Object.hasOwn(fields, key)) fields[key] = value;
    return fields;
  }
  if (type.startsWith('multipart/form-data')) {
    const body = await c.req.parseBody().catch(() => {
      throw new PayloadError({}, UNREADABLE);
    });
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
    return fields;
  }
  const value = await readJsonText(c);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new PayloadError({}, 'The body must be a JSON object or a form.');
  return value as Record<string, unknown>;
}

/** The body parsed as JSON whatever its Content-Type says (beacons send text/plain). */
export async function readJsonText(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new PayloadError({}, 'The body must be JSON.');
  }
}
