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
  const result = v.safeParse(schema, withAllKeys(schema, input));
  if (result.success) return result.output;
  const flat = v.flatten(result.issues);
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) if (messages?.[0]) fieldErrors[field] = messages[0];
  throw new PayloadError(fieldErrors, Object.keys(fieldErrors).length === 0 && flat.root?.[0] ? flat.root[0] : COMMERCE_MESSAGES.invalidPayload);
}

type SchemaNode = { type?: string; entries?: Record<string, SchemaNode>; wrapped?: SchemaNode };

/**
 * Valibot reports a missing key with its own wording; giving every key of the schema (as
 * undefined when absent) makes the field's own message the one the visitor sees.
 */
function withAllKeys(schema: SchemaNode, input: unknown): unknown {
  let node = schema;
  while (node.wrapped) node = node.wrapped;
  if (node.type !== 'object' || !node.entries || input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [key, entry] of Object.entries(node.entries)) filled[key] = withAllKeys(entry, filled[key]);
  return filled;
}
