/**
 * The form builder's names: a form is a content document of kind `form` (README "Owner content
 * API") under a key made from its name; each field has an id of its own for life.
 *
 * @module
 */

/** A new field's id: never reused, so stored answers never point at a field they did not answer. */
export function newFieldId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random()}`;
  return `field-${random.replace(/[^\w]/g, '').slice(0, 12)}`;
}

/** A form's document key from its name: lower-case words joined by -, with a short random end so it is free. */
export function newFormKey(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'form'}-${newFieldId().slice(-4)}`;
}
