/**
 * The fields of a form that take answers (sections only divide the form), as a submission
 * keeps them (migration 380) and as the owner's views and mails title the answers.
 *
 * @module
 */
import type { Json } from '../sites/types';
import type { AnsweredField } from './form-store';

export function answeredFields(form: Json): AnsweredField[] {
  return (Array.isArray(form.fields) ? form.fields : [])
    .filter(
      (f): f is Json =>
        f !== null && typeof f === 'object' && typeof (f as Json).id === 'string' && (f as Json).type !== 'section',
    )
    .map((f) => ({ id: String(f.id), type: String(f.type ?? 'text'), title: String(f.title ?? f.key ?? f.id) }));
}
