/**
 * `smartypants`: typographic quotes and dashes. We use the intended opener rule, where a
 * quote after whitespace opens; the TypeScript reference engine's pattern lists a
 * backslash and the letter `s` instead (language reference §10 note and §15).
 */
import { toText } from '../convert';
import type { Formatter } from '../types';

const OPENING_SINGLE = /(?<=^|[\s\-—(["])'/g;
const OPENING_DOUBLE = /(?<=^|[\s\-—/[(‘])"/g;

export const smartypants: Formatter = (value) =>
  toText(value)
    .replace(OPENING_SINGLE, '‘')
    .replace(/'/g, '’')
    .replace(OPENING_DOUBLE, '“')
    .replace(/"/g, '”')
    .replace(/--/g, '—');
