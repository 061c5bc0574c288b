/**
 * The translation document as it would be with the owner's unsaved translations, for the live
 * preview (`POST /api/owner/content/preview` lays it over the drafts): each listed text's
 * translation at its path with the hash of the original it is current for (`sources`), as a
 * save records it. An out-of-date translation left as it is stays out: the page shows the
 * newer original.
 */
import { translationPath, type TranslationEntry } from '../../../domain';
import type { TranslationEdits } from './use-translation-editor';

type Json = Record<string, unknown>;

export function previewDocument(entries: readonly TranslationEntry[], edits: TranslationEdits): Json {
  const document: Json = {};
  const sources: Record<string, string> = {};
  for (const entry of entries) {
    const edited = edits[entry.id];
    if (edited === undefined && entry.state === 'outdated') continue;
    const text = edited ?? entry.translation ?? '';
    if (!text) continue;
    sources[entry.id] = entry.source;
    const path = translationPath(entry.id);
    let at = document;
    for (const step of path.slice(0, -1)) at = (at[step] ??= {}) as Json;
    at[path[path.length - 1]!] = text;
  }
  if (Object.keys(sources).length) document.sources = sources;
  return document;
}
