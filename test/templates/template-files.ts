/**
 * Reads a site's template set as the server sees it: the default templates/ overlaid by the
 * site's own templates/ folder, plus the partials table (`partials/` and `blocks/` by base name).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const TEMPLATES_DIR = join(ROOT, 'templates');
export const SITES_DIR = join(ROOT, 'fixtures', 'sites');

export interface TemplateFiles {
  /** Path inside the set (`pages/page.html`) → source. */
  sources: Map<string, string>;
  /** Partial name → source, for `{x|apply name}`. */
  partials: Record<string, string>;
}

export function readTemplateFiles(siteId?: string): TemplateFiles {
  const sources = new Map<string, string>();
  const dirs = [TEMPLATES_DIR, ...(siteId ? [join(SITES_DIR, siteId, 'templates')] : [])];
  for (const dir of dirs) {
    for (const file of htmlFiles(dir)) sources.set(relative(dir, file), readFileSync(file, 'utf8'));
  }
  const partials: Record<string, string> = {};
  for (const folder of ['blocks/', 'partials/']) {
    for (const [path, source] of sources) {
      if (path.startsWith(folder)) partials[path.slice(folder.length, -'.html'.length)] = source;
    }
  }
  return { sources, partials };
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
