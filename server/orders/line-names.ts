/**
 * The product names an order's lines stored, as a page or mail in another language says them
 * (issue 25): the product's translated title while it is still sold under the name the line
 * stored, else the stored name itself, since an order keeps what was bought (a product renamed
 * or gone since is shown as it was ordered). The site's own language keeps the stored names.
 *
 * @module
 */
import { findProduct } from '../commerce/catalog';
import { localizedSite } from '../site-settings/localized-site';
import type { SiteLanguage } from '../../domain';
import type { Site } from '../sites/types';

export type LineName = (itemId: string, stored: string) => string;

export function lineNamesIn(site: Site, language: SiteLanguage | undefined): LineName {
  if (!language) return (_itemId, stored) => stored;
  const shown = localizedSite(site, language);
  return (itemId, stored) => {
    if (findProduct(site, itemId)?.title !== stored) return stored;
    return findProduct(shown, itemId)?.title ?? stored;
  };
}
