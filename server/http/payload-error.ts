/**
 * A malformed request: HTTP 400 (or the 4xx given) with one message per field, before anything is stored. The
 * app's error handler answers it as `{ error, fieldErrors }` (nested fields as `a.b`).
 *
 * @example
 *   throw new PayloadError({ quantity: 'Quantity must be a number.' });
 *   const body = validate(Schema, input); // or a PayloadError naming each bad field
 */
import * as v from 'valibot';
import { HttpError } from '../http-error';
import { INPUT_MESSAGES } from './input-messages';

export class PayloadError extends HttpError {
  override name = 'PayloadError';
  readonly fieldErrors: Record<string, string>;

  /** `status`: 400, or a more precise 4xx (413 a file too large, 415 a file type we do not take). */
  constructor(fieldErrors: Record<string, string>, message: string = INPUT_MESSAGES.invalidPayload, status = 400) {
    super(status, message);
    this.fieldErrors = fieldErrors;
  }
}

/** The schema's output, or a PayloadError naming the first problem of each field. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const lists = listsForObjects(schema, input, []);
  if (lists.includes('')) throw new PayloadError({}, INPUT_MESSAGES.notAnObject);
  if (lists.length > 0)
    throw new PayloadError(Object.fromEntries(lists.map((field) => [field, INPUT_MESSAGES.mustBeObject])));
  const result = v.safeParse(schema, withAllKeys(schema, input));
  if (result.success) return result.output;
  const flat = v.flatten(result.issues);
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {}))
    if (messages?.[0]) fieldErrors[field] = messages[0];
  throw new PayloadError(
    fieldErrors,
    Object.keys(fieldErrors).length === 0 && flat.root?.[0] ? flat.root[0] : INPUT_MESSAGES.invalidPayload,
  );
}

type SchemaNode = { type?: string; entries?: Record<string, SchemaNode>; wrapped?: SchemaNode };

function objectNode(schema: SchemaNode): SchemaNode | undefined {
  let node = schema;
  while (node.wrapped) node = node.wrapped;
  return node.type === 'object' && node.entries ? node : undefined;
}

/**
 * Paths ('' for the body itself) where the schema wants an object and the input has an array:
 * valibot's object schema accepts arrays (they are objects), so `[]` would pass as `{}`.
 */
function listsForObjects(schema: SchemaNode, input: unknown, path: string[]): string[] {
  const node = objectNode(schema);
  if (!node || input === null || typeof input !== 'object') return [];
  if (Array.isArray(input)) return [path.join('.')];
  return Object.entries(node.entries!).flatMap(([key, entry]) =>
    Object.hasOwn(input, key) ? listsForObjects(entry, (input as Record<string, unknown>)[key], [...path, key]) : [],
  );
}

/**
 * Valibot reports a missing key with its own wording; giving every key of the schema (as
 * undefined when absent) makes the field's own message the one the visitor sees.
 */
function withAllKeys(schema: SchemaNode, input: unknown): unknown {
  const node = objectNode(schema);
  if (!node || input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [key, entry] of Object.entries(node.entries!)) filled[key] = withAllKeys(entry, filled[key]);
  return filled;
}
