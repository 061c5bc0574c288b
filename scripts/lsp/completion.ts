/**
 * Completion in a template: formatter names after `|`, predicate names and instructions after
 * `{.`, partial and macro names after `apply` and `.include`, and context keys after a
 * reference's dot (`{item.` → `title`, `urlId` …) from the site's JSON.
 */
import { type CompletionItem, CompletionItemKind } from 'vscode-languageserver';
import type { Registry } from '../../engine';
import { keysAt, type Shape } from './context-keys';
import { docMarkdown } from './hover';
import type { TemplatePlace } from './template-place';
import { macrosIn } from './words';

const INSTRUCTIONS = [
  'section',
  'repeated section',
  'alternates with',
  'or',
  'end',
  'if',
  'var',
  'ctx',
  'macro',
  'include',
  'inject',
  'eval',
];

function names(
  table: ReadonlyMap<string, unknown>,
  docs: ReadonlyMap<string, import('../../engine').NameDoc>,
  kind: 'formatter' | 'predicate',
): CompletionItem[] {
  return [...table.keys()].sort().map((name) => ({
    label: name,
    kind: kind === 'formatter' ? CompletionItemKind.Function : CompletionItemKind.Keyword,
    detail: kind,
    documentation: { kind: 'markdown', value: docMarkdown(name, kind, docs.get(name)) },
  }));
}

function keys(shape: Shape | undefined): CompletionItem[] {
  if (shape === undefined) return [];
  return [...shape.keys()].sort().map((key) => ({
    label: key,
    kind: shape.get(key)!.size > 0 ? CompletionItemKind.Module : CompletionItemKind.Field,
    detail: 'context key',
  }));
}

export function completionsAt(
  text: string,
  offset: number,
  registry: Registry,
  place: TemplatePlace,
  context: Shape,
): CompletionItem[] {
  const open = text.lastIndexOf('{', offset - 1);
  if (open === -1 || text.slice(open, offset).includes('}')) return [];
  const tag = text.slice(open, offset);
  if (/\|\s*apply\s+[\w./-]*$/.test(tag) || /^\{\.include\s+[\w./-]*$/.test(tag)) {
    const all = new Set([...place.partials, ...macrosIn(text).keys()]);
    return [...all].sort().map((name) => ({ label: name, kind: CompletionItemKind.File, detail: 'partial or macro' }));
  }
  if (/\|\s*[\w-]*$/.test(tag)) return names(registry.formatters, registry.formatterDocs, 'formatter');
  if (/^\{\.(?:if\s+|or\s+)?[\w-]*$/.test(tag)) {
    const predicates = names(registry.predicates, registry.predicateDocs, 'predicate');
    if (/^\{\.[\w-]*$/.test(tag))
      predicates.push(
        ...INSTRUCTIONS.map((label) => ({ label, kind: CompletionItemKind.Keyword, detail: 'instruction' })),
      );
    return predicates;
  }
  const reference = /(?:^\{|^\{\.(?:section|repeated section|if|var\s+@[\w-]+)\s+|,\s*)([\w@$-]+(?:\.[\w@$-]*)*)$/.exec(
    tag,
  );
  if (reference === null) return [];
  const path = reference[1].split('.');
  path.pop();
  return keys(keysAt(context, path));
}
