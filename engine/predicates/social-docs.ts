/**
 * What each predicate of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §12.7); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const socialPredicateDocs: Record<string, NameDoc> = {
  'comments?': {
    reads: 'current `commentState`, `publicCommentCount`; context `websiteSettings.commentsEnabled`',
    summary:
      'true if `commentState` = 1 or `publicCommentCount` > 0, but false whenever `websiteSettings` exists and its `commentsEnabled` is not truthy',
    section: '12.7',
  },
  'disqus?': {
    reads: 'context `websiteSettings.disqusShortName`',
    summary:
      'truthy (note the capital N here versus `disqusShortname` in the comment sub-templates; both reference engines read it this way)',
    section: '12.7',
  },
};
