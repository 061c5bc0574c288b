/**
 * The editor's validation on content API writes (issue 23): messages word for word from spec
 * §5 and the limits of spec §9, from domain/editor-rules.ts, checked before a save.
 *
 * @module
 */
export { checkDocument } from './document-checks';
