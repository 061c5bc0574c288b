/**
 * The products list: search by name or SKU, filter by product type and status, sort; each
 * product with its status, price (as the storefront writes money), stock and variants, and
 * Edit, Duplicate and Delete. "Add product" opens the new product dialog.
 *
 * @module
 */
import { useState } from 'react';
import { ITEM_STATUS_LABELS, PRODUCT_STATUS_FILTERS } from '../../../domain';
import { useOwner } from '../../app/owner-context';
import { Link, configPath, useRouter } from '../../app/router';
import { Dialog } from '../../ui/Dialog';
import { TableWrap } from '../../ui/TableWrap';
import { money } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Empty, Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { NewProductDialog } from './NewProductDialog';
import { PRODUCT_TYPE_NAMES, productApi, type ProductFilter } from './product-calls';
import { SearchForm } from '../../ui/SearchForm';
import { useAction } from '../../ui/use-action';
import type { ProductSort, ProductStatusFilter, ProductSummary } from '../../../domain';

const SORTS: { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name, A to Z' },
  { value: 'newest', label: 'Newest first' },
  { value: 'price-low', label: 'Price, lowest first' },
  { value: 'price-high', label: 'Price, highest first' },
];

const STATUS_WORDS: Record<ProductStatusFilter, string> = {
  published: 'Published',
  ...ITEM_STATUS_LABELS,
  unpublished: 'Unpublished changes',
};

function statusBadge(product: ProductSummary) {
  const label = ITEM_STATUS_LABELS[product.status as keyof typeof ITEM_STATUS_LABELS];
  return (
    <>
      {label && <span className="badge badge--warn">{label}</span>}
      {!product.published ? (
        <span className="badge badge--muted">Not published</span>
      ) : product.changed ? (
        <span className="badge badge--todo">Unpublished changes</span>
      ) : (
        !label && <span className="badge badge--ok">Live</span>
      )}
    </>
  );
}

export function ProductList() {
  const { owner, can } = useOwner();
  const { navigate } = useRouter();
  const [filter, setFilter] = useState<ProductFilter>({ q: '', type: '', status: '', sort: 'name' });
  const list = useLoad(JSON.stringify(filter), () => productApi.list(filter));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProductSummary>();
  const { busy, error, run } = useAction();
  const writes = can('products.write');
  const { currency, locale } = owner.site;

  const search = (text: string) => setFilter((f) => ({ ...f, q: text }));
  const duplicate = (product: ProductSummary) =>
    run(async () => {
      const copy = await productApi.duplicate(product.id);
      navigate(configPath('products', copy.id));
    });
  /** The confirmation closes whichever way the delete went; a failure shows above the list. */
  const remove = async (product: ProductSummary) => {
    await run(async () => {
      await productApi.remove(product.id, product.revision);
      list.retry();
    });
    setRemoving(undefined);
  };

  const products = list.data?.products ?? [];
  return (
    <section className="panel" aria-labelledby="products-title">
      <PanelHeading
        title="Products"
        actions={
          writes && (
            <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
              Add product
            </button>
          )
        }
      >
        <span id="products-title">Products</span>
      </PanelHeading>
      <div className="toolbar products-toolbar">
        <SearchForm id="products-q" label="Search products" placeholder="Name or SKU" onSearch={search} />
        <div className="field">
          <label htmlFor="products-type">Product type</label>
          <select
            id="products-type"
            value={filter.type}
            onChange={(e) => setFilter((f) => ({ ...f, type: e.target.value }))}
          >
            <option value="">All types</option>
            {Object.entries(PRODUCT_TYPE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-status">Status</label>
          <select
            id="products-status"
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as ProductFilter['status'] }))}
          >
            <option value="">All statuses</option>
            {PRODUCT_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-sort">Sort by</label>
          <select
            id="products-sort"
            value={filter.sort}
            onChange={(e) => setFilter((f) => ({ ...f, sort: e.target.value as ProductSort }))}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p className="status status--error" role="alert">
          {error}
        </p>
      )}
      {list.error ? (
        <Failure message={list.error} onRetry={list.retry} />
      ) : !list.data ? (
        <Loading>Loading the products…</Loading>
      ) : products.length === 0 ? (
        <Empty>
          {filter.q || filter.type || filter.status ? 'No products match.' : 'This store has no products yet.'}
        </Empty>
      ) : (
        <TableWrap label="Products">
          <table className="table table--cards products">
            <caption className="visually-hidden">
              Products, sorted by {SORTS.find((s) => s.value === filter.sort)?.label}
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Type</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.key}>
                  <td data-label="Product">
                    <Link to={configPath('products', product.id)}>{product.name}</Link> {statusBadge(product)}
                    <div className="muted">
                      {product.variantCount} {product.variantCount === 1 ? 'variant' : 'variants'}
                    </div>
                  </td>
                  <td data-label="Type">{PRODUCT_TYPE_NAMES[product.productType]}</td>
                  <td data-label="Price">
                    {product.salePriceCents !== null ? (
                      <>
                        <s>{money(product.priceCents, list.data!.currency || currency, locale)}</s>{' '}
                        {money(product.salePriceCents, list.data!.currency || currency, locale)}
                      </>
                    ) : (
                      money(product.priceCents, list.data!.currency || currency, locale)
                    )}
                  </td>
                  <td data-label="Stock">{product.stock === null ? 'Unlimited' : product.stock}</td>
                  <td className="link-list__actions">
                    {writes && (
                      <>
                        <button
                          type="button"
                          className="button"
                          disabled={busy}
                          onClick={() => void duplicate(product)}
                          aria-label={`Duplicate ${product.name}`}
                        >
                          Duplicate
                        </button>
                        <button
                          type="button"
                          className="button button--danger"
                          disabled={busy}
                          onClick={() => setRemoving(product)}
                          aria-label={`Delete ${product.name}`}
                        >
                          Delete
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {adding && (
        <NewProductDialog onClose={() => setAdding(false)} onCreated={(id) => navigate(configPath('products', id))} />
      )}
      {removing && (
        <Dialog
          title={`Delete ${removing.name}?`}
          onClose={() => setRemoving(undefined)}
          description={<p>It leaves the site when you next publish. Its revisions stay in the history.</p>}
        >
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setRemoving(undefined)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => void remove(removing)}
            >
              Delete
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
