/**
 * The form template schema GetTemplateSchema?type=form answers (spec §3 "Form builder field
 * types and editable properties", "Form model fieldsets"): the lists the form builder of
 * /config uses too (domain/form-document.ts).
 */
import { FORM_FIELDSETS, FORM_FIELD_TYPES, editableProperties } from '../../domain';

/** The schema as the API answers it; `vanillaFormHandler` decides whether textareas offer maxLength. */
export function formTemplateSchema(vanillaFormHandler: boolean) {
  const fieldTypes = FORM_FIELD_TYPES.map((type) => ({
    type,
    properties: editableProperties(type, vanillaFormHandler),
  }));
  return { type: 'form', fieldsets: FORM_FIELDSETS, fieldTypes };
}
