/** The JSON body of a call, validated; a body that is not JSON is a 400 like any other bad payload. */
import { COMMERCE_MESSAGES, PayloadError, validate } from '../../commerce';
import type * as v from 'valibot';
import type { Context } from 'hono';

export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new PayloadError({}, COMMERCE_MESSAGES.invalidJson);
  }
  return validate(schema, body);
}
