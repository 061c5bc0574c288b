/**
 * `quick-view-dialog`: once per collection page, the `quick-view` island that opens the
 * product form of a `product-quick-view` button in a dialog. Ours: the language reference
 * only has the button. Without an island host there is no dialog, and the buttons do nothing.
 */
import { localized } from '../markup';
import { renderIsland } from '../../../storefront/island-host';
import type { Formatter } from '../../types';

export const quickViewDialog: Formatter = (_value, _args, scope) => {
  const props = { closeLabel: localized((r) => scope.resolve(r), 'productQuickViewCloseText', 'Close'), detailsLabel: localized((r) => scope.resolve(r), 'productQuickViewDetailsText', 'View full details') };
  return renderIsland(scope, 'quick-view', props, () => '');
};
