/**
 * The template language server (`npm run lsp`): Language Server Protocol over stdio for
 * `*.html` templates. Diagnostics on open and on every change, hover help, completion and go
 * to definition; see README "Editor support".
 */
import { fileURLToPath } from 'node:url';
import { createConnection, ProposedFeatures, TextDocumentSyncKind, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { storefrontRegistry } from '../../storefront';
import { completionsAt } from './completion';
import { contextShape, type Shape } from './context-keys';
import { definitionAt } from './definition';
import { diagnosticsOf } from './diagnostics';
import { hoverAt } from './hover';
import { placeOf, type TemplatePlace } from './template-place';

/** A document's file path; an unsaved one is placed at the workspace root. */
function pathOf(uri: string, workspace: string): string {
  return uri.startsWith('file:') ? fileURLToPath(uri) : `${workspace}/untitled.html`;
}

export function startLanguageServer(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): void {
  const connection = createConnection(ProposedFeatures.all, input, output);
  const documents = new TextDocuments(TextDocument);
  let workspace = process.cwd();
  // Partials and the site's JSON are read once per document folder; a saved file may add a partial.
  const places = new Map<string, TemplatePlace>();
  const shapes = new Map<string, Shape>();
  const placeFor = (uri: string) => {
    const path = pathOf(uri, workspace);
    let place = places.get(path);
    if (place === undefined) places.set(path, (place = placeOf(path, workspace)));
    return place;
  };
  const shapeFor = (place: TemplatePlace) => {
    const key = place.siteDir ?? '';
    let shape = shapes.get(key);
    if (shape === undefined) shapes.set(key, (shape = contextShape(place.siteDir)));
    return shape;
  };

  connection.onInitialize((params) => {
    const root = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    if (root?.startsWith('file:')) workspace = fileURLToPath(root);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        definitionProvider: true,
        completionProvider: { triggerCharacters: ['|', '.', ' ', '{'] },
      },
      serverInfo: { name: 'json-template', version: '1' },
    };
  });

  documents.onDidChangeContent(({ document }) => {
    connection.sendDiagnostics({ uri: document.uri, diagnostics: diagnosticsOf(document, placeFor(document.uri)) });
  });
  documents.onDidSave(() => places.clear());
  documents.onDidClose(({ document }) => connection.sendDiagnostics({ uri: document.uri, diagnostics: [] }));

  connection.onHover(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return null;
    return hoverAt(document.getText(), document.offsetAt(position), storefrontRegistry, placeFor(document.uri));
  });
  connection.onCompletion(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return [];
    const place = placeFor(document.uri);
    return completionsAt(document.getText(), document.offsetAt(position), storefrontRegistry, place, shapeFor(place));
  });
  connection.onDefinition(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return null;
    return definitionAt(document, document.offsetAt(position), placeFor(document.uri));
  });

  documents.listen(connection);
  connection.listen();
}
