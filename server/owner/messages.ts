/** What the owner calls say (README.md, "Owner API"). */
export const OWNER_MESSAGES = Object.freeze({
  signIn: 'Sign in to continue.',
  forbidden: 'Your role does not allow this.',
  wrongCredentials: 'Email or password is incorrect.',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
  noStore: 'The owner tools are not available right now. Please try again later.',
  unknownVariant: 'This product has no such variant.',
  unknownOrder: 'There is no order with this number.',
  nothingToShip: 'Nothing in this order ships: it has no physical product.',
  unknownForm: 'This site has no such form.',
  unknownKey: 'There is no API key with this id.',
  unknownSubscription: 'This site has no such subscription.',
  analyticsOff: 'Analytics are not turned on for this site.',
  invalidCursor: 'The page cursor is not valid. Start again from the first page.',
});
