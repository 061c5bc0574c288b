/** What the shared input readers say when they refuse a request (HTTP 400). */
export const INPUT_MESSAGES = Object.freeze({
  invalidPayload: 'Some fields are missing or invalid. Please check them and try again.',
  invalidJson: 'The request body is not valid JSON.',
  invalidForm: 'The form could not be read. Please reload the page and try again.',
  notAnObject: 'The request body must be a JSON object.',
  mustBeObject: 'This must be an object, not a list.',
  textNotAllowed: 'This text contains a character that is not allowed (a NUL or an unpaired surrogate).',
  notFinite: 'Numbers must be finite.',
  tooDeep: (max: number) => `This JSON nests more than ${max} levels deep.`,
  badAddress: 'The address contains a character that is not allowed.',
  tooManyQueryKeys: (max: number) => `The address has more than ${max} query parameters.`,
  tooManyFormFields: (max: number) => `The form has more than ${max} fields.`,
});
