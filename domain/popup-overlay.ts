/**
 * The popup overlay (page type 104, spec §3): where it sits (nine positions, TOP/CENTER/BOTTOM
 * crossed with LEFT/CENTER/RIGHT), and when it shows. The browser keeps three local-storage
 * keys of the spec, by their exact names: `date-closed` (when the visitor closed it),
 * `version` (the overlay version they closed or answered) and `submitted` (they signed up).
 * A closed or answered overlay stays hidden until the owner changes its version.
 */
export const OVERLAY_VERTICAL = ['TOP', 'CENTER', 'BOTTOM'] as const;
export const OVERLAY_HORIZONTAL = ['LEFT', 'CENTER', 'RIGHT'] as const;
export type OverlayPosition = `${(typeof OVERLAY_VERTICAL)[number]}_${(typeof OVERLAY_HORIZONTAL)[number]}`;
export const OVERLAY_POSITIONS: readonly OverlayPosition[] = OVERLAY_VERTICAL.flatMap((v) =>
  OVERLAY_HORIZONTAL.map((h) => `${v}_${h}` as OverlayPosition),
);

export const OVERLAY_STORAGE_KEYS = Object.freeze({
  dateClosed: 'date-closed',
  version: 'version',
  submitted: 'submitted',
});

export interface PopupOverlaySettings {
  enabled: boolean;
  version: string;
  position: OverlayPosition;
  /** The owner's title; undefined while they wrote none (the page's catalogue words it: popupOverlayDefaultTitle). */
  title: string | undefined;
  body: string;
}

/** The site's `websiteSettings.popupOverlay`, each value checked; off unless `enabled` is true. */
export function popupOverlaySettings(raw: unknown): PopupOverlaySettings {
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const position =
    typeof s.position === 'string' && (OVERLAY_POSITIONS as readonly string[]).includes(s.position)
      ? (s.position as OverlayPosition)
      : 'CENTER_CENTER';
  const version = typeof s.version === 'string' || typeof s.version === 'number' ? String(s.version).slice(0, 64) : '1';
  return {
    enabled: s.enabled === true,
    version,
    position,
    title: typeof s.title === 'string' ? s.title : undefined,
    body: typeof s.body === 'string' ? s.body : '',
  };
}

/** Reads a key of local storage; null when absent (or storage is refused). */
export type StorageRead = (key: string) => string | null;

/** Shown unless this version was closed or answered already. */
export function overlayShouldShow(read: StorageRead, version: string): boolean {
  if (read(OVERLAY_STORAGE_KEYS.version) !== version) return true;
  return read(OVERLAY_STORAGE_KEYS.dateClosed) === null && read(OVERLAY_STORAGE_KEYS.submitted) !== 'true';
}

/** What closing (or signing up) writes: the date or the flag, and the version it applies to. */
export function overlayDismissal(version: string, how: 'closed' | 'submitted', now: Date): Record<string, string> {
  const values: Record<string, string> = { [OVERLAY_STORAGE_KEYS.version]: version };
  if (how === 'closed') values[OVERLAY_STORAGE_KEYS.dateClosed] = now.toISOString();
  else values[OVERLAY_STORAGE_KEYS.submitted] = 'true';
  return values;
}
