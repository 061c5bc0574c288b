/**
 * `npm run lsp` through a real JSON-RPC client over stdio (issue 27.2): a document with three
 * mistakes gets three diagnostics with ranges, hover shows a formatter's registered
 * documentation, completion offers context keys after `{item.` and formatters after `|`, and
 * go to definition opens a partial's file.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonRpcClient } from './json-rpc-client';

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface Diagnostic {
  range: Range;
  severity: number;
  message: string;
}
interface CompletionItem {
  label: string;
  documentation?: { value: string };
}

const root = process.cwd();
const uri = pathToFileURL(join(root, 'fixtures/sites/demo/templates/pages/lsp-test.html')).href;
let client: JsonRpcClient;

beforeAll(async () => {
  client = new JsonRpcClient(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'lsp'], root);
  const init = await client.request<{ capabilities: Record<string, unknown> }>('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(root).href,
    capabilities: {},
  });
  expect(init.capabilities).toMatchObject({ hoverProvider: true, definitionProvider: true });
  client.notify('initialized', {});
}, 120_000);

afterAll(async () => {
  expect(await client.close()).toBe(0);
});

const open = (text: string, version = 1) =>
  client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'html', version, text } });

describe('the template language server', () => {
  it('publishes one diagnostic per mistake, each over its tag, with did-you-mean', async () => {
    const published = client.notification<{ uri: string; diagnostics: Diagnostic[] }>(
      'textDocument/publishDiagnostics',
      (p) => p.uri === uri,
    );
    open(
      [
        '<h1>{item.title|htm}</h1>', // unknown formatter
        '{.if plurl?}many{.end}', // unknown predicate
        '<a href="{item.fullUrl}">more</a>', // a value written into an attribute unescaped (a lint warning)
      ].join('\n'),
    );
    const { diagnostics } = await published;
    const sorted = [...diagnostics].sort(
      (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
    );
    expect(sorted.map((d) => [d.range, d.severity])).toEqual([
      [{ start: { line: 0, character: 4 }, end: { line: 0, character: 20 } }, 1],
      [{ start: { line: 1, character: 0 }, end: { line: 1, character: 12 } }, 1],
      [{ start: { line: 2, character: 9 }, end: { line: 2, character: 23 } }, 2],
    ]);
    expect(sorted[0].message).toBe("SyntaxError: Formatter 'htm' is unknown Did you mean 'html'?");
    expect(sorted[1].message).toBe("SyntaxError: Predicate 'plurl?' is unknown Did you mean 'plural?'?");
    expect(sorted[2].message).toMatch(/^Variable \{item\.fullUrl\} is written into an HTML attribute/);
  }, 60_000);

  it('warns about a partial defined nowhere, naming the nearest', async () => {
    const published = client.notification<{ uri: string; diagnostics: Diagnostic[] }>(
      'textDocument/publishDiagnostics',
      (p) => p.uri === uri && p.diagnostics.length === 1,
    );
    client.notify('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: 'x\n  {item|apply product-crad}' }],
    });
    const [warning] = (await published).diagnostics;
    expect(warning.range).toEqual({ start: { line: 1, character: 2 }, end: { line: 1, character: 27 } });
    expect(warning.message).toMatch(
      /^Partial or macro 'product-crad' is defined nowhere.* Did you mean 'product-card'\?$/,
    );
  });

  it('answers a fixed document with no diagnostics', async () => {
    const published = client.notification<{ uri: string; diagnostics: Diagnostic[] }>(
      'textDocument/publishDiagnostics',
      (p) => p.uri === uri && p.diagnostics.length === 0,
    );
    client.notify('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [{ text: '<h1>{item.title|html}</h1>\n{item|apply product-card}\n{.if plural?}x{.end}' }],
    });
    expect((await published).diagnostics).toEqual([]);
  });

  it('hovers a formatter with the documentation registered with it', async () => {
    const hover = await client.request<{ contents: { kind: string; value: string } }>('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 18 },
    });
    expect(hover.contents.kind).toBe('markdown');
    expect(hover.contents.value).toContain('**`html`** formatter');
    expect(hover.contents.value).toContain('toText(v) with `&`→`&amp;`');
    expect(hover.contents.value).toContain('Example: `{s|html}`');
    expect(hover.contents.value).toContain('§10');
  });

  it('completes context keys after `{item.` and formatters after `|`', async () => {
    client.notify('textDocument/didChange', {
      textDocument: { uri, version: 4 },
      contentChanges: [{ text: '{item.\n{item.title|' }],
    });
    const keys = await client.request<CompletionItem[]>('textDocument/completion', {
      textDocument: { uri },
      position: { line: 0, character: 6 },
    });
    const keyLabels = keys.map((k) => k.label);
    expect(keyLabels).toEqual(expect.arrayContaining(['title', 'urlId', 'structuredContent', 'body']));
    expect(keyLabels).not.toContain('html');

    const formatters = await client.request<CompletionItem[]>('textDocument/completion', {
      textDocument: { uri },
      position: { line: 1, character: 12 },
    });
    const html = formatters.find((f) => f.label === 'html');
    expect(html?.documentation?.value).toContain('toText(v)');
    expect(formatters.map((f) => f.label)).toEqual(expect.arrayContaining(['money', 'island', 'date', 'apply']));
  });

  it('completes website keys and partial names', async () => {
    client.notify('textDocument/didChange', {
      textDocument: { uri, version: 5 },
      contentChanges: [{ text: '{website.\n{item|apply ' }],
    });
    const website = await client.request<CompletionItem[]>('textDocument/completion', {
      textDocument: { uri },
      position: { line: 0, character: 9 },
    });
    expect(website.map((k) => k.label)).toContain('siteTitle');
    const partials = await client.request<CompletionItem[]>('textDocument/completion', {
      textDocument: { uri },
      position: { line: 1, character: 12 },
    });
    expect(partials.map((k) => k.label)).toContain('product-card');
  });

  it('goes to the file of a partial, and to a macro in the document', async () => {
    client.notify('textDocument/didChange', {
      textDocument: { uri, version: 6 },
      contentChanges: [{ text: '{item|apply product-card}\n{.macro row}r{.end}{x|apply row}' }],
    });
    const partial = await client.request<{ uri: string }>('textDocument/definition', {
      textDocument: { uri },
      position: { line: 0, character: 15 },
    });
    expect(partial.uri).toBe(pathToFileURL(join(root, 'templates/partials/product-card.html')).href);
    const macro = await client.request<{ uri: string; range: Range }>('textDocument/definition', {
      textDocument: { uri },
      position: { line: 1, character: 28 },
    });
    expect(macro).toMatchObject({ uri, range: { start: { line: 1, character: 0 } } });
  });
});
