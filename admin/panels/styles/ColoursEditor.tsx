/**
 * Colours: the palette (a name and a hex colour each, typed or picked), the colour theme in use
 * and which palette colour each role of the active theme takes. A colour that is not 3 or 6
 * hex digits (spec §5) is said at once and keeps the style from being saved.
 *
 * @module
 */
import { useId } from 'react';
import {
  COLOUR_ROLES,
  COLOUR_ROLE_LABELS,
  isHexColour,
  normaliseHexColour,
  type ColourTheme,
  type PaletteColour,
  type SiteStyle,
} from '../../../domain';

export const HEX_HINT = 'A colour is 3 or 6 hex digits, with or without # (#2e5339).';

export interface ColoursEditorProps {
  colors: SiteStyle['colors'];
  disabled: boolean;
  onPalette(palette: PaletteColour[]): void;
  onThemes(themes: ColourTheme[]): void;
  onActiveTheme(id: string): void;
}

export function ColoursEditor({ colors, disabled, onPalette, onThemes, onActiveTheme }: ColoursEditorProps) {
  const id = useId();
  const active = colors.themes.find((t) => t.id === colors.activeThemeId) ?? colors.themes[0];
  const setColour = (index: number, change: Partial<PaletteColour>) =>
    onPalette(colors.palette.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <fieldset className="styles-group" disabled={disabled}>
      <legend>Colours</legend>
      <h3 className="styles-subheading">Palette</h3>
      <ul className="styles-palette">
        {colors.palette.map((colour, i) => {
          const valid = isHexColour(colour.hex);
          const errorId = `${id}-hex-${i}-error`;
          return (
            <li key={colour.id} className="styles-swatch">
              <span
                className="styles-swatch__chip"
                style={{ background: valid ? normaliseHexColour(colour.hex) : 'transparent' }}
                aria-hidden="true"
              />
              <div className="field">
                <label htmlFor={`${id}-hex-${i}`}>{colour.name} (hex)</label>
                <input
                  id={`${id}-hex-${i}`}
                  value={colour.hex}
                  maxLength={7}
                  spellCheck={false}
                  aria-invalid={!valid}
                  aria-describedby={valid ? undefined : errorId}
                  onChange={(e) => setColour(i, { hex: e.target.value.trim() })}
                />
                {!valid && (
                  <p className="field__error" id={errorId}>
                    {HEX_HINT}
                  </p>
                )}
              </div>
              <div className="field">
                <label htmlFor={`${id}-pick-${i}`}>Pick {colour.name}</label>
                <input
                  id={`${id}-pick-${i}`}
                  type="color"
                  value={valid ? normaliseHexColour(colour.hex) : '#000000'}
                  onChange={(e) => setColour(i, { hex: e.target.value })}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="field">
        <label htmlFor={`${id}-theme`}>Colour theme</label>
        <select id={`${id}-theme`} value={colors.activeThemeId} onChange={(e) => onActiveTheme(e.target.value)}>
          {colors.themes.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {active && (
        <div className="styles-roles">
          <h3 className="styles-subheading">Colours of the {active.name} theme</h3>
          {COLOUR_ROLES.map((role) => (
            <div className="field" key={role}>
              <label htmlFor={`${id}-role-${role}`}>{COLOUR_ROLE_LABELS[role]}</label>
              <select
                id={`${id}-role-${role}`}
                value={active.roles[role]}
                onChange={(e) =>
                  onThemes(
                    colors.themes.map((t) =>
                      t.id === active.id ? { ...t, roles: { ...t.roles, [role]: e.target.value } } : t,
                    ),
                  )
                }
              >
                {colors.palette.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
