/**
 * Commerce emails rendered from templates (issue 15): order confirmation, shipping notice,
 * gift card delivery, subscription renewal and newsletter, one send function per kind, and
 * the sample data of the email preview page (301).
 *
 * @module
 */
export {
  EMAIL_KINDS,
  renderEmail,
  templatePath,
  storeOf,
  textOf,
  type EmailKind,
  type RenderedEmail,
} from './render-email';
export {
  sendOrderConfirmation,
  sendShippingNotice,
  sendGiftCardDelivery,
  sendRenewalNotice,
  renewalMessage,
  sendOrderEmails,
  renewalContext,
  type MailDeps,
  type GiftCardMail,
  type RenewalMail,
} from './send-emails';
export { sendOwnerOrderNotice, orderReaders, ownerOrderMail } from './owner-order-notice';
export { sampleContext } from './sample-data';
export { emailPreviewRoutes, EMAIL_PREVIEW_PATH } from './email-preview-routes';
