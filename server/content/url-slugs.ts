/**
 * The URL part of a new collection or item: the editor's `url-slug` text filter (spec §3,
 * domain/enums/editor.ts) of what the owner typed or of the title, made unique among the ones
 * taken by a `-2`, `-3`, … suffix.
 */
import { TEXT_FILTERS, applyTextFilter } from '../../domain';

/** At most 60 characters, as the editor cuts a slug; `fallback` when nothing is left. */
export function urlSlugOf(text: string, fallback: string): string {
  return applyTextFilter(TEXT_FILTERS.urlSlug, text).slice(0, 60).replace(/-+$/, '') || fallback;
}

/** The first of `base`, `base-2`, `base-3`, … not in `taken`. */
export function unusedSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
