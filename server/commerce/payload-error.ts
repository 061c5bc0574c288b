/**
 * A malformed request body: HTTP 400 with one message per field, before anything is stored.
 *
 * @example
 *   throw new PayloadError({ quantity: 'Quantity must be a number.' });
 */
import * as v from 'valibot';
import { HttpError } from '../http-error';
import { COMMERCE_MESSAGES } from './messages';

export class PayloadError extends HttpError {
  override name = 'PayloadError';
  readonly fieldErrors: Record<string, string>;

  constructor(fieldErrors: Record<string, string>, message: string = COMMERCE_MESSAGES.invalidPayload) {
    super(400, message);
    this.fieldErrors = fieldErrors;
  }
}

/** The schema's output, or a PayloadError naming the first problem of each field. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const flat = v.flatten(result.issues);
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) if (messages?.[0]) fieldErrors[field] = messages[0];
  throw new PayloadError(fieldErrors, Object.keys(fieldErrors).length === 0 && flat.root?.[0] ? flat.root[0] : COMMERCE_MESSAGES.invalidPayload);
}
