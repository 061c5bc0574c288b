/**
 * The style document's rules (domain/site-style.ts), checked before a save stores it: the
 * shape with valibot (hex colours of 3 or 6 digits, with or without #, spec §5; fonts of the
 * curated set; weights served), then what the shape cannot say: ids unique, each theme role
 * naming a palette colour, each active theme id naming a theme. Problems are named by path
 * (`colors.palette.2.hex`), prefixed by where the caller's body holds the document.
 */
import * as v from 'valibot';
import {
  COLOUR_ROLES,
  CURATED_FONT_IDS,
  FONT_USAGE_CATEGORY_IDS,
  FONT_WEIGHTS,
  SITE_AESTHETICS_DIRTY_PATHS,
  isHexColour,
  type SiteStyle,
} from '../../domain';
import { PayloadError, safeString, validate, wholeNumber } from '../http';
import { CONTENT_MESSAGES } from './content-messages';

export const STYLE_MESSAGES = Object.freeze({
  hex: 'A colour is 3 or 6 hex digits, with or without # (#2e5339).',
  id: 'An id is 1 to 40 letters, digits and dashes.',
  name: 'A name is 1 to 60 characters.',
  palette: 'A palette has 1 to 24 colours.',
  themes: 'Give 1 to 12 themes.',
  categories: 'Give each font usage category once.',
  duplicateId: 'Two entries have this id.',
  unknownColour: 'This names no colour of the palette.',
  unknownTheme: 'This names no theme.',
  key: 'A site has one style document, style/site.',
  changes:
    'Send the changed paths under changes: colors.palette, colors.themes, colors.activeThemeId, fonts.themes, fonts.activeThemeId, fonts.fontUsageCategories.',
});
const M = STYLE_MESSAGES;
const notAnOption = (issue: { input: unknown }) => CONTENT_MESSAGES.notAnOption(issue.input);

const Id = v.pipe(safeString(M.id), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, M.id));
const Name = v.pipe(safeString(M.name), v.minLength(1, M.name), v.maxLength(60, M.name));
const Hex = v.pipe(
  safeString(M.hex),
  v.check((hex: string) => isHexColour(hex), M.hex),
);
const FontId = v.picklist(CURATED_FONT_IDS as readonly string[] as [string, ...string[]], notAnOption);

const Palette = v.pipe(
  v.array(v.object({ id: Id, name: Name, hex: Hex }), M.palette),
  v.minLength(1, M.palette),
  v.maxLength(24, M.palette),
);
const ColourThemes = v.pipe(
  v.array(
    v.object({
      id: Id,
      name: Name,
      roles: v.object(
        Object.fromEntries(COLOUR_ROLES.map((role) => [role, Id])) as Record<(typeof COLOUR_ROLES)[number], typeof Id>,
      ),
    }),
    M.themes,
  ),
  v.minLength(1, M.themes),
  v.maxLength(12, M.themes),
);
const FontThemes = v.pipe(
  v.array(v.object({ id: Id, name: Name, heading: FontId, body: FontId }), M.themes),
  v.minLength(1, M.themes),
  v.maxLength(12, M.themes),
);
const Categories = v.pipe(
  v.array(
    v.object({
      id: v.picklist(FONT_USAGE_CATEGORY_IDS, notAnOption),
      font: v.picklist(['heading', 'body'], notAnOption),
      weight: v.picklist(FONT_WEIGHTS, notAnOption),
    }),
    M.categories,
  ),
  v.maxLength(FONT_USAGE_CATEGORY_IDS.length, M.categories),
);

export const SiteStyleSchema = v.object({
  colors: v.object({ palette: Palette, themes: ColourThemes, activeThemeId: Id }),
  fonts: v.object({ themes: FontThemes, activeThemeId: Id, fontUsageCategories: Categories }),
});

/** What the shape cannot say: unique ids, references to the palette and to themes. */
function referenceProblems(style: SiteStyle): Record<string, string> {
  const problems: Record<string, string> = {};
  const unique = (list: { id: string }[], path: string) => {
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      if (seen.has(entry.id)) problems[`${path}.${i}.id`] = M.duplicateId;
      seen.add(entry.id);
    });
    return seen;
  };
  const palette = unique(style.colors.palette, 'colors.palette');
  const colourThemes = unique(style.colors.themes, 'colors.themes');
  const fontThemes = unique(style.fonts.themes, 'fonts.themes');
  unique(style.fonts.fontUsageCategories, 'fonts.fontUsageCategories');
  style.colors.themes.forEach((theme, i) => {
    for (const role of COLOUR_ROLES)
      if (!palette.has(theme.roles[role])) problems[`colors.themes.${i}.roles.${role}`] = M.unknownColour;
  });
  if (!colourThemes.has(style.colors.activeThemeId)) problems['colors.activeThemeId'] = M.unknownTheme;
  if (!fontThemes.has(style.fonts.activeThemeId)) problems['fonts.activeThemeId'] = M.unknownTheme;
  return problems;
}

/** The style, or a PayloadError naming each problem under `prefix` (`body.` for a document save). */
export function checkSiteStyle(body: unknown, prefix = ''): SiteStyle {
  let style: SiteStyle;
  try {
    style = validate(SiteStyleSchema, body) as SiteStyle;
  } catch (error) {
    if (!(error instanceof PayloadError) || !prefix) throw error;
    throw new PayloadError(
      Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [prefix + field, message])),
      error.message,
    );
  }
  const problems = referenceProblems(style);
  if (Object.keys(problems).length > 0)
    throw new PayloadError(Object.fromEntries(Object.entries(problems).map(([f, m]) => [prefix + f, m])));
  return style;
}

/** `PATCH /api/owner/content/styles`: `{ revision?, changes: { <dirty path>: value } }`, at least one path. */
export const StylePatchBody = v.object({
  revision: v.optional(wholeNumber(CONTENT_MESSAGES.revision, { min: 1 })),
  changes: v.pipe(
    v.record(v.picklist(SITE_AESTHETICS_DIRTY_PATHS, notAnOption), v.unknown(), M.changes),
    v.check((changes) => Object.keys(changes).length > 0, M.changes),
  ),
});
