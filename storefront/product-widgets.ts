/**
 * The product page's widgets as islands: the restock sign-up box (one per restock view), the
 * instalments pill and, once per collection page, the quick-view dialog. Their props come from
 * the engine, which prints the same props as plain markup when there is no island host.
 */
import {
  instalmentProps,
  memoByItem,
  quickViewDialogProps,
  restockBoxProps,
  type Formatter,
  type QuickViewDialogProps,
  type Scope,
} from '../engine';
import { LruCache } from '../domain';
import { islandFormatter } from './island-host';

/**
 * The widgets' props, kept per item object in the site's render memo while every setting and
 * word they read stays the same (engine memoByItem), and frozen: the product page renders the
 * same item object while its stock stands still, so the props and their JSON (islands/collector.ts
 * keeps a frozen object's) are made once instead of on every uncached render (issue 28).
 */
function restockProps(item: unknown, scope: Scope) {
  return memoByItem('island:product-restock-notification', item, scope, (reading) =>
    restockBoxProps(item, reading)?.map((props) => Object.freeze(props)),
  );
}

function instalmentPillProps(item: unknown, scope: Scope) {
  return memoByItem('island:product-instalments', item, scope, (reading) => {
    const props = instalmentProps(item, reading);
    // The popup's close button in the page's language (words.close); English pages keep the island's own.
    const close = reading.resolve('words.close');
    const closeLabel = typeof close === 'string' && close && close !== 'Close' ? { closeLabel: close } : {};
    return props ? Object.freeze({ ...props, ...closeLabel }) : undefined;
  });
}

/** The dialog's props per pair of labels (a site's settings name a few): frozen, so their JSON is made once. */
const quickViewPropsByLabels = new LruCache<string, Readonly<QuickViewDialogProps>>(100);

function quickViewProps(scope: Scope): Readonly<QuickViewDialogProps> {
  const props = quickViewDialogProps(scope);
  const key = `${props.closeLabel}\n${props.detailsLabel}`;
  let kept = quickViewPropsByLabels.get(key);
  if (kept === undefined) quickViewPropsByLabels.set(key, (kept = Object.freeze(props)));
  return kept;
}

export const productWidgetFormatters: Record<string, Formatter> = {
  /** No views (or no merchandising entry) → missing. */
  'product-restock-notification': islandFormatter('product-restock-notification', (item, scope, host) =>
    restockProps(item, scope)
      ?.map((props) => host.render('restock', props))
      .join(''),
  ),
  'product-instalments': islandFormatter('product-instalments', (item, scope, host) => {
    const props = instalmentPillProps(item, scope);
    return props ? host.render('instalments', props) : undefined;
  }),
  'quick-view-dialog': islandFormatter('quick-view-dialog', (_value, scope, host) =>
    host.render('quick-view', quickViewProps(scope)),
  ),
};
