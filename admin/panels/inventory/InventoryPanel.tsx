/**
 * Inventory: products with their stock and price, 20 a page; search, sort by name, stock or
 * price; a row expands to its variants, whose stock the owner edits inline; the settings dialog.
 *
 * @module
 */
import { Fragment, useState } from 'react';
import { isStockedType } from '../../../domain';
import { ownerApi } from '../../api/owner-api';
import { PANEL_EVENTS, recordEvent } from '../../api/record-event';
import { useOwner } from '../../app/owner-context';
import { money } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { ToolbarSelect } from '../../ui/ToolbarSelect';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { InventorySettingsDialog } from './InventorySettingsDialog';
import { StockEditor } from './StockEditor';
import { SearchForm } from '../../ui/SearchForm';
import type { InventoryProduct, InventorySort, InventoryVariant } from '../../../domain';

export const SORTS: { value: InventorySort; label: string }[] = [
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'stock', label: 'Stock, lowest first' },
  { value: '-stock', label: 'Stock, highest first' },
  { value: 'price', label: 'Price, lowest first' },
  { value: '-price', label: 'Price, highest first' },
];

export function InventoryPanel() {
  const { owner, can } = useOwner();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<InventorySort>('name');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const pages = usePages<{ products: InventoryProduct[] }>(`${q}\n${sort}`, (cursor) =>
    ownerApi.inventory(q, sort, cursor),
  );
  const { currency, locale } = owner.site;

  const search = (text: string) => {
    setQ(text);
    recordEvent(PANEL_EVENTS.inventorySearch, { q: text });
  };
  const changeSort = (value: InventorySort) => {
    setSort(value);
    recordEvent(PANEL_EVENTS.inventorySort, { sort: value });
  };
  const toggle = (product: InventoryProduct) => {
    const open = !expanded.has(product.itemId);
    setExpanded((set) => {
      const next = new Set(set);
      if (open) next.add(product.itemId);
      else next.delete(product.itemId);
      return next;
    });
    if (open) recordEvent(PANEL_EVENTS.inventoryRowExpand, { itemId: product.itemId });
  };
  const saved = (itemId: string, variant: InventoryVariant) =>
    pages.update((page) => ({
      ...page,
      products: page.products.map((p) => (p.itemId === itemId ? withVariant(p, variant) : p)),
    }));

  const products = pages.page?.products ?? [];
  return (
    <section className="panel" aria-labelledby="inventory-title">
      <PanelHeading
        title="Inventory"
        actions={
          <button
            type="button"
            className="button"
            onClick={() => {
              setSettingsOpen(true);
              recordEvent(PANEL_EVENTS.inventorySettings, { action: 'open' });
            }}
          >
            Settings
          </button>
        }
      >
        <span id="inventory-title">Inventory</span>
      </PanelHeading>
      <div className="toolbar">
        <SearchForm id="inventory-q" label="Search products" placeholder="Name or SKU" onSearch={search} />
        <ToolbarSelect id="inventory-sort" label="Sort by" value={sort} options={SORTS} onChange={changeSort} />
      </div>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the inventory…</Loading>
      ) : products.length === 0 ? (
        <Empty>{q ? `No products match “${q}”.` : 'This store has no products yet.'}</Empty>
      ) : (
        <div className="table-wrap" aria-busy={pages.loading}>
          <table className="table table--cards inventory">
            <caption className="visually-hidden">
              Products{q ? ` matching “${q}”` : ''}, sorted by{' '}
              {SORTS.find((s) => s.value === sort)?.label.toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Stock</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            {products.map((product) => {
              const open = expanded.has(product.itemId);
              // One row group per product, and its variants' rows in a group of their own under
              // it: the variants' cells sit in the product's columns (Stock, Price).
              return (
                <Fragment key={product.itemId}>
                  <tbody>
                    <tr className="inventory__product">
                      <th scope="row">
                        <button
                          type="button"
                          className="disclosure"
                          aria-expanded={open}
                          aria-controls={`variants-${product.itemId}`}
                          onClick={() => toggle(product)}
                        >
                          <span aria-hidden="true" className="disclosure__icon" />
                          {product.name}
                          <span className="visually-hidden">
                            , {product.variants.length === 1 ? '1 variant' : `${product.variants.length} variants`}
                          </span>
                        </button>
                        {product.soldOut && <span className="badge badge--warn">Sold out</span>}
                      </th>
                      <td data-label="Stock">
                        {product.stock.unlimited ? 'Unlimited' : product.stock.total.toLocaleString(locale)}
                      </td>
                      <td data-label="Price">{money(product.priceCents, currency, locale)}</td>
                    </tr>
                  </tbody>
                  {open && (
                    <VariantRows
                      product={product}
                      canEdit={can('inventory.write')}
                      onSaved={(variant) => saved(product.itemId, variant)}
                    />
                  )}
                </Fragment>
              );
            })}
          </table>
        </div>
      )}
      <Pager
        pages={pages}
        label="Inventory"
        onNext={() => recordEvent(PANEL_EVENTS.inventoryNextPage, { page: pages.pageNumber + 1 })}
      />
      {settingsOpen && <InventorySettingsDialog onClose={() => setSettingsOpen(false)} />}
    </section>
  );
}

function VariantRows({
  product,
  canEdit,
  onSaved,
}: {
  product: InventoryProduct;
  canEdit: boolean;
  onSaved(variant: InventoryVariant): void;
}) {
  const { owner } = useOwner();
  const { currency, locale } = owner.site;
  return (
    <tbody className="inventory__variants" id={`variants-${product.itemId}`} aria-label={`Variants of ${product.name}`}>
      {product.variants.map((variant) => (
        <tr key={variant.sku} className="variant">
          <th scope="row" className="variant__name">
            <strong>{variant.label}</strong> <span className="variant__sku">SKU {variant.sku}</span>
            {variant.restockSignUps > 0 && (
              <span className="variant__signups">
                {variant.restockSignUps === 1 ? '1 restock sign-up' : `${variant.restockSignUps} restock sign-ups`}
              </span>
            )}
          </th>
          <td className="variant__stock" data-label="Stock">
            {canEdit ? (
              <StockEditor itemId={product.itemId} productName={product.name} variant={variant} onSaved={onSaved} />
            ) : (
              <span>Stock: {variant.unlimited ? 'Unlimited' : variant.qtyInStock.toLocaleString(locale)}</span>
            )}
          </td>
          <td className="variant__price" data-label="Price">
            {variant.onSale && variant.salePriceCents !== null ? (
              <>
                <span className="visually-hidden">Sale price </span>
                {money(variant.salePriceCents, currency, locale)}{' '}
                <del>
                  <span className="visually-hidden">was </span>
                  {money(variant.priceCents, currency, locale)}
                </del>
              </>
            ) : (
              money(variant.priceCents, currency, locale)
            )}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The product with one variant replaced, its stock total and sold-out flag worked out again
 * (spec §4: sold out when no variant has stock and none is unlimited; digital products and gift
 * cards never are, so their flag stays as the server sent it).
 */
export function withVariant(product: InventoryProduct, variant: InventoryVariant): InventoryProduct {
  const variants = product.variants.map((v) => (v.sku === variant.sku ? variant : v));
  const unlimited = variants.some((v) => v.unlimited);
  const total = variants.reduce((sum, v) => sum + (v.unlimited ? 0 : v.qtyInStock), 0);
  return {
    ...product,
    variants,
    stock: { total, unlimited },
    soldOut: isStockedType(product.productType) ? !unlimited && total === 0 : product.soldOut,
  };
}
