/**
 * The fuzz cases: random and mutated templates with random data and partials. A case is a
 * pure function of (seed, index), so any case can be reproduced from the two numbers the
 * runner prints. fuzz.ts runs them in a watched worker; fuzz.test.ts runs a few thousand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTemplate } from '../../engine';
import type { RenderResult } from '../../engine';
import { expressionCases } from './differential/cases-expressions';
import { formatterCases } from './differential/cases-formatters';
import { languageCases } from './differential/cases-language';

export interface FuzzCase {
  template: string;
  data: unknown;
  partials: Record<string, string>;
}

/** mulberry32: small, fast, and the same sequence on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const templatesDir = fileURLToPath(new URL('../../templates', import.meta.url));

function templateFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(path);
    return entry.name.endsWith('.html') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The doc's examples and the default template set: the material mutations start from. */
export const corpus: string[] = [
  ...[...languageCases, ...expressionCases, ...formatterCases].map((test) => test.template),
  ...templateFiles(templatesDir),
];

const PIECES = [
  '{',
  '}',
  '{',
  '}',
  '.',
  '|',
  '@',
  '#',
  ' ',
  ':',
  ',',
  '?',
  '=',
  '"',
  "'",
  '\n',
  '\t',
  '{.',
  '{##',
  '##}',
  '{#',
  '.section ',
  '.repeated section ',
  '.alternates with',
  '.or',
  '.or equal? a 1',
  '.end',
  '.if ',
  ' && ',
  ' || ',
  '.var @v ',
  '.ctx @c a=',
  '.macro m',
  '.include m output',
  '.inject @i x.json',
  '.eval ',
  '.eval @a = ',
  '.space',
  '.newline',
  '.meta-left',
  '.meta-right',
  '.eof',
  '|apply m',
  '|apply p private',
  '|json',
  '|html',
  '|date %Y',
  '|truncate 3',
  '|format a b',
  '|message',
  '|money',
  '|datetime',
  '|get a',
  '|prop a.b',
  '|key-by a',
  '|cycle',
  'a',
  'b.c',
  'items',
  '@index',
  '@',
  '0',
  '1e999',
  '0x',
  '"\\u12',
  '(',
  ')',
  '**',
  '+',
  '-',
  '~',
  '!',
  '__proto__',
  'constructor',
  'toString',
  '.equal? ',
  '.plural?',
  '.even? ',
  '.nth? ',
  'max(',
  'num(',
];
const KEYS = [
  'a',
  'b',
  'c',
  'n',
  's',
  'items',
  'x',
  '0',
  '__proto__',
  'constructor',
  'toString',
  'website',
  'timeZone',
  'value',
  'currency',
  'id',
];
const SCALARS: unknown[] = [
  0,
  1,
  -1,
  2.5,
  1e21,
  -0,
  1700000000000,
  8.64e15 + 1,
  1e20,
  '',
  'a',
  '12px',
  '<b>',
  '\ud800',
  'Infinity',
  'NaN',
  'USD',
  'America/New_York',
  'Mars/Base',
  true,
  false,
  null,
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function randomData(random: () => number, depth: number): unknown {
  const roll = random();
  if (depth <= 0 || roll < 0.45) return pick(random, SCALARS);
  if (roll < 0.7) return Array.from({ length: Math.floor(random() * 4) }, () => randomData(random, depth - 1));
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 5); i > 0; i--) {
    Object.defineProperty(object, pick(random, KEYS), {
      value: randomData(random, depth - 1),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return object;
}

function randomText(random: () => number): string {
  const codes = Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
    random() < 0.7 ? 32 + Math.floor(random() * 95) : Math.floor(random() * 0x10000),
  );
  return String.fromCharCode(...codes);
}

function mutate(random: () => number, source: string): string {
  let text = source;
  for (let edits = 1 + Math.floor(random() * 4); edits > 0; edits--) {
    const at = Math.floor(random() * (text.length + 1));
    const roll = random();
    if (roll < 0.35) text = text.slice(0, at) + pick(random, PIECES) + text.slice(at);
    else if (roll < 0.55) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 6));
    else if (roll < 0.7) text = text.slice(0, at) + text.slice(at, at + 20) + text.slice(at);
    else if (roll < 0.8) text = text.slice(0, at) + randomText(random) + text.slice(at);
    else if (roll < 0.9) text = text.slice(0, at) + pick(random, corpus).slice(0, 200) + text.slice(at);
    else text = text.slice(at) + text.slice(0, at);
  }
  return text;
}

function randomTemplate(random: () => number): string {
  return Array.from({ length: 1 + Math.floor(random() * 25) }, () => pick(random, PIECES)).join('');
}

/** Case number `index` of the run seeded with `seed`. */
export function fuzzCase(seed: number, index: number): FuzzCase {
  const random = generator(seed * 1_000_003 + index);
  const roll = random();
  const template =
    roll < 0.2 ? randomTemplate(random) : roll < 0.25 ? randomText(random) : mutate(random, pick(random, corpus));
  const partials = {
    m: mutate(random, pick(random, corpus)),
    p: '{@|apply p}',
    q: random() < 0.5 ? '{.section a}' : '{a}',
  };
  return { template, data: randomData(random, 4), partials };
}

export function renderFuzzCase(test: FuzzCase): RenderResult {
  return renderTemplate(test.template, test.data, { partials: test.partials, now: 1_700_000_000_000, locale: 'en-US' });
}

/** A list of what is wrong with a result (empty when it is well-formed). */
export function malformations(result: RenderResult): string[] {
  const problems: string[] = [];
  if (typeof result.output !== 'string') problems.push('output is not a string');
  if (!Array.isArray(result.errors)) return [...problems, 'errors is not an array'];
  for (const error of result.errors) {
    if (typeof error.type !== 'string' || error.type === '')
      problems.push(`error without a type: ${JSON.stringify(error)}`);
    if (typeof error.message !== 'string' || error.message === '')
      problems.push(`error without a message: ${JSON.stringify(error)}`);
    for (const key of ['line', 'column'] as const) {
      const value = error[key];
      if (value !== undefined && !(Number.isInteger(value) && value >= 1))
        problems.push(`bad ${key}: ${JSON.stringify(error)}`);
    }
  }
  return problems;
}
