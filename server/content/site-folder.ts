/**
 * A fixture site folder (fixtures/README.md) as content documents and back: every file of the
 * folder is one document (a collection's items are documents of their own, so an edit to one
 * product never races an edit to another), and documents write back to exactly the fixture
 * layout. JSON is written with two-space indents; its values and key order round-trip.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { parseJsonFile } from '../sites/read-json-dir';
import type { ContentKind } from '../../domain';

type Json = Record<string, unknown>;

export interface ContentDocument {
  kind: ContentKind;
  key: string;
  body: unknown;
}

/** An asset file's body: its bytes. */
export interface AssetBody {
  base64: string;
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key an item has inside its collection (its id, else its urlId). */
export function itemKeyOf(item: Json): string {
  return String(item.id ?? item.urlId ?? '');
}

/** Reads every file of a site folder as documents; throws naming the file for bad JSON or duplicate item ids. */
export async function readSiteFolder(dir: string): Promise<ContentDocument[]> {
  const documents: ContentDocument[] = [];
  for (const path of await walk(dir)) {
    const rel = relative(dir, path).split(sep).join('/');
    // The media library is not documents: server/media/media-folder.ts reads it.
    if (rel.startsWith('media/')) continue;
    const bytes = await readFile(path);
    const kindKey = jsonKind(rel);
    if (!kindKey) {
      if (rel.startsWith('templates/') && rel.endsWith('.html'))
        documents.push({ kind: 'template', key: rel.slice('templates/'.length), body: bytes.toString('utf8') });
      else documents.push({ kind: 'asset', key: rel, body: { base64: bytes.toString('base64') } satisfies AssetBody });
      continue;
    }
    const value = parseJsonFile(path, bytes.toString('utf8'));
    if (kindKey.kind === 'collection' && isRecord(value) && Array.isArray(value.items)) {
      documents.push(...splitCollection(kindKey.key, value, path));
    } else documents.push({ ...kindKey, body: value });
  }
  return documents;
}

/** The collection document keeps its item keys where its items were, so the file comes back in order. */
function splitCollection(key: string, collection: Json, path: string): ContentDocument[] {
  const items = collection.items as unknown[];
  const keys: string[] = [];
  const documents: ContentDocument[] = [];
  for (const item of items) {
    const itemKey = isRecord(item) ? itemKeyOf(item) : '';
    if (!itemKey) throw new Error(`${path}: an item has neither id nor urlId`);
    if (keys.includes(itemKey)) throw new Error(`${path}: two items have the id '${itemKey}'`);
    keys.push(itemKey);
    documents.push({ kind: 'item', key: `${key}/${itemKey}`, body: item });
  }
  return [{ kind: 'collection', key, body: { ...collection, items: keys } }, ...documents];
}

function jsonKind(rel: string): { kind: ContentKind; key: string } | undefined {
  if (rel === 'site.json') return { kind: 'site', key: 'site' };
  if (rel === 'places.json') return { kind: 'places', key: 'places' };
  if (rel === 'style.json') return { kind: 'style', key: 'site' };
  const match = /^(collections|forms|translations)\/([^/]+)\.json$/.exec(rel);
  if (!match) return undefined;
  const kind = ({ collections: 'collection', forms: 'form', translations: 'translation' } as const)[
    match[1] as 'collections' | 'forms' | 'translations'
  ];
  return { kind, key: match[2] };
}

/** The files a site folder holds for these documents: relative path → bytes. */
export function siteFolderFiles(documents: readonly ContentDocument[]): Map<string, Buffer> {
  const items = new Map<string, unknown>();
  for (const d of documents) if (d.kind === 'item') items.set(d.key, d.body);
  const files = new Map<string, Buffer>();
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  for (const { kind, key, body } of documents) {
    switch (kind) {
      case 'site':
        files.set('site.json', json(body));
        break;
      case 'places':
        files.set('places.json', json(body));
        break;
      case 'style':
        files.set('style.json', json(body));
        break;
      case 'collection':
        files.set(`collections/${key}.json`, json(joinCollection(key, body, items)));
        break;
      case 'form':
        files.set(`forms/${key}.json`, json(body));
        break;
      case 'translation':
        files.set(`translations/${key}.json`, json(body));
        break;
      case 'template':
        files.set(`templates/${key}`, Buffer.from(String(body)));
        break;
      case 'asset':
        files.set(key, Buffer.from((body as AssetBody).base64, 'base64'));
        break;
      case 'item':
        break;
    }
  }
  return files;
}

/** A collection with its items put back in place of their keys (items without a document are left out). */
export function joinCollection(key: string, body: unknown, items: ReadonlyMap<string, unknown>): unknown {
  if (!isRecord(body) || !Array.isArray(body.items)) return body;
  return {
    ...body,
    items: body.items.map((itemKey) => items.get(`${key}/${String(itemKey)}`)).filter((item) => item !== undefined),
  };
}

/** Writes the documents into `dir` in the fixture layout. */
export async function writeSiteFolder(dir: string, documents: readonly ContentDocument[]): Promise<string[]> {
  const written: string[] = [];
  for (const [rel, bytes] of siteFolderFiles(documents)) {
    const path = join(dir, ...rel.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    written.push(rel);
  }
  return written.sort();
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const paths: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) paths.push(...(await walk(path)));
    else if (entry.isFile()) paths.push(path);
  }
  return paths;
}
