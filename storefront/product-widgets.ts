/**
 * The product page's widgets as islands: the restock sign-up box (one per restock view), the
 * instalments pill and, once per collection page, the quick-view dialog. Their props come from
 * the engine, which prints the same props as plain markup when there is no island host.
 */
import { instalmentProps, quickViewDialogProps, restockBoxProps, type Formatter } from '../engine';
import { islandFormatter } from './island-host';

export const productWidgetFormatters: Record<string, Formatter> = {
  /** No views (or no merchandising entry) → missing. */
  'product-restock-notification': islandFormatter('product-restock-notification', (item, scope, host) =>
    restockBoxProps(item, scope)
      ?.map((props) => host.render('restock', props))
      .join(''),
  ),
  'product-instalments': islandFormatter('product-instalments', (item, scope, host) => {
    const props = instalmentProps(item, scope);
    // The popup's close button in the page's language (words.close); English pages keep the island's own.
    const close = scope.resolve('words.close');
    const closeLabel = typeof close === 'string' && close && close !== 'Close' ? { closeLabel: close } : {};
    return props ? host.render('instalments', { ...props, ...closeLabel }) : undefined;
  }),
  'quick-view-dialog': islandFormatter('quick-view-dialog', (_value, scope, host) =>
    host.render('quick-view', quickViewDialogProps(scope)),
  ),
};
