/**
 * Layouts (spec §3): layout ids 1000 to 1019 in five families the spec names (gallery,
 * summary, chart, image, reservation layouts); the id of each layout within its family is
 * ours. The empty layout body (12 columns, no rows) is the spec's; the section kinds are ours.
 *
 * @module
 */
import { enumLookup, listLookup } from './lookup';

export const LAYOUT_IDS = {
  'gallery-grid': 1000,
  'gallery-slideshow': 1001,
  'gallery-slider': 1002,
  'gallery-stacked': 1003,
  'summary-wall': 1004,
  'summary-carousel': 1005,
  'summary-list': 1006,
  'summary-grid': 1007,
  'chart-bar': 1008,
  'chart-line': 1009,
  'chart-pie': 1010,
  'image-inline': 1011,
  'image-poster': 1012,
  'image-card': 1013,
  'image-overlap': 1014,
  'image-collage': 1015,
  'image-stack': 1016,
  'reservation-opentable': 1017,
  'reservation-tock': 1018,
  'reservation-resy': 1019,
} as const satisfies Record<string, number>;

export type LayoutName = keyof typeof LAYOUT_IDS;

/** The five layout families of the spec, in the order of their ids. */
export const LAYOUT_FAMILIES = ['gallery', 'summary', 'chart', 'image', 'reservation'] as const;
export type LayoutFamily = (typeof LAYOUT_FAMILIES)[number];

export const LAYOUT_ID_RANGE = Object.freeze({ min: 1000, max: 1019 });

export const LAYOUT_ID_LOOKUP = /* @__PURE__ */ enumLookup('layout id', LAYOUT_IDS);
export const LAYOUT_FAMILY_LOOKUP = /* @__PURE__ */ listLookup('layout family', LAYOUT_FAMILIES);

/** The family of a layout id, or undefined for an id outside 1000–1019. */
export function layoutFamilyOf(id: unknown): LayoutFamily | undefined {
  const name = LAYOUT_ID_LOOKUP.nameOf(id);
  return name === undefined ? undefined : (name.split('-')[0] as LayoutFamily);
}

/** What a new, empty layout holds: 12 columns and no rows (spec §3). */
export interface LayoutBody {
  columns: number;
  rows: unknown[];
}

export const LAYOUT_COLUMNS = 12;

/** A fresh empty body each call, so no caller can change another's. */
export function emptyLayoutBody(): LayoutBody {
  return { columns: LAYOUT_COLUMNS, rows: [] };
}

/** The kinds of section a page layout is made of (ours: the spec does not list them). */
export const LAYOUT_SECTION_KINDS = ['blank', 'content', 'gallery', 'list', 'video', 'form', 'commerce'] as const;
export type LayoutSectionKind = (typeof LAYOUT_SECTION_KINDS)[number];
export const LAYOUT_SECTION_KIND_LOOKUP = /* @__PURE__ */ listLookup('layout section kind', LAYOUT_SECTION_KINDS);
