/**
 * The popup overlay (spec §3): the local-storage keys it keeps and its nine positions
 * (TOP/CENTER/BOTTOM crossed with LEFT/CENTER/RIGHT).
 *
 * @module
 */
import { enumLookup, listLookup } from './lookup';

export const POPUP_OVERLAY_STORAGE_KEYS = {
  dateClosed: 'date-closed',
  version: 'version',
  submitted: 'submitted',
} as const;
export type PopupOverlayStorageKey = (typeof POPUP_OVERLAY_STORAGE_KEYS)[keyof typeof POPUP_OVERLAY_STORAGE_KEYS];
export const POPUP_OVERLAY_STORAGE_KEY_LOOKUP = /* @__PURE__ */ enumLookup(
  'popup overlay storage key',
  POPUP_OVERLAY_STORAGE_KEYS,
);

export const POPUP_OVERLAY_ROWS = ['TOP', 'CENTER', 'BOTTOM'] as const;
export const POPUP_OVERLAY_COLUMNS = ['LEFT', 'CENTER', 'RIGHT'] as const;

/** The nine positions, row by row: `TOP_LEFT` … `BOTTOM_RIGHT`. */
export const POPUP_OVERLAY_POSITIONS = POPUP_OVERLAY_ROWS.flatMap((row) =>
  POPUP_OVERLAY_COLUMNS.map((column) => `${row}_${column}` as const),
);
export type PopupOverlayPosition = `${(typeof POPUP_OVERLAY_ROWS)[number]}_${(typeof POPUP_OVERLAY_COLUMNS)[number]}`;
export const POPUP_OVERLAY_POSITION_LOOKUP = /* @__PURE__ */ listLookup<PopupOverlayPosition>(
  'popup overlay position',
  POPUP_OVERLAY_POSITIONS,
);
