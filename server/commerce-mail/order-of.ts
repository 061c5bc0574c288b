/**
 * An order as its mails show it (render/order-view.ts): its totals' labels, variants' options and
 * money in the language of `site` (the buyer's for their mails, the site's own for the owner's notice).
 */
import { interfaceWords } from '../../domain';
import { storeSettings } from '../commerce/store-settings';
import { readOrderView, type OrderView } from '../render/order-view';
import type { ShippingName } from '../orders/shipping-names';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

export async function orderOf(
  deps: { db: Sql },
  site: Site,
  orderId: string,
  nameOf?: (itemId: string, stored: string) => string,
  shippingNameOf?: ShippingName,
): Promise<OrderView> {
  // Its totals' labels, product names and variants' options in the mail's language too ('Sous-total', not 'Subtotal').
  const order = await readOrderView(
    deps.db,
    site.id,
    orderId,
    storeSettings(site).locale,
    interfaceWords(site.website.language),
    nameOf,
    shippingNameOf,
    site.localizedStrings,
  );
  if (!order) throw new Error(`No order ${orderId} on ${site.id}`);
  return order;
}
