/**
 * The shipping option an order chose, as a page in another language names it (issue 25): the
 * owner's translation of the option's name, else the store's own name. The order keeps only the
 * option's id, so the owner's orders name it in the store's words (describe-order.ts); an option
 * the store no longer has is named by nothing (the line reads "Shipping").
 *
 * @module
 */
import { storeSettings } from '../commerce/store-settings';
import { localizedSite } from '../site-settings/localized-site';
import type { SiteLanguage } from '../../domain';
import type { Site } from '../sites/types';

export type ShippingName = (optionId: string) => string | undefined;

export function shippingNamesIn(site: Site, language: SiteLanguage | undefined): ShippingName {
  const names = new Map(storeSettings(localizedSite(site, language)).shippingOptions.map((o) => [o.id, o.name]));
  return (optionId) => names.get(optionId) || undefined;
}
