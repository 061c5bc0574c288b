import { describe, expect, it } from 'vitest';
import { testScope } from '../engine';
import { productWidgetFormatters } from './product-widgets';

const quickViewDialog = productWidgetFormatters['quick-view-dialog'];

/** Renders the dialog with the page's strings and returns the props the host was handed. */
function propsOf(strings: Record<string, string>): unknown {
  let handed: unknown;
  const host = { render: (_name: string, props: unknown) => ((handed = props), '<quick-view>') };
  quickViewDialog(undefined, [], testScope({ frames: [{ localizedStrings: strings }], host }));
  return handed;
}

describe('quick-view-dialog', () => {
  it('hands every render the same frozen props for the same labels (the collector keeps their JSON)', () => {
    const first = propsOf({});
    expect(first).toEqual({ closeLabel: 'Close', detailsLabel: 'View full details' });
    expect(Object.isFrozen(first)).toBe(true);
    expect(propsOf({})).toBe(first);
    const french = propsOf({ productQuickViewCloseText: 'Fermer' });
    expect(french).toEqual({ closeLabel: 'Fermer', detailsLabel: 'View full details' });
    expect(propsOf({ productQuickViewCloseText: 'Fermer' })).toBe(french);
  });
});
