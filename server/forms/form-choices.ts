/**
 * A form as the form-field partial prints it: each choice field's options paired with their
 * labels (`choices`: `{ option, label }`), so a radio, checkbox or select posts the option (the
 * answer stored, in the site's own language) while showing its label, and a likert field heads
 * its rows with the labels. The label is the option's translation on a language page
 * (`optionLabels`, set by server/site-settings/localized-site.ts), else the option itself.
 */
import type { Json } from '../sites/types';

export interface Choice {
  option: string;
  label: string;
}

export function fieldChoices(field: Json): Choice[] | undefined {
  if (!Array.isArray(field.options)) return undefined;
  const labels = Array.isArray(field.optionLabels) ? field.optionLabels : [];
  return field.options.map((raw, index) => {
    const option = String(raw);
    const label = labels[index];
    return { option, label: typeof label === 'string' && label ? label : option };
  });
}

/** `form` with `choices` on each field that has options; the same object when none has. */
export function withChoices(form: Json): Json {
  if (!Array.isArray(form.fields)) return form;
  let changed = false;
  const fields = form.fields.map((field: unknown) => {
    if (field === null || typeof field !== 'object') return field;
    const choices = fieldChoices(field as Json);
    if (!choices) return field;
    changed = true;
    return { ...(field as Json), choices };
  });
  return changed ? { ...form, fields } : form;
}
