/**
 * What each formatter of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §10, §12.11); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const coreFormatterDocs: Record<string, NameDoc> = {
  'encode-space': {
    args: '—',
    summary: 'toText(v) with every whitespace character (JavaScript `\\s`) replaced by `&nbsp;`',
    example: '`{s|encode-space}` with `{"s":"a b"}` → `a&nbsp;b`',
    section: '10',
  },
  'encode-uri': {
    args: '—',
    summary: "JavaScript `encodeURI(toText(v))` (unescaped: letters, digits, `;,/?:@&=+$-_.!~*'()#`)",
    example: '`{s|encode-uri}` with `{"s":"a b/ü"}` → `a%20b/%C3%BC`',
    section: '10',
  },
  'encode-uri-component': {
    args: '—',
    summary: "JavaScript `encodeURIComponent(toText(v))` (unescaped: letters, digits, `-_.!~*'()`)",
    example: '`{s|encode-uri-component}` with `{"s":"a b/ü"}` → `a%20b%2F%C3%BC`',
    section: '10',
  },
  'url-encode': {
    args: '—',
    summary:
      'UTF-8 percent-encoding of toText(v) leaving only `A–Z a–z 0–9 @ * _ + - . /` (space → `%20`, uppercase hex)',
    example: '`{s|url-encode}` with `{"s":"a b&c/é"}` → `a%20b%26c/%C3%A9`',
    section: '10',
  },
  'find-first': {
    args: '[PATH]',
    summary:
      'the first (last) element of an array, or with PATH the first (last) element whose value at PATH is truthy; anything but an array, or no such element → missing',
    section: '12.11',
  },
  'find-last': {
    args: '[PATH]',
    summary:
      'the first (last) element of an array, or with PATH the first (last) element whose value at PATH is truthy; anything but an array, or no such element → missing',
    section: '12.11',
  },
  html: {
    args: '—',
    summary: 'toText(v) with `&`→`&amp;`, `<`→`&lt;`, `>`→`&gt;` (quotes untouched)',
    example: '`{s|html}` with `{"s":"a<b & c>"}` → `a&lt;b &amp; c&gt;`',
    section: '10',
  },
  htmlattr: {
    args: '—',
    summary: 'as `html` plus `"`→`&quot;` (single quotes untouched)',
    example: '`{s|htmlattr}` with `{"s":"say \\"hi\\""}` → `say &quot;hi&quot;`',
    section: '10',
  },
  htmltag: {
    args: '—',
    summary: 'as `html` plus `"`→`&quot;` (single quotes untouched)',
    section: '10',
  },
  href: {
    args: '—',
    summary:
      'a URL safe for href and src attributes: http(s), mailto, tel and relative URLs pass, anything else becomes `#`; escaped for an attribute value (ours)',
    section: '12.11',
  },
  safe: {
    args: '—',
    summary:
      'if v is truthy: toText(v) with every `<…>` run removed (shortest match, may span lines); if falsy: v unchanged (so `0` still prints `0`)',
    example: '`{s|safe}` with `{"s":"<i>hey</i> you"}` → `hey you`',
    section: '10',
  },
  json: {
    args: '—',
    summary: 'missing → `""`; otherwise compact JSON (JavaScript `JSON.stringify`), then every `</` becomes `<\\/`',
    example: '`{o|json}` with `{"o":{"a":[1,"</x>"]}}` → `{"a":[1,"<\\/x>"]}`',
    section: '10',
  },
  'json-pretty': {
    args: '—',
    summary: 'as `json` but indented with two spaces per level',
    example: '`{o|json-pretty}` with `{"o":{"a":1}}` → `{⏎  "a": 1⏎}`',
    section: '10',
  },
  raw: {
    args: '—',
    summary: 'JSON text of v without escaping; a missing v gives `null`',
    example: '`{s|raw}` with `{"s":"hi"}` → `"hi"`',
    section: '10',
  },
  get: {
    args: 'R…',
    summary:
      'start with t = v. For each arg: resolve it as a reference (stack walk, v innermost). Missing → result missing, stop. Array → use its elements as path segments (numbers index, strings key). Number → index/key. Otherwise toText → key. Apply to t; stop when missing. No args → v unchanged',
    example: '`{ids|get k}` with `{"ids":{"x":"Blue"},"k":"x"}` → `Blue`',
    section: '10',
  },
  lookup: {
    args: 'R',
    summary:
      'R empty → `""`. Otherwise k = toText(resolve R); result = resolve(k as a reference). Both resolutions walk the stack with v innermost',
    example: '`{car|lookup field}` with `{"field":"color","car":{"color":"red"}}` → `red`',
    section: '10',
  },
  prop: {
    args: 'PATH…',
    summary: 'walk from v through each arg (each may itself be dotted); stop at missing',
    example: '`{a|prop b c}` with `{"a":{"b":{"c":5}}}` → `5`',
    section: '10',
  },
  'key-by': {
    args: 'PATH',
    summary:
      'if v is an array and PATH is non-empty: object mapping text(element at PATH) → element, skipping elements where PATH is missing, later duplicates overwrite; else `{}`',
    example: '`{team|key-by id|prop p2.n}` with `{"team":[{"id":"p1","n":"Ann"},{"id":"p2","n":"Bo"}]}` → `Bo`',
    section: '10',
  },
  count: {
    args: '—',
    summary: 'object → number of keys; array or string → length (UTF-16 units); anything else → 0',
    example: '`{xs|count}` with `{"xs":[4,5,6]}` → `3`',
    section: '10',
  },
  cycle: {
    args: 'A B C…',
    summary:
      'i = toNumber(v); result = args[((i−1) mod n)] with negative remainders wrapped (so 1→A, 2→B, 0→last, −1→second to last). Non-integer or NaN i, or no args → missing',
    example: '`{.repeated section xs}{@index|cycle odd even} {.end}` with `{"xs":[1,1,1]}` → `odd even odd `',
    section: '10',
  },
  iter: {
    args: '—',
    summary: 'text of `@index` (1-based position of the nearest loop), `""` outside a loop',
    example: '`{.repeated section xs}{@|iter}{.end}` with `{"xs":["a","b"]}` → `12`',
    section: '10',
  },
  mod: {
    args: '[N]',
    summary:
      'toNumber(v) % N using JavaScript remainder; N = integer prefix of the arg; missing, 0 or non-numeric N means 2',
    example: '`{n|mod 4}` with `{"n":10}` → `2`',
    section: '10',
  },
  round: {
    args: '—',
    summary: 'JavaScript `Math.round(toNumber(v))` (halves go up: 2.5→3, −2.5→−2)',
    example: '`{x|round}` with `{"x":-2.5}` → `-2`',
    section: '10',
  },
  'line-breaks': {
    args: '—',
    summary: 'toText(v) with `<br/>` for every line feed; objects and arrays → `""`; the text is not escaped',
    section: '12.11',
  },
  output: {
    args: 'words…',
    summary: 'the args joined with single spaces (v ignored)',
    example: '`{@|output on sale}` with no data → `on sale`',
    section: '10',
  },
  pluralize: {
    args: '[] / [P] / [S P]',
    summary: 'toNumber(v) = 1 → S (default `""`) else P (default `s`). Extra args ignored',
    example: '`{n} file{n|pluralize}, {n|pluralize goose geese}` with `{"n":3}` → `3 files, geese`',
    section: '10',
  },
  slugify: {
    args: '—',
    summary:
      'toText(v); delete characters other than ASCII letters, digits, whitespace and `-`; replace whitespace runs with `-`; lowercase',
    example: '`{s|slugify}` with `{"s":"Hello, World 2024!"}` → `hello-world-2024`',
    section: '10',
  },
  str: {
    args: '—',
    summary: 'object/array → `""`; else toText(v)',
    example: '`{n|str}` with `{"n":12.5}` → `12.5`',
    section: '10',
  },
  truncate: {
    args: '[N [ELLIPSIS]]',
    summary:
      'defaults N=100, ELLIPSIS `...`. N = integer prefix of arg; if not a positive number, v is left **unchanged**. s = toText(v); if length ≤ N → s; else cut at N but move back to just after the last whitespace (space, tab, LF, CR, VT, FF) found in the first N characters, if any; append ELLIPSIS',
    example: '`{s|truncate 12}` with `{"s":"The quick brown fox"}` → `The quick ...`',
    section: '10',
  },
  format: {
    args: 'R0 R1…',
    summary:
      'pattern = toText(v). Each arg is a reference resolved starting at the scope *enclosing* the tag (it skips the frame holding v; null/missing → `""`). In the pattern, `{` digits `}` is replaced by that argument (leading zeros allowed; `{}` means `{0}`; an index ≥ number of args → nothing). A `{` followed by anything else drops everything up to and including the next `}`. An unclosed `{…` at the end is dropped',
    example: '`{p|format who n}` with `{"p":"{0} has {1} pts","who":"Lee","n":7}` → `Lee has 7 pts`',
    section: '10',
  },
  smartypants: {
    args: '—',
    summary:
      'on toText(v), in order: a `\'` at line start or after an opener character → `‘`; every other `\'` → `’`; a `"` at line start or after one of `- — / [ ( ‘` or whitespace → `“`; every other `"` → `”`; `--` → `—` (see note)',
    example: '`{s|smartypants}` with `{"s":"\\"Don\'t\\" -- ok"}` → `“Don’t” — ok`',
    section: '10',
  },
  unit: {
    args: 'UNIT [out:UNIT] [compact:bytes or bits] [sequence:UNIT,UNIT…] [long, short or narrow] [number options]',
    summary:
      'a number in UNIT (bare, `in:` or `unit:`) formatted for the locale (`12.5 km`), converted with `out:` to a unit of the same family (length, area, volume, temperature, speed, duration, digital, angle, frequency); `compact:bytes` or `compact:bits` picks the largest unit the amount fills, stepping by 1024 (`11.5 GB`); `sequence:` splits it into the listed units (`3 hours 25 minutes 45 seconds`); the width is bare, `width:` or `format:` (short by default), plus the §12.9 number options. No unit → v unchanged; an unknown unit, a conversion across families or a value that is not a number → `""`. Also a call in a message: `{0 unit in:byte compact:bytes}` (JVM engine)',
    section: '12.11',
  },
  'units-metric': {
    args: '—',
    summary: 'records `"units-metric" formatter is not yet implemented`; v unchanged (ours, like the predicate)',
    section: '12.11',
  },
};
