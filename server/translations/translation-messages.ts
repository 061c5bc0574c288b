/** What the translation calls say when refusing input (a 400 naming the field). */
export const TRANSLATION_MESSAGES = Object.freeze({
  locale: (locale: string) => `${locale || 'This'} is not a language the site can add.`,
  state: 'Filter by missing, outdated or done.',
  texts: 'Send the translations as texts: an object of text ids and their translations.',
  text: 'A translation is text (null removes it).',
  tooLong: 'A translation can have at most 50,000 characters.',
  unknownText: 'The site has no such text to translate.',
});
