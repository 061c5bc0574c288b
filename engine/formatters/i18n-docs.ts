/**
 * What each formatter of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §12.9, §12.3); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const i18nFormatterDocs: Record<string, NameDoc> = {
  datetime: {
    reads: 'epoch ms',
    summary:
      'locale date/time. Bare `date` / `time` → that part at `short` width; bare `short`/`medium`/`long`/`full` → combined width; `date:W`, `time:W`, `datetime:W` (W a width, otherwise the value is appended to the skeleton); `skeleton:S`; any other bare word appended to the skeleton; `calendar:` gregorian/gregory/buddhist/iso8601/persian/japanese; `context:` middle-of-text/begin-sentence/standalone/ui-list-or-menu; `wrap:`/`wrapper:`/`wrapped:` width. Non-numeric v → `""`',
    section: '12.9',
  },
  'datetime-interval': {
    reads: 'two values: `{start, end\\|datetime-interval …}`',
    summary:
      'locale interval (`Mar 12 – 13, 2018`, in en-US with a thin space U+2009 on each side of the en dash); bare word → skeleton; `skeleton:`, `date:`, `time:`, `context:`. Non-finite → `""`',
    section: '12.9',
  },
  decimal: {
    reads: 'number/decimal text',
    summary:
      'locale number; `style:` decimal/standard/short/long/scientific/percent/percent-scaled/permille/permille-scaled, plus number options; unparsable → `""`',
    section: '12.9',
  },
  money: {
    reads: 'money node (`decimalValue`+`currencyCode`, else `value`+`currency`)',
    summary:
      'locale currency; `style:` symbol/standard/accounting/code/name/short, `symbol:` default/narrow, plus number options; invalid → `""`',
    section: '12.9',
  },
  message: {
    reads: 'v = message pattern',
    summary:
      'ICU-style message formatting. Args: each `REF` is positional (`{0}`, `{1}`…); `key:REF` or `key=REF` is named (`{key}`) and also positional. REFs resolve from the scope *enclosing* the tag. Supports `{0 plural one{# item} other{# items}}`, `{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}`, and formatter calls `{0 money …}`/`{0 currency …}`, `{0 datetime …}`, `{0;1 datetime-interval}`, `{0 number …}`/`{0 decimal …}` with the options above, and `{0 unit …}` (ours, as the JVM engine); a money node as a plain or plural argument counts as its amount (ours)',
    section: '12.9',
  },
  plural: {
    reads: 'v = message pattern',
    summary:
      'ICU-style message formatting. Args: each `REF` is positional (`{0}`, `{1}`…); `key:REF` or `key=REF` is named (`{key}`) and also positional. REFs resolve from the scope *enclosing* the tag. Supports `{0 plural one{# item} other{# items}}`, `{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}`, and formatter calls `{0 money …}`/`{0 currency …}`, `{0 datetime …}`, `{0;1 datetime-interval}`, `{0 number …}`/`{0 decimal …}` with the options above, and `{0 unit …}` (ours, as the JVM engine); a money node as a plain or plural argument counts as its amount (ours)',
    section: '12.9',
  },
  'relative-time': {
    reads: 'epoch ms (or two values)',
    summary:
      'locale relative time from "now" (caller-supplied clock, else system time) to v, or between two values; options `context:`, `dayOfWeek:true`, `field:` year/month/week/day/hour/minute/second/millis, `numericOnly:true`, `allowWeeks:true`, `alwaysNow:true`, `width:` short/narrow/wide, plus number options',
    section: '12.9',
  },
  timesince: {
    reads: 'epoch ms',
    summary:
      'wrapper (class `timesince`, data-date = v) around English text: years (days/365), months (days/30), weeks, days, hours, minutes, checked in that order using whole units: `about a year ago` / `about N years ago` (same pattern for month, week, day, minute; hour uses `about an hour ago`); under a minute (or in the future): `less than a minute ago`',
    section: '12.9',
  },
  'percentage-format': {
    reads: 'v numeric; arg `trim`',
    summary:
      'locale decimal formatting with 2 (or 0 with `trim`) minimum and 3 maximum fraction digits, no `%` sign (`53.6` → `53.60`); `""` without locale data',
    section: '12.3',
  },
  'bookkeeper-money-format': {
    reads: 'v = amount in cents',
    summary:
      'v/100 formatted as currency of the locale\'s region (`12345` → `$123.45` in en-US); `""` without locale data',
    section: '12.3',
  },
};
