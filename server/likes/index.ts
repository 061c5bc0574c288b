/**
 * Likes of posts (issue 26 item 6): a toggle per visitor, its calls and its SQL.
 *
 * @module
 */
export * from './like-routes';
export * from './likes-sql';
export * from './likeable-item';
