/**
 * A form document saved through the content API (`PUT /api/owner/content/documents/form/{key}`,
 * the form builder of /config): checked with valibot before it is stored, a 400 naming each
 * field (`body.fields.2.options`, `body.successRedirect`, …), and its submission HTML sanitised,
 * since the form's templates and island print it as it is.
 */
import * as v from 'valibot';
import { FORM_DOCUMENT_MESSAGES as M, FORM_FIELD_TYPES, isAllowedRedirect, isEmail } from '../../domain';
import { sanitiseOwnerHtml } from '../content/owner-html';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `At most ${max} characters.`));

const FormField = v.pipe(
  v.looseObject({
    id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'A field id is 1 to 100 letters, digits, - or _.')),
    type: v.picklist(FORM_FIELD_TYPES, (issue) => `${String(issue.input)} is not one of the expected options`),
    title: v.optional(text(500)),
    description: v.optional(text(2000)),
    placeholder: v.optional(text(500)),
    required: v.optional(v.boolean()),
    maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100000))),
    currencySymbol: v.optional(text(10)),
    showCountryCode: v.optional(v.boolean()),
    underline: v.optional(v.boolean()),
    options: v.optional(v.pipe(v.array(text(500)), v.maxLength(200, 'At most 200 options.'))),
    key: v.optional(text(100)),
    value: v.optional(text(2000)),
  }),
  v.forward(
    v.check(
      (f) => !['radio', 'checkbox', 'select', 'likert'].includes(f.type) || (f.options ?? []).some((o) => o.trim()),
      M.options,
    ),
    ['options'],
  ),
  v.forward(
    v.check((f) => f.type !== 'hidden' || Boolean(f.key?.trim()), M.key),
    ['key'],
  ),
);

export const FormDocumentBody = v.looseObject({
  name: v.pipe(v.string(M.name), v.trim(), v.minLength(1, M.name), v.maxLength(200, M.name)),
  fields: v.pipe(
    v.array(FormField),
    v.maxLength(200, 'A form has at most 200 fields.'),
    v.check((fields) => new Set(fields.map((f) => f.id)).size === fields.length, M.duplicateId),
  ),
  storeSubmissions: v.optional(v.boolean()),
  emailTo: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.check((to: string) => isEmail(to), M.email),
        ),
      ),
      v.maxLength(20, 'At most 20 addresses.'),
    ),
  ),
  newsletter: v.optional(v.boolean()),
  submissionMessage: v.optional(text(5000)),
  submissionHTML: v.optional(text(20000)),
  successRedirect: v.optional(
    v.pipe(
      text(2000),
      v.check((to) => isAllowedRedirect(to.trim()), M.redirect),
    ),
  ),
  captchaSettings: v.optional(v.looseObject({ enabled: v.boolean() })),
  disclaimerMessage: v.optional(text(5000)),
});

/** The problems of a form document, each named by its path in the body (`fields.0.type`). */
export function formDocumentProblems(body: unknown): Record<string, string> {
  const result = v.safeParse(FormDocumentBody, body);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.') || 'body';
    problems[path] ??= issue.message;
  }
  return problems;
}

/** A form document with its submission HTML sanitised; anything else is returned as it is. */
export function withSanitisedFormHtml<T>(body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const form = body as Record<string, unknown>;
  if (typeof form.submissionHTML !== 'string') return body;
  return { ...form, submissionHTML: sanitiseOwnerHtml(form.submissionHTML) } as T;
}
