/**
 * A new product: its name, type and products collection (the fullest first chosen), created as
 * a draft with one variant (a SKU from the name, no price yet) through
 * `POST /api/owner/content/products`; the editor opens on it.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { contentApi } from '../../editor';
import { Dialog } from '../../ui/Dialog';
import { useAction } from '../../ui/use-action';
import { PRODUCT_TYPE_NAMES, productApi } from './product-calls';
import type { FormEvent } from 'react';

/** A SKU from a name: `Camp Stove` → `CAMP-STOVE`. */
export const skuOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase()
    .slice(0, 40) || 'SKU';

export function NewProductDialog({ onClose, onCreated }: { onClose(): void; onCreated(id: string): void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('1');
  const { busy, error, fieldErrors, run } = useAction();
  const [collections, setCollections] = useState<{ key: string; title: string; size: number }[]>([]);
  const [collection, setCollection] = useState('');
  // The site's product collections; the fullest (the main shop) first chosen.
  useEffect(() => {
    let current = true;
    contentApi.documents('collection').then(
      ({ documents }) => {
        if (!current) return;
        const found = documents
          .map((doc) => ({
            key: doc.key,
            body: doc.draft as { typeName?: string; title?: string; items?: unknown[] } | null,
          }))
          .filter((c) => c.body?.typeName === 'products')
          .map((c) => ({ key: c.key, title: String(c.body?.title ?? c.key), size: c.body?.items?.length ?? 0 }));
        setCollections(found);
        const fullest = [...found].sort((a, b) => b.size - a.size)[0];
        if (fullest) setCollection(fullest.key);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        const created = await productApi.create({
          name: name.trim(),
          productType: Number(type),
          variants: [{ sku: skuOf(name), price: 0, qtyInStock: 0, attributes: {} }],
          ...(collection ? { collection } : {}),
        });
        onCreated(created.id);
      },
      { leaves: true },
    );
  };

  return (
    <Dialog title="Add product" onClose={onClose}>
      <form onSubmit={create} noValidate>
        <div className="field">
          <label htmlFor="new-product-name">Name</label>
          <input
            id="new-product-name"
            value={name}
            required
            aria-invalid={Boolean(fieldErrors.name)}
            onChange={(e) => setName(e.target.value)}
          />
          {fieldErrors.name && <p className="field__error">{fieldErrors.name}</p>}
        </div>
        <div className="field">
          <label htmlFor="new-product-type">Product type</label>
          <select id="new-product-type" value={type} onChange={(e) => setType(e.target.value)}>
            {Object.entries(PRODUCT_TYPE_NAMES).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {collections.length > 1 && (
          <div className="field">
            <label htmlFor="new-product-collection">Add to</label>
            <select id="new-product-collection" value={collection} onChange={(e) => setCollection(e.target.value)}>
              {collections.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.title}
                </option>
              ))}
            </select>
            {fieldErrors.collection && <p className="field__error">{fieldErrors.collection}</p>}
          </div>
        )}
        {error && (
          <p className="status status--error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>
            {busy ? 'Creating…' : 'Create product'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
