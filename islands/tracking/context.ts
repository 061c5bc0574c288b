/**
 * What the server tells the tracking client about the page, in
 * `<script type="application/json" id="tracking-context">` (server/render/tracking-tag.ts).
 */
import type { FeatureConfig } from '../../domain';
import type { CookieSettings, InterfaceWords } from '../../domain';

/** The cookie banner's words in the page's language (domain/interface-words). */
export type BannerWords = Pick<
  InterfaceWords,
  'cookieBannerLabel' | 'cookieBannerText' | 'cookieAccept' | 'cookieDecline'
>;

export const CONTEXT_ELEMENT_ID = 'tracking-context';

export interface TrackingContext {
  websiteId: string;
  templateId: string;
  locale: string;
  pageType: number;
  itemId?: string;
  collectionId?: string;
  recordType?: number;
  cookieSettings: CookieSettings;
  cloneable: boolean;
  /** The global switch: nothing is sent. */
  disabled: boolean;
  features: FeatureConfig;
  /** Sent when the site shows the cookie banner; English words when absent. */
  bannerWords?: BannerWords;
}

export function readContext(doc: Document = document): TrackingContext | undefined {
  const text = doc.getElementById(CONTEXT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TrackingContext;
  } catch {
    return undefined;
  }
}
