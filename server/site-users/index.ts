/**
 * Site users (issue 11): visitor accounts of one site, their sessions in PostgreSQL, the XSRF
 * token, password resets, the account's cart and what the account page shows.
 * The calls are in server/site-users/site-user-routes.ts, the pages in server/site-users/site-user-pages.ts.
 *
 * @module
 */
export * from './accounts';
export * from './account-mails';
export * from './account-view';
export * from './cart-merge';
export * from './messages';
export * from './password-resets';
export * from './schemas';
export * from './session-cookies';
export * from './sessions';
export { siteUserSession } from './session-middleware';
export * from './xsrf';
export { siteUserRoutes, type SiteUserRoutesOptions } from './site-user-routes';
export { siteUserPageRoutes } from './site-user-pages';
