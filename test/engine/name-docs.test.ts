/**
 * Every formatter and predicate carries its documentation with its registration (issue 27.2),
 * and the language reference page has the same row: hover help in the language server, the
 * names `lint:templates` knows and the reference page cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultRegistry, Registry } from '../../engine';
import { storefrontRegistry } from '../../storefront';

const page = readFileSync(new URL('../../docs/template-language.md', import.meta.url), 'utf8');
/** Table cells as the page writes them (`|` inside a cell is escaped there). */
const cells = new Set(
  page
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => line.slice(1, -1).split(/(?<!\\)\|/))
    .map((cell) => cell.trim()),
);

describe('formatter and predicate documentation', () => {
  it.each([
    ['formatter', defaultRegistry.formatters, defaultRegistry.formatterDocs],
    ['predicate', defaultRegistry.predicates, defaultRegistry.predicateDocs],
  ] as const)('every built-in %s has a doc whose text is a row of the reference page', (_, names, docs) => {
    for (const name of names.keys()) {
      const doc = docs.get(name);
      expect(doc, name).toBeDefined();
      expect(cells.has(doc!.summary), `${name}: ${doc!.summary}`).toBe(true);
      if (doc!.args) expect(cells.has(doc!.args), `${name} args`).toBe(true);
      if (doc!.reads) expect(cells.has(doc!.reads), `${name} reads`).toBe(true);
      expect(doc!.section, `${name} section`).toBeDefined();
      expect(page).toMatch(new RegExp(`^##+ ${(doc!.section ?? '').replace('.', '\\.')}\\.? `, 'm'));
    }
  });

  it('names every documented formatter in the reference page', () => {
    for (const name of defaultRegistry.formatterDocs.keys()) expect(page, name).toContain(name);
  });

  it("keeps the storefront's island versions documented, and documents `island`", () => {
    for (const name of storefrontRegistry.formatters.keys())
      expect(storefrontRegistry.formatterDocs.has(name), name).toBe(true);
    expect(storefrontRegistry.formatterDocs.get('island')?.args).toBe('NAME');
  });

  it('registers a plugin doc with its formatter, kept by a replacement without one', () => {
    const registry = new Registry().registerFormatter('shout', (v) => String(v).toUpperCase(), undefined, {
      summary: 'upper case',
    });
    registry.registerFormatter('shout', (v) => String(v));
    expect(registry.clone().formatterDocs.get('shout')?.summary).toBe('upper case');
  });
});
