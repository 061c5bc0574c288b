/**
 * The summary block of pages (issue 26 item 5).
 *
 * @module
 */
export * from './summary-block';
