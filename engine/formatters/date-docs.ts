/**
 * What each formatter of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §10, §12.11); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const dateFormatterDocs: Record<string, NameDoc> = {
  date: {
    args: 'strftime pattern',
    summary: '§12.8. Args are re-joined with single spaces to form the pattern; no args → `""`',
    example:
      '`{t|date %A %d %B %Y}` with `{"t":1700000000000,"website":{"timeZone":"UTC"}}` → `Tuesday 14 November 2023`',
    section: '10',
  },
  datetimefield: {
    args: '—',
    summary: 'registered so that templates using them parse; v unchanged (§12.10)',
    section: '12.11',
  },
};
