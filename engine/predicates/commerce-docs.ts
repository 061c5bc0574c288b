/**
 * What each predicate of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §12.11); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const commercePredicateDocs: Record<string, NameDoc> = {
  'has-variants?': {
    args: '—',
    summary: 'the current node has variants (§12.2)',
    section: '12.11',
  },
  'on-sale?': {
    args: '—',
    summary: 'the current node is on sale (§12.2)',
    section: '12.11',
  },
  'sold-out?': {
    args: '—',
    summary: 'the current node is sold out (§12.2)',
    section: '12.11',
  },
  'varied-prices?': {
    args: '—',
    summary: 'the current node has varied prices (§12.2)',
    section: '12.11',
  },
  'subscribable?': {
    args: '—',
    summary: 'the current node is subscribable (§12.2)',
    section: '12.11',
  },
};
