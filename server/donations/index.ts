/**
 * Donations (issue 15): the donation page's settings and the contribution call.
 *
 * @module
 */
export * from './donate';
export * from './props';
export { donatePageRoutes, donationRoutes, type DonationRoutesOptions } from './donation-routes';
