/**
 * Every formatter and predicate name of the language reference (its tables of §10 to §12)
 * and of the reference engine's registry is one of ours, and no formatter prints nothing
 * for an input it is meant for: each name renders a non-blank result for at least one of a
 * few ordinary inputs, or for the sample given here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { defaultRegistry, renderTemplate } from '../../engine';

const require = createRequire(import.meta.url);
const referenceEngine = require('@squarespace/template-engine') as { Formatters: object; Predicates: object };

/**
 * Backticked names in the first column of the tables of §10 to §12 (not the strftime codes of
 * §12.8), from the language reference in docs/template-language.md.
 */
function languageReferenceNames(doc: string): string[] {
  const from = doc.indexOf('\n## 10. Core formatters');
  const to = doc.indexOf('\n## 13.');
  const names = new Set<string>();
  for (const line of doc.slice(from, to).split('\n')) {
    const cell = /^\| ([^|]+) \|/.exec(line)?.[1] ?? '';
    for (const [, name] of cell.matchAll(/`([A-Za-z][\w-]*\??)`/g)) names.add(name);
  }
  // §12.10's prose list of registered legacy names.
  const legacy = doc.slice(doc.indexOf('### 12.10'), to);
  for (const [, name] of legacy.matchAll(/`([A-Za-z][\w-]*\??)`/g)) names.add(name);
  return [...names].sort();
}

/**
 * The names as checked in: a checkout without the shared documents beside it (a CI machine)
 * still tests every one; where the reference is present it must list exactly these.
 */
const LANGUAGE_REFERENCE = new URL('../../docs/template-language.md', import.meta.url);
const CHECKED_IN_NAMES = readFileSync(new URL('./language-reference-names.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);

/** Field types of the `summary-form-field` table: names in a first column that are not formatters. */
const FORM_FIELD_TYPES = new Set(['address', 'checkbox', 'likert', 'name', 'phone', 'time', 'date']);

const ordinaryInputs: unknown[] = [
  1234.5,
  'Hello world',
  { value: '12.5', currency: 'USD' },
  1520876934000,
  [1, 2],
  '800x600',
  {
    title: 'Shirt',
    fullUrl: '/shop/shirt',
    assetUrl: 'https://images.example.com/a.jpg',
    originalSize: '800x600',
    body: '<p>Hi</p>',
    recordType: 1,
  },
];

/** Formatters whose input is a particular shape: one sample each (template, data). */
const samples: Record<string, [string, unknown]> = {
  apply: ['{v|apply p}', { v: 1 }],
  cycle: ['{v|cycle a b}', { v: 1 }],
  date: ['{v|date %Y}', { v: 1520876934000 }],
  format: ['{v|format x}', { v: '{0}!', x: 'a' }],
  get: ['{v|get k}', { v: { a: 'A' }, k: 'a' }],
  iter: ['{.repeated section v}{@|iter}{.end}', { v: [1] }],
  'key-by': ['{v|key-by id|json}', { v: [{ id: 'a' }] }],
  lookup: ['{v|lookup k}', { v: 1, k: 'x', x: 'X' }],
  prop: ['{v|prop a}', { v: { a: 'A' } }],
  output: ['{v|output a}', {}],
  'datetime-interval': ['{a, b|datetime-interval}', { a: 1520876934000, b: 1520963334000 }],
  'audio-player': [
    '{v|audio-player}',
    { v: { id: 'a1', structuredContent: { audioAssetUrl: 'https://x.example/a.mp3' }, title: 'Song' } },
  ],
  'child-image-meta': [
    '{v|child-image-meta 0}',
    {
      v: {
        items: [
          {
            title: 'Child',
            assetUrl: 'https://x.example/c.jpg',
            originalSize: '10x20',
            mediaFocalPoint: { x: 0.5, y: 0.5 },
          },
        ],
      },
    },
  ],
  'cover-image-meta': [
    '{v|cover-image-meta}',
    { v: { coverImage: { title: 'Cover', assetUrl: 'https://x.example/c.jpg', originalSize: '10x20' } } },
  ],
  'color-weight': ['{v|color-weight}', { v: '#ffffff' }],
  'image-color': [
    '{v|image-color}',
    {
      v: {
        colorData: {
          topLeftAverage: 'ffffff',
          topRightAverage: 'ffffff',
          bottomLeftAverage: 'ffffff',
          bottomRightAverage: 'ffffff',
          centerAverage: 'ffffff',
          suggestedBgColor: 'ffffff',
        },
      },
    },
  ],
  'twitter-follow-button': ['{v|twitter-follow-button}', { v: { userName: 'jack' } }],
  'like-button': ['{.section item}{@|like-button}{.end}', social()],
  'social-button': ['{.section item}{@|social-button}{.end}', social()],
  'social-button-inline': ['{.section item}{@|social-button-inline}{.end}', social()],
};

function social() {
  return {
    website: { baseUrl: 'https://demo.test', shareButtonOptions: { facebook: true } },
    websiteSettings: { commentsEnabled: true, simpleLikingEnabled: true },
    item: { id: 'p1', fullUrl: '/blog/p1', title: 'Hello', publicCommentCount: 2, commentState: 1, likeCount: 4 },
  };
}

/**
 * The commerce formatters that render React islands print through the island host a site
 * render provides (`scope.host`); a bare engine render has none, so they print nothing here.
 * The list is exact: a formatter leaving it, or one joining the blank ones, fails the test.
 */
const NEED_ISLAND_HOST = [
  'product-scarcity',
  'variant-descriptor',
  'variants-select',
  'quantity-input',
  'product-restock-notification',
  'product-instalments',
  'quick-view-dialog',
];

function renders(template: string, data: unknown): string {
  return renderTemplate(template, data, { partials: { p: 'P' }, now: 1627849845000 }).output.trim();
}

describe('formatter and predicate names', () => {
  it('knows every name of the language reference', () => {
    expect(CHECKED_IN_NAMES).toEqual(languageReferenceNames(readFileSync(LANGUAGE_REFERENCE, 'utf8')));
    const names = CHECKED_IN_NAMES.filter((name) => !FORM_FIELD_TYPES.has(name));
    expect(names.length).toBeGreaterThan(100);
    const unknown = names.filter(
      (name) => !defaultRegistry.formatters.has(name) && !defaultRegistry.predicates.has(name),
    );
    expect(unknown).toEqual([]);
  });

  it("knows every name of the reference engine's registry", () => {
    const formatters = Object.keys(referenceEngine.Formatters);
    const predicates = Object.keys(referenceEngine.Predicates);
    expect(formatters.length).toBeGreaterThan(90);
    expect(formatters.filter((name) => !defaultRegistry.formatters.has(name))).toEqual([]);
    expect(predicates.filter((name) => !defaultRegistry.predicates.has(name))).toEqual([]);
  });

  it('has no formatter that prints nothing for every input (but those that need the island host)', () => {
    const names = new Set([...defaultRegistry.formatters.keys(), ...Object.keys(referenceEngine.Formatters)]);
    const blank = [...names].filter((name) => {
      if (Object.hasOwn(samples, name)) return renders(...samples[name]) === '';
      return ordinaryInputs.every((v) => renders(`{v|${name}}`, { v }) === '');
    });
    expect(blank.sort()).toEqual([...NEED_ISLAND_HOST].sort());
  });
});
