/**
 * `quick-view-dialog`: once per collection page, the dialog that opens the product form of a
 * `product-quick-view` button. Ours: the language reference only has the button. Plain
 * markup has no dialog (it prints nothing and the buttons do nothing); storefront/ renders
 * the quick-view island from `quickViewDialogProps`.
 */
import { localized } from '../markup';
import type { Formatter, Scope } from '../../types';

export interface QuickViewDialogProps {
  closeLabel: string;
  detailsLabel: string;
}

export function quickViewDialogProps(scope: Scope): QuickViewDialogProps {
  return {
    closeLabel: localized((r) => scope.resolve(r), 'productQuickViewCloseText', 'Close'),
    detailsLabel: localized((r) => scope.resolve(r), 'productQuickViewDetailsText', 'View full details'),
  };
}

export const quickViewDialog: Formatter = () => '';
