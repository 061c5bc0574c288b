/**
 * Fonts: the font theme in use (a pack of a heading and a body family, choosing one is the
 * spec's fonts pack change), the two families of the active pack from the curated set, and
 * for each usage category (headings, body text, buttons, navigation, site title) which of the
 * pack's families and which weight it takes.
 *
 * @module
 */
import { useId } from 'react';
import {
  CURATED_FONTS,
  FONT_USAGE_LABELS,
  FONT_WEIGHTS,
  type FontTheme,
  type FontUsageCategory,
  type FontWeight,
  type SiteStyle,
} from '../../../domain';

export interface FontsEditorProps {
  fonts: SiteStyle['fonts'];
  disabled: boolean;
  onPack(themeId: string): void;
  onThemes(themes: FontTheme[]): void;
  onCategories(categories: FontUsageCategory[]): void;
}

const WEIGHT_NAMES: Record<FontWeight, string> = { 400: 'Regular', 500: 'Medium', 600: 'Semibold', 700: 'Bold' };

export function FontsEditor({ fonts, disabled, onPack, onThemes, onCategories }: FontsEditorProps) {
  const id = useId();
  const active = fonts.themes.find((t) => t.id === fonts.activeThemeId) ?? fonts.themes[0];
  const setFamily = (slot: 'heading' | 'body', family: string) =>
    active && onThemes(fonts.themes.map((t) => (t.id === active.id ? { ...t, [slot]: family } : t)));
  const setCategory = (index: number, change: Partial<FontUsageCategory>) =>
    onCategories(fonts.fontUsageCategories.map((c, i) => (i === index ? { ...c, ...change } : c)));
  return (
    <fieldset className="styles-group" disabled={disabled}>
      <legend>Fonts</legend>
      <div className="field">
        <label htmlFor={`${id}-pack`}>Font theme</label>
        <select id={`${id}-pack`} value={fonts.activeThemeId} onChange={(e) => onPack(e.target.value)}>
          {fonts.themes.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {active &&
        (['heading', 'body'] as const).map((slot) => (
          <div className="field" key={slot}>
            <label htmlFor={`${id}-${slot}`}>{slot === 'heading' ? 'Heading font' : 'Body font'}</label>
            <select id={`${id}-${slot}`} value={active[slot]} onChange={(e) => setFamily(slot, e.target.value)}>
              {CURATED_FONTS.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      <h3 className="styles-subheading">Where each font is used</h3>
      <ul className="styles-usage">
        {fonts.fontUsageCategories.map((category, i) => (
          <li key={category.id} className="styles-usage__row">
            <span className="styles-usage__name">{FONT_USAGE_LABELS[category.id]}</span>
            <div className="field">
              <label htmlFor={`${id}-use-${category.id}`}>{FONT_USAGE_LABELS[category.id]}: font</label>
              <select
                id={`${id}-use-${category.id}`}
                value={category.font}
                onChange={(e) => setCategory(i, { font: e.target.value as 'heading' | 'body' })}
              >
                <option value="heading">Heading font</option>
                <option value="body">Body font</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-weight-${category.id}`}>{FONT_USAGE_LABELS[category.id]}: weight</label>
              <select
                id={`${id}-weight-${category.id}`}
                value={category.weight}
                onChange={(e) => setCategory(i, { weight: Number(e.target.value) as FontWeight })}
              >
                {FONT_WEIGHTS.map((w) => (
                  <option key={w} value={w}>
                    {WEIGHT_NAMES[w]}
                  </option>
                ))}
              </select>
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
