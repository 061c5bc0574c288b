/**
 * The readers of request bodies. Every route reads its input through them, so each refusal
 * is the same 400 naming the field, and nothing malformed reaches a handler:
 * - `readJson(c, Schema)`: the body parsed with its depth capped, strings storable, numbers
 *   finite, then validated (an array where the schema wants an object is refused).
 * - `readJsonBody(c)`: the same checks without a schema.
 * - `readForm(c)`: an HTML form post (url-encoded or multipart); a body that cannot be parsed
 *   (multipart without a boundary, truncated), text that cannot be stored or more than
 *   `QUERY_PARSER_MAX_KEYS` (1000) fields is a 400. Another content type is an empty form.
 * - `readFormFile(c, name)`: a multipart form's file (an upload), parsed with the same one parse.
 * - `readFormField(c, name)`: one field's text, for the crumb check, which reads the token and
 *   leaves judging the other fields to the route (a body that cannot be parsed is still a 400).
 *
 * @example
 *   const body = await readJson(c, v.object({ code: safeString('A code is required.') }));
 *   const form = await readForm(c); // form.get('quantity')
 */
import { QUERY_PARSER_MAX_KEYS } from '../../domain';
import { INPUT_MESSAGES } from './input-messages';
import { parseJsonText } from './json-text';
import { PayloadError, validate } from './payload-error';
import { isSafeText } from './text-rules';
import type * as v from 'valibot';
import type { Context } from 'hono';

export async function readJsonBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new PayloadError({}, INPUT_MESSAGES.invalidJson);
  }
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed.value;
  if (parsed.path.length === 0) throw new PayloadError({}, parsed.message);
  throw new PayloadError({ [parsed.path.join('.')]: parsed.message });
}

export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return validate(schema, await readJsonBody(c));
}

/** A posted form's fields: `get` answers a field's first text value, `all` each of them. */
export interface PostedForm {
  get(name: string): string | undefined;
  all(name: string): string[];
  /** The names of the fields posted, in order. */
  names(): string[];
}

type FormValues = Map<string, (string | File)[]>;
const parsedForms = new WeakMap<object, Promise<FormValues>>();

/**
 * Every value of each field of a form post, parsed once per request: the crumb check's
 * readFormField and the route's `readForm` share it. A url-encoded body (what every form and
 * tracking hit posts) is parsed from its text, which the Node adapter reads straight from the
 * socket; hono's parseBody would make a web Response and a FormData of it first, the
 * costliest step of a tracking hit in a profile. Multipart goes through parseBody. Rejects
 * when the body cannot be read or parsed.
 */
function parsedForm(c: Context): Promise<FormValues> {
  let values = parsedForms.get(c.req);
  if (!values) parsedForms.set(c.req, (values = parseFormValues(c)));
  return values;
}

async function parseFormValues(c: Context): Promise<FormValues> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  const values: FormValues = new Map();
  const add = (name: string, value: string | File) => {
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  };
  if (type === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(await c.req.text())) add(name, value);
    return values;
  }
  for (const [name, value] of Object.entries(await c.req.parseBody({ all: true })))
    for (const item of Array.isArray(value) ? value : [value]) add(name, item);
  return values;
}

/** The texts posted under each name (files left out), in order; nothing judged but the count. */
async function formTexts(c: Context): Promise<Map<string, string[]>> {
  let values: FormValues;
  try {
    values = await parsedForm(c);
  } catch {
    throw new PayloadError({}, INPUT_MESSAGES.invalidForm);
  }
  // Counted as a query parser counts keys: every name=value pair, repeated names included.
  let pairs = 0;
  for (const list of values.values()) pairs += list.length;
  if (pairs > QUERY_PARSER_MAX_KEYS)
    throw new PayloadError({}, INPUT_MESSAGES.tooManyFormFields(QUERY_PARSER_MAX_KEYS));
  const texts = new Map<string, string[]>();
  for (const [name, list] of values)
    texts.set(
      name,
      list.filter((item): item is string => typeof item === 'string'),
    );
  return texts;
}

export async function readFormField(c: Context, name: string): Promise<string | undefined> {
  return (await formTexts(c)).get(name)?.[0];
}

/**
 * The file posted under `name` in a multipart form (the first, if several), or undefined. The
 * form is parsed once, as for `readForm`; a body that cannot be parsed is a 400.
 */
export async function readFormFile(c: Context, name: string): Promise<File | undefined> {
  let values: FormValues;
  try {
    values = await parsedForm(c);
  } catch {
    throw new PayloadError({}, INPUT_MESSAGES.invalidForm);
  }
  return values.get(name)?.find((item): item is File => typeof item !== 'string');
}

export async function readForm(c: Context): Promise<PostedForm> {
  const fields = await formTexts(c);
  for (const [name, texts] of fields) {
    if (!isSafeText(name)) throw new PayloadError({ [name]: INPUT_MESSAGES.textNotAllowed });
    for (const text of texts) if (!isSafeText(text)) throw new PayloadError({ [name]: INPUT_MESSAGES.textNotAllowed });
  }
  return {
    get: (name) => fields.get(name)?.[0],
    all: (name) => fields.get(name) ?? [],
    names: () => [...fields.keys()],
  };
}
