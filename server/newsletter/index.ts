/**
 * The newsletter (issue 15): the mailing list of a site's newsletter sign-ups, its export, the
 * signed one-click unsubscribe link and newsletter email.
 *
 * @module
 */
export {
  joinNewsletter,
  subscriberById,
  unsubscribe,
  resubscribe,
  activeSubscribers,
  subscriberCounts,
  subscribersCsv,
  type Subscriber,
} from './subscribers';
export { unsubscribeToken, unsubscribeUrl, readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-link';
export {
  sendNewsletter,
  newsletterSignUps,
  isNewsletterForm,
  signedUpEmail,
  type NewsletterDeps,
  type NewsletterIssue,
} from './newsletter-mail';
export {
  newsletterRoutes,
  isNewsletterOneClick,
  INVALID_UNSUBSCRIBE_LINK,
  type NewsletterRoutesOptions,
} from './newsletter-routes';
export { ownerNewsletterRoutes } from './owner-newsletter-routes';
