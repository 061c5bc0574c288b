/**
 * What each predicate of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §11, §12.11); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const corePredicateDocs: Record<string, NameDoc> = {
  'debug?': {
    args: '—',
    summary: 'the reference `debug` (stack walk) is truthy',
    section: '11',
  },
  'equal?': {
    args: 'X or A B',
    summary:
      'one arg: current node deep-equals X; two args: A deep-equals B; no args: false. Deep equality is type-strict (`3` ≠ `"3"`), structural for objects/arrays',
    section: '11',
  },
  'notEqual?': {
    args: 'X or A B',
    summary: 'negation of `equal?`; but no args → false',
    section: '11',
  },
  'greaterThan?': {
    args: 'X or A B',
    summary: 'compare(current, X) or compare(A, B) against 0 (see below); no args → false',
    section: '11',
  },
  'greaterThanOrEqual?': {
    args: 'X or A B',
    summary: 'compare(current, X) or compare(A, B) against 0 (see below); no args → false',
    section: '11',
  },
  'lessThan?': {
    args: 'X or A B',
    summary: 'compare(current, X) or compare(A, B) against 0 (see below); no args → false',
    section: '11',
  },
  'lessThanOrEqual?': {
    args: 'X or A B',
    summary: 'compare(current, X) or compare(A, B) against 0 (see below); no args → false',
    section: '11',
  },
  'even?': {
    args: '[R]',
    summary:
      'the value (current node, or reference R) is a number and `abs(v) % 2 == 0` (non-integers are neither even nor odd)',
    section: '11',
  },
  'odd?': {
    args: '[R]',
    summary: 'number and `abs(v) % 2 == 1`',
    section: '11',
  },
  'nth?': {
    args: 'M or V M',
    summary: 'V (default current node) and M are integers, M ≠ 0, and `abs(V) % abs(M) == 0`',
    section: '11',
  },
  'plural?': {
    args: '—',
    summary: 'toNumber(current node) > 1',
    section: '11',
  },
  'singular?': {
    args: '—',
    summary: 'toNumber(current node) = 1',
    section: '11',
  },
  'units-metric?': {
    args: '—',
    summary: 'never: records `"units-metric?" formatter is not yet implemented` (§12.10)',
    section: '12.11',
  },
};
