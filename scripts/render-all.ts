/**
 * `render --site <id> --all --out <dir>`: every page of a site (see site-pages.ts) into a
 * folder, one file per page plus `manifest.json` (path, page type, status, template errors).
 * The site is loaded once and every page rendered in this process. The clock is fixed unless
 * told otherwise, and nothing else varies between runs, so two runs write the same bytes.
 * `--check <dir>` renders the same pages and compares them with an earlier folder.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PAGE_TYPES } from '../domain';
import { describeError, fixtureSite, renderSitePage } from '../server';
import { sitePages } from './site-pages';
import type { Site } from '../server';

export const MANIFEST = 'manifest.json';

export interface ManifestPage {
  path: string;
  visitor: string;
  file: string;
  status: number;
  pageType: string;
  location?: string;
  errors: string[];
}

export interface Manifest {
  site: string;
  /** The clock every page was rendered at (ISO). */
  now: string;
  pages: ManifestPage[];
}

const PAGE_TYPE_NAMES = new Map(Object.entries(PAGE_TYPES).map(([name, value]) => [value as number, name]));
const SILENT = { info() {}, warn() {}, error() {} };

/** Every page as file name → bytes, the manifest last. */
export async function renderAllPages(siteOrId: string | Site, now: number): Promise<Map<string, string>> {
  const site = typeof siteOrId === 'string' ? await fixtureSite(siteOrId) : siteOrId;
  const files = new Map<string, string>();
  const manifest: Manifest = { site: site.id, now: new Date(now).toISOString(), pages: [] };
  for (const page of sitePages(site)) {
    const result = await renderSitePage({
      site,
      path: page.path,
      now,
      log: SILENT,
      member: page.visitor === 'member',
      unlocked: page.visitor === 'unlocked',
    });
    files.set(page.file, result.html);
    manifest.pages.push({
      ...page,
      status: result.status,
      pageType: PAGE_TYPE_NAMES.get(result.pageType) ?? String(result.pageType),
      ...(result.location === undefined ? {} : { location: result.location }),
      errors: result.errors.map(describeError),
    });
  }
  files.set(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}

/** Writes the pages into `dir`, after removing what an earlier run left there. */
export function writePages(dir: string, files: Map<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of files) {
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path, root) : [relative(root, path).split('\\').join('/')];
    });
}

/** Lines shown around each change: enough to find the spot, short enough to read in CI logs. */
const SHOWN_LINES = 6;

/** The first lines where `before` and `after` differ, as `- old` / `+ new` with line numbers. */
function lineDiff(before: string, after: string): string {
  const old = before.split('\n');
  const now = after.split('\n');
  let first = 0;
  while (first < old.length && first < now.length && old[first] === now[first]) first++;
  let oldEnd = old.length;
  let nowEnd = now.length;
  while (oldEnd > first && nowEnd > first && old[oldEnd - 1] === now[nowEnd - 1]) {
    oldEnd--;
    nowEnd--;
  }
  const cut = (line: string) => (line.length > 200 ? `${line.slice(0, 200)}…` : line);
  const out = [`    @@ line ${first + 1}`];
  for (const line of old.slice(first, Math.min(oldEnd, first + SHOWN_LINES))) out.push(`    - ${cut(line)}`);
  if (oldEnd - first > SHOWN_LINES) out.push(`    - … ${oldEnd - first - SHOWN_LINES} more lines`);
  for (const line of now.slice(first, Math.min(nowEnd, first + SHOWN_LINES))) out.push(`    + ${cut(line)}`);
  if (nowEnd - first > SHOWN_LINES) out.push(`    + … ${nowEnd - first - SHOWN_LINES} more lines`);
  return out.join('\n');
}

/** What changed between the folder and the pages rendered now; empty when nothing did. */
export function comparePages(dir: string, files: Map<string, string>): string[] {
  const earlier = new Set(filesUnder(dir));
  const changes: string[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!earlier.has(file)) {
      changes.push(`added   ${file}`);
      continue;
    }
    const before = readFileSync(join(dir, file), 'utf8');
    if (before !== text) changes.push(`changed ${file}\n${lineDiff(before, text)}`);
  }
  for (const file of earlier) if (!files.has(file)) changes.push(`removed ${file}`);
  return changes;
}
