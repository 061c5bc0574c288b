/**
 * The design-tweak page types (spec §2) as the style editor previews them: each names the
 * site page that shows it. The lock screen and splash page are the site's own collections
 * (the first locked one, the first splash page) and the popup overlay is the site's setting, so
 * a site without one previews its home page and says so.
 *
 * @module
 */
import { DESIGN_TWEAK_PAGE_TYPES, type DesignTweakPageType } from '../../../domain';

export interface TweakPage {
  type: DesignTweakPageType;
  label: string;
  path: string;
  /** Preview the lock screen rather than the unlocked page. */
  locked: boolean;
  /** Said beside the choice when the site has no such page. */
  note?: string;
}

const LABELS: Record<DesignTweakPageType, string> = {
  STYLE: 'Site (home page)',
  CHECKOUT: 'Checkout',
  LOCK_SCREEN: 'Lock screen',
  SPLASH_PAGE: 'Splash page',
  POPUP_OVERLAY: 'Popup overlay',
};

type CollectionBody = { urlId?: unknown; typeName?: unknown; password?: unknown };

/** Each page type with its path, from the site's collection drafts. */
export function tweakPages(collections: readonly CollectionBody[], hasPopupOverlay = false): TweakPage[] {
  const urlOf = (c: CollectionBody | undefined) => (c && typeof c.urlId === 'string' ? `/${c.urlId}` : undefined);
  const locked = urlOf(collections.find((c) => c.password));
  const splash = urlOf(collections.find((c) => c.typeName === 'splash-page'));
  const none = 'This site has none yet: the home page is shown.';
  const paths: Record<DesignTweakPageType, Omit<TweakPage, 'type' | 'label'>> = {
    STYLE: { path: '/', locked: false },
    CHECKOUT: { path: '/checkout', locked: false },
    LOCK_SCREEN: locked ? { path: locked, locked: true } : { path: '/', locked: false, note: none },
    SPLASH_PAGE: splash ? { path: splash, locked: false } : { path: '/', locked: false, note: none },
    POPUP_OVERLAY: hasPopupOverlay
      ? { path: '/popup-overlay', locked: false }
      : { path: '/', locked: false, note: none },
  };
  return DESIGN_TWEAK_PAGE_TYPES.map((type) => ({ type, label: LABELS[type], ...paths[type] }));
}
