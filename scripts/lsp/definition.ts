/** Go to definition: a partial or block name opens its file; a macro name, its `{.macro}`. */
import { pathToFileURL } from 'node:url';
import type { Location } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { partialFile, type TemplatePlace } from './template-place';
import { macrosIn, wordAt } from './words';

export function definitionAt(document: TextDocument, offset: number, place: TemplatePlace): Location | null {
  const text = document.getText();
  const at = wordAt(text, offset);
  if (at === undefined || at.kind !== 'partial') return null;
  const macro = macrosIn(text).get(at.word);
  if (macro !== undefined) {
    const position = document.positionAt(macro);
    return { uri: document.uri, range: { start: position, end: position } };
  }
  const path = partialFile(place, at.word);
  if (path === undefined) return null;
  const top = { line: 0, character: 0 };
  return { uri: pathToFileURL(path).href, range: { start: top, end: top } };
}
