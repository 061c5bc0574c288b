import { describe, expect, it } from 'vitest';
import {
  BETA_FEATURES,
  DESIGN_TWEAK_PAGE_TYPES,
  activeColours,
  applyStylePatch,
  contrastRatio,
  contrastWarnings,
  defaultSiteStyle,
  dirtyPaths,
  fontUsage,
  isHexColour,
  isStyleDirty,
  normaliseHexColour,
  styleEditorReducer,
  styleEditorState,
  styleSaveRequest,
} from './index';

describe('hex colours (spec §5: 3 or 6 digits, with or without #)', () => {
  it.each(['#fff', 'fff', '#A1b2C3', 'a1b2c3', '#000000', '123'])('accepts %s', (value) => {
    expect(isHexColour(value)).toBe(true);
  });
  it.each([
    '#ffff',
    'ff',
    '#fffff',
    '#1234567',
    '##fff',
    'ggg',
    '#12345g',
    ' #fff',
    '#fff ',
    'rgb(0,0,0)',
    'red',
    '',
    123,
    null,
  ])('refuses %s', (value) => {
    expect(isHexColour(value)).toBe(false);
  });
  it('normalises to #rrggbb in lower case', () => {
    expect(normaliseHexColour('AbC')).toBe('#aabbcc');
    expect(normaliseHexColour('#A1B2C3')).toBe('#a1b2c3');
  });
});

describe('WCAG contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '777')).toBeCloseTo(1, 5);
  });
  it('matches the published figure for #767676 on white (4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('warns about pairs below AA and not about the default style', () => {
    expect(contrastWarnings(defaultSiteStyle())).toEqual([]);
    const style = defaultSiteStyle();
    style.colors.palette.find((p) => p.id === 'accent')!.hex = '#cccccc';
    const warnings = contrastWarnings(style);
    expect(warnings.map((w) => [w.text, w.background])).toEqual([
      ['accent', 'background'],
      ['onAccent', 'accent'],
    ]);
    expect(warnings[0]!.message).toMatch(/below the 4.5:1 that WCAG AA asks for/);
  });
});

describe('the style document', () => {
  it('resolves the active colour theme through the palette', () => {
    const style = defaultSiteStyle();
    expect(activeColours(style).accent).toBe('#2e5339');
    style.colors.activeThemeId = 'dark';
    expect(activeColours(style).background).toBe('#1f2a23');
  });
  it('gives each usage category a family of the active font theme', () => {
    const style = defaultSiteStyle();
    style.fonts.activeThemeId = 'editorial';
    expect(fontUsage(style).headings).toEqual({ family: 'playfair-display', weight: 700 });
    expect(fontUsage(style).body).toEqual({ family: 'source-sans-3', weight: 400 });
  });
  it('never answers a weight that is not served (what it answers is written into CSS)', () => {
    const style = defaultSiteStyle();
    (style.fonts.fontUsageCategories[0] as { weight: unknown }).weight = '700; } body { display: none';
    expect(fontUsage(style).headings.weight).toBe(700);
  });
  it('names the spec design-tweak page types and the aesthetics patch flag', () => {
    expect(DESIGN_TWEAK_PAGE_TYPES).toEqual(['STYLE', 'CHECKOUT', 'LOCK_SCREEN', 'SPLASH_PAGE', 'POPUP_OVERLAY']);
    expect(BETA_FEATURES.aestheticsPatchApi).toBe('aesthetics-patch-api');
  });
});

describe('dirty paths (spec §3, §4)', () => {
  const start = () => styleEditorState(defaultSiteStyle());

  it('starts with every path clean', () => {
    expect(dirtyPaths(start())).toEqual([]);
    expect(isStyleDirty(start())).toBe(false);
  });

  it('marks exactly the path set, and clean again when set back to the saved value', () => {
    const palette = defaultSiteStyle().colors.palette.map((p) => (p.id === 'accent' ? { ...p, hex: '#b5532f' } : p));
    let state = styleEditorReducer(start(), { type: 'set', path: 'colors.palette', value: palette });
    expect(state.paths['colors.palette']).toBe('dirty');
    expect(dirtyPaths(state)).toEqual(['colors.palette']);
    state = styleEditorReducer(state, { type: 'set', path: 'colors.activeThemeId', value: 'dark' });
    expect(dirtyPaths(state)).toEqual(['colors.activeThemeId', 'colors.palette']);
    state = styleEditorReducer(state, {
      type: 'set',
      path: 'colors.palette',
      value: defaultSiteStyle().colors.palette,
    });
    expect(dirtyPaths(state)).toEqual(['colors.activeThemeId']);
  });

  it('a fonts pack change goes clean to dirty and dirty to dirty, even back to the saved pack', () => {
    let state = styleEditorReducer(start(), { type: 'fontsPackChange', themeId: 'modern' });
    expect(state.paths['fonts.activeThemeId']).toBe('dirty');
    state = styleEditorReducer(state, { type: 'fontsPackChange', themeId: 'classic' });
    expect(state.paths['fonts.activeThemeId']).toBe('dirty');
    expect(state.current.fonts.activeThemeId).toBe('classic');
  });

  it('reset and save make every path clean', () => {
    const dirty = styleEditorReducer(start(), { type: 'set', path: 'fonts.themes', value: [] });
    expect(dirtyPaths(styleEditorReducer(dirty, { type: 'reset' }))).toEqual([]);
    expect(styleEditorReducer(dirty, { type: 'reset' }).current.fonts.themes).toHaveLength(4);
    const saved = styleEditorReducer(dirty, { type: 'saved' });
    expect(dirtyPaths(saved)).toEqual([]);
    expect(saved.saved.fonts.themes).toEqual([]);
  });

  it('saves only the changed paths with the patch feature on, the whole document otherwise', () => {
    const categories = defaultSiteStyle().fonts.fontUsageCategories.map((c) =>
      c.id === 'headings' ? { ...c, weight: 600 as const } : c,
    );
    const state = styleEditorReducer(start(), { type: 'set', path: 'fonts.fontUsageCategories', value: categories });
    expect(styleSaveRequest(state, 3, true)).toEqual({
      variant: 'patch',
      body: { revision: 3, changes: { 'fonts.fontUsageCategories': categories } },
    });
    const whole = styleSaveRequest(state, 3, false);
    expect(whole).toEqual({ variant: 'document', body: { revision: 3, body: state.current } });
    expect(applyStylePatch(defaultSiteStyle(), { 'fonts.fontUsageCategories': categories })).toEqual(state.current);
  });
});
