/** Hover help: a formatter's or predicate's registered documentation, a partial's file. */
import { readFileSync } from 'node:fs';
import type { Hover } from 'vscode-languageserver';
import type { NameDoc, Registry } from '../../engine';
import { partialFile, type TemplatePlace } from './template-place';
import { wordAt } from './words';

/** The documentation as Markdown, the same text the reference page has. */
export function docMarkdown(name: string, kind: 'formatter' | 'predicate', doc: NameDoc | undefined): string {
  const lines = [`**\`${name}\`** ${kind}${doc?.args && doc.args !== '—' ? ` — arguments: ${doc.args}` : ''}`];
  if (doc === undefined) return `${lines[0]}\n\nRegistered without documentation.`;
  if (doc.reads) lines.push(`Reads: ${doc.reads}`);
  lines.push(doc.summary);
  if (doc.example) lines.push(`Example: ${doc.example}`);
  if (doc.section) lines.push(`_docs/template-language.md §${doc.section}_`);
  return lines.join('\n\n');
}

/** A partial's own comment (`{## … ##}` at its top), else its first line. */
function partialSummary(path: string): string {
  const text = readFileSync(path, 'utf8');
  const comment = /^\s*\{##([\s\S]*?)##\}/.exec(text);
  return comment ? comment[1].trim() : (text.split('\n')[0] ?? '');
}

export function hoverAt(text: string, offset: number, registry: Registry, place: TemplatePlace): Hover | null {
  const at = wordAt(text, offset);
  if (at === undefined) return null;
  let value: string | undefined;
  if (at.kind === 'formatter' && registry.formatters.has(at.word))
    value = docMarkdown(at.word, 'formatter', registry.formatterDocs.get(at.word));
  else if (at.kind === 'predicate' && registry.predicates.has(at.word))
    value = docMarkdown(at.word, 'predicate', registry.predicateDocs.get(at.word));
  else if (at.kind === 'partial') {
    const path = partialFile(place, at.word);
    if (path !== undefined) value = `**\`${at.word}\`** partial — \`${path}\`\n\n${partialSummary(path)}`;
  }
  return value === undefined ? null : { contents: { kind: 'markdown', value } };
}
