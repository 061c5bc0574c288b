/**
 * What each formatter of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §10); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const applyFormatterDocs: Record<string, NameDoc> = {
  apply: {
    args: 'NAME [`private`] [k=v…]',
    summary: '§6.2',
    example: '`{u|apply card}` with partial `card` = `[{name}]` with `{"u":{"name":"Kim"}}` → `[Kim]`',
    section: '10',
  },
};
