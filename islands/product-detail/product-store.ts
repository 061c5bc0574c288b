/**
 * One store per product on the page, shared by every island showing a part of its form
 * (variant chooser, quantity, button) and by its restock boxes: the state lives here, not in
 * any one component.
 *
 * @module
 */
import { map, type MapStore } from 'nanostores';
import type { Selection } from '../../domain';

export interface ProductState {
  selection: Selection;
  /** The quantity field's text, checked only when adding. */
  quantity: string;
  /** The id of the variant the selection names, once it names one. */
  variantId?: string;
}

const stores = new Map<string, MapStore<ProductState>>();

/** The store of product `id`, created on first use. */
export function productStore(id: string): MapStore<ProductState> {
  let store = stores.get(id);
  if (!store) stores.set(id, (store = map<ProductState>({ selection: {}, quantity: '1' })));
  return store;
}

export function chooseValue(id: string, option: string, value: string): void {
  const store = productStore(id);
  store.setKey('selection', { ...store.get().selection, [option]: value || undefined });
}
