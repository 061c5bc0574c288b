/**
 * Answers posted under a name the form has no field for. The form's rules read only its own
 * fields, so such an answer was dropped unseen while the rest was stored: a page older than an
 * owner's edit (a field since deleted) lost that answer without a word, and a client could post
 * anything. They are refused instead, each named (in the field errors, as a field's own error
 * is) with FIELD_MESSAGES.notAField, and nothing is stored.
 *
 * @example
 *   const errors = unknownAnswers(fields, ['f-email', 'f-gone']);
 *   // { 'f-gone': 'f-gone is not a field of this form. Please reload the page.' }
 */
import { FIELD_MESSAGES, formErrors, likertName } from '../../domain';
import type { FieldErrors, FormField, FormValues } from '../../domain';

/** The most unknown names one answer lists: enough to see what is wrong, bounded whatever is posted. */
export const MAX_NAMED_UNKNOWN = 20;

/** A name is echoed in the answer cut to this length: it names the field, not the whole post. */
export const MAX_NAME_ECHO = 100;

export interface AnswerShape {
  /** A plain HTML post names each likert question's radio group `<field id>:<n>`. */
  likertGroups: boolean;
}

/** The names `fields` take answers under. */
function answerNames(fields: FormField[], { likertGroups }: AnswerShape): Set<string> {
  const names = new Set<string>();
  for (const field of fields) {
    names.add(field.id);
    if (likertGroups && field.type === 'likert')
      for (let question = 0; question < (field.options ?? []).length; question++)
        names.add(likertName(field, question));
  }
  return names;
}

function echoed(name: string): string {
  return name.length > MAX_NAME_ECHO ? `${name.slice(0, MAX_NAME_ECHO)}…` : name;
}

/** Each posted name that no field of the form takes, with its message; empty when there is none. */
export function unknownAnswers(
  fields: FormField[],
  posted: Iterable<string>,
  shape: AnswerShape = { likertGroups: false },
): FieldErrors {
  const known = answerNames(fields, shape);
  const unknown = new Set<string>();
  for (const name of posted) {
    if (unknown.size === MAX_NAMED_UNKNOWN) break;
    if (!known.has(name)) unknown.add(echoed(name));
  }
  // Built from entries: a posted `__proto__` becomes a key of its own, not the object's prototype.
  return Object.fromEntries([...unknown].map((name) => [name, FIELD_MESSAGES.notAField(name)]));
}

/** Every refusal of a post, by name: its answers under names the form lacks, then the form's rules. */
export function answerErrors(
  fields: FormField[],
  values: FormValues,
  posted: Iterable<string>,
  shape?: AnswerShape,
): FieldErrors {
  return { ...unknownAnswers(fields, posted, shape), ...formErrors(fields, values) };
}
