/**
 * The form template schema GetTemplateSchema?type=form answers (spec §3 "Form builder field
 * types and editable properties", "Form model fieldsets").
 */
export const FORM_FIELDSETS = [
  { name: 'build', order: 1 },
  { name: 'storage', order: 2 },
  { name: 'advanced', order: 3 },
  { name: 'captcha', order: 4 },
  { name: 'disclaimer', order: 5 },
] as const;

const BASIC = ['description', 'placeholder', 'required'];
const PLAIN = ['description', 'required'];
const CHOICES = ['description', 'options', 'required'];

export const FORM_FIELD_TYPES: Record<string, { properties: string[]; note?: string }> = {
  text: { properties: BASIC },
  textarea: { properties: [...BASIC, 'maxLength'], note: 'maxLength when the vanilla form handler feature is on' },
  email: { properties: BASIC },
  number: { properties: BASIC },
  website: { properties: BASIC },
  currency: { properties: ['description', 'currencySymbol', 'required'] },
  password: { properties: PLAIN },
  twitter: { properties: PLAIN },
  date: { properties: PLAIN },
  time: { properties: PLAIN },
  name: { properties: PLAIN },
  address: { properties: PLAIN },
  phone: { properties: ['description', 'showCountryCode', 'required'] },
  section: { properties: ['description', 'underline'] },
  radio: { properties: CHOICES },
  checkbox: { properties: CHOICES },
  select: { properties: CHOICES },
  likert: { properties: CHOICES },
  hidden: { properties: ['key', 'value'] },
};

/** The schema as the API answers it; `vanillaFormHandler` decides whether textareas offer maxLength. */
export function formTemplateSchema(vanillaFormHandler: boolean) {
  const fieldTypes = Object.entries(FORM_FIELD_TYPES).map(([type, { properties }]) => ({
    type,
    properties: type === 'textarea' && !vanillaFormHandler ? properties.filter((p) => p !== 'maxLength') : properties,
  }));
  return { type: 'form', fieldsets: FORM_FIELDSETS, fieldTypes };
}
