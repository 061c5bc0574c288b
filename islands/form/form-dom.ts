/**
 * The server-rendered form the island enhances (templates/blocks/form.html): the island finds
 * the form through its problem slot and takes over the slots the partials leave for it.
 */
import type { FormField } from '../../domain';

export interface FormSlots {
  form: HTMLFormElement;
  problem: HTMLElement;
  /** `#<field id>-error`, above each field's title. */
  errors: Map<string, HTMLElement>;
  /** `#<field id>-counter` under textareas with a limit, with its `data-max-length`. */
  counters: Map<string, HTMLElement>;
}

export function findSlots(formId: string, fields: FormField[], doc: Document = document): FormSlots | undefined {
  const problem = doc.getElementById(`form-${formId}-problem`);
  const form = problem?.closest('form');
  if (!problem || !form) return undefined;
  const errors = new Map<string, HTMLElement>();
  const counters = new Map<string, HTMLElement>();
  for (const field of fields) {
    const error = doc.getElementById(`${field.id}-error`);
    if (error && form.contains(error)) errors.set(field.id, error);
    const counter = doc.getElementById(`${field.id}-counter`);
    if (counter && form.contains(counter)) counters.set(field.id, counter);
  }
  return { form, problem, errors, counters };
}

/**
 * Hands the slots to React: the server's text goes (the island renders it again), the browser's
 * own checks step aside for the island's messages, and textareas with a counter may run over
 * their limit so the counter can show it.
 */
export function takeOverSlots(slots: FormSlots): void {
  for (const slot of [slots.problem, ...slots.errors.values()]) slot.textContent = '';
  slots.form.noValidate = true;
  for (const id of slots.counters.keys())
    slots.form.querySelector(`textarea[name="${CSS.escape(id)}"]`)?.removeAttribute('maxlength');
}

/** Every value posted under `name`, as FormData holds it (text only). */
export function entriesOf(form: HTMLFormElement): (name: string) => string[] {
  const data = new FormData(form);
  return (name) => data.getAll(name).filter((value): value is string => typeof value === 'string');
}
