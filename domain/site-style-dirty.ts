/**
 * The style editor's dirty state, path by path (spec §3 "Site aesthetics dirty paths", §4):
 * each of colors.activeThemeId, fonts.activeThemeId, colors.palette, colors.themes,
 * fonts.themes and fonts.fontUsageCategories is clean or dirty. Setting a path makes it dirty
 * when its value differs from the saved one and clean when it is the saved one again; a fonts
 * pack change (choosing a font theme) goes clean to dirty or dirty to dirty, never to clean.
 * A save sends only the dirty paths (the patch variant) when the aesthetics patch API feature
 * is on, else the whole document; once saved every path is clean.
 *
 * @module
 */
import { SITE_AESTHETICS_DIRTY_PATHS, type SiteAestheticsDirtyPath } from './enums/editor';
import type { SiteStyle } from './site-style';

export type DirtyPathState = 'clean' | 'dirty';

export interface StyleEditorState {
  /** What the server holds (the last load or save). */
  saved: SiteStyle;
  /** What the owner sees. */
  current: SiteStyle;
  paths: Record<SiteAestheticsDirtyPath, DirtyPathState>;
}

export type StyleEditorEvent =
  | { type: 'set'; path: SiteAestheticsDirtyPath; value: unknown }
  | { type: 'fontsPackChange'; themeId: string }
  | { type: 'reset' }
  | { type: 'saved'; style?: SiteStyle }
  | { type: 'loaded'; style: SiteStyle };

/** The value at a dirty path (`colors.palette` …). */
export function valueAtPath(style: SiteStyle, path: SiteAestheticsDirtyPath): unknown {
  const [group, field] = path.split('.') as [keyof SiteStyle, string];
  return (style[group] as unknown as Record<string, unknown>)[field];
}

function withValue(style: SiteStyle, path: SiteAestheticsDirtyPath, value: unknown): SiteStyle {
  const [group, field] = path.split('.') as [keyof SiteStyle, string];
  return { ...style, [group]: { ...style[group], [field]: value } };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function allPaths(state: DirtyPathState): Record<SiteAestheticsDirtyPath, DirtyPathState> {
  return Object.fromEntries(SITE_AESTHETICS_DIRTY_PATHS.map((p) => [p, state])) as Record<
    SiteAestheticsDirtyPath,
    DirtyPathState
  >;
}

export function styleEditorState(style: SiteStyle): StyleEditorState {
  return { saved: style, current: style, paths: allPaths('clean') };
}

export function styleEditorReducer(state: StyleEditorState, event: StyleEditorEvent): StyleEditorState {
  switch (event.type) {
    case 'set': {
      const current = withValue(state.current, event.path, event.value);
      const clean = same(valueAtPath(state.saved, event.path), event.value);
      return { ...state, current, paths: { ...state.paths, [event.path]: clean ? 'clean' : 'dirty' } };
    }
    case 'fontsPackChange': {
      // Spec §4: a fonts pack change goes clean → dirty or dirty → dirty, whatever it chose.
      const current = withValue(state.current, 'fonts.activeThemeId', event.themeId);
      return { ...state, current, paths: { ...state.paths, 'fonts.activeThemeId': 'dirty' } };
    }
    case 'reset':
      return styleEditorState(state.saved);
    case 'saved':
      return styleEditorState(event.style ?? state.current);
    case 'loaded':
      return styleEditorState(event.style);
  }
}

export function dirtyPaths(state: StyleEditorState): SiteAestheticsDirtyPath[] {
  return SITE_AESTHETICS_DIRTY_PATHS.filter((p) => state.paths[p] === 'dirty');
}

export function isStyleDirty(state: StyleEditorState): boolean {
  return dirtyPaths(state).length > 0;
}

/** `PATCH /api/owner/content/styles`: only the changed paths, each with its whole new value. */
export interface SiteStylePatch {
  revision?: number;
  changes: Partial<Record<SiteAestheticsDirtyPath, unknown>>;
}

/** What a save sends: the patch variant when the aesthetics patch API feature is on, else the whole document. */
export type SiteStyleSave =
  | { variant: 'patch'; body: SiteStylePatch }
  | { variant: 'document'; body: { revision?: number; body: SiteStyle } };

export function styleSaveRequest(
  state: StyleEditorState,
  revision: number | undefined,
  patchFeatureOn: boolean,
): SiteStyleSave {
  if (!patchFeatureOn) return { variant: 'document', body: { revision, body: state.current } };
  const changes: SiteStylePatch['changes'] = {};
  for (const path of dirtyPaths(state)) changes[path] = valueAtPath(state.current, path);
  return { variant: 'patch', body: { revision, changes } };
}

/** A style with a patch's paths laid over it (the server's side of the patch variant). */
export function applyStylePatch(style: SiteStyle, changes: SiteStylePatch['changes']): SiteStyle {
  let out = style;
  for (const path of SITE_AESTHETICS_DIRTY_PATHS)
    if (Object.hasOwn(changes, path)) out = withValue(out, path, changes[path]);
  return out;
}

/** The site's style read by the owner app: the draft (or the default before any save) and its revision. */
export interface SiteStyleView {
  style: SiteStyle;
  /** The draft's revision; null before the site has a style document. */
  revision: number | null;
  publishedRevision: number | null;
  /** The aesthetics patch API feature (`featureFlags.aestheticsPatchApi`): saves send changed paths only. */
  patchEnabled: boolean;
}
