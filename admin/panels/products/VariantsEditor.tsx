/**
 * A product's options and variants: options by name with their values, in the order the
 * product page asks them (`variantOptionOrdering`: Move up, Move down); "Update variants" makes
 * one variant per combination of values, keeping what the variants already had. Each variant
 * has its SKU, price, sale price and on sale, stock or unlimited (stock of a saved variant is
 * changed in Inventory, which counts sales), and its image.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { Link, configPath } from '../../app/router';
import { TableWrap } from '../../ui/TableWrap';
import { MoneyInput } from './MoneyInput';
import type { ProductEditFields, ProductImageView, ProductVariantFields } from '../../../domain';

interface OptionDraft {
  name: string;
  values: string;
}

export interface VariantsEditorProps {
  fields: ProductEditFields;
  change(fields: Partial<ProductEditFields>): void;
  images: ProductImageView[];
  /** SKUs saved already: their stock is the inventory's. */
  savedSkus: ReadonlySet<string>;
  currency: string;
  locale: string;
  errors: Record<string, string>;
}

function optionsOf(fields: ProductEditFields): OptionDraft[] {
  return fields.optionOrder.map((name) => ({
    name,
    values: [...new Set(fields.variants.map((v) => v.attributes[name]).filter(Boolean))].join(', '),
  }));
}

const variantName = (variant: ProductVariantFields, order: string[]) =>
  order.map((o) => variant.attributes[o]).join(' / ') || 'Default';

/** Every combination of the options' values, keeping the variants that had it. */
export function variantsFor(
  options: OptionDraft[],
  old: ProductVariantFields[],
  baseSku: string,
): ProductVariantFields[] {
  const named = options
    .map((o) => ({
      name: o.name.trim(),
      values: [
        ...new Set(
          o.values
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ],
    }))
    .filter((o) => o.name && o.values.length > 0);
  let combos: Record<string, string>[] = [{}];
  for (const option of named)
    combos = combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value })));
  const first = old[0];
  return combos.map((attributes) => {
    const same = old.find(
      (v) =>
        Object.keys(v.attributes).length === Object.keys(attributes).length &&
        Object.entries(attributes).every(([k, x]) => v.attributes[k] === x),
    );
    if (same) return same;
    const suffix = Object.values(attributes)
      .map((x) => x.toUpperCase().replace(/[^A-Z0-9]+/g, ''))
      .join('-');
    return {
      sku: suffix ? `${baseSku}-${suffix}` : baseSku,
      price: first?.price ?? 0,
      qtyInStock: 0,
      unlimited: false,
      onSale: false,
      attributes,
    };
  });
}

export function VariantsEditor({ fields, change, images, savedSkus, currency, locale, errors }: VariantsEditorProps) {
  const [options, setOptions] = useState<OptionDraft[]>(() => optionsOf(fields));
  // A reload or restore from outside brings its own options.
  const order = fields.optionOrder.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the option names (order) stand for the loaded options.
  useEffect(() => setOptions(optionsOf(fields)), [order]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...options];
    const [taken] = next.splice(index, 1);
    next.splice(index + by, 0, taken!);
    setOptions(next);
    const names = next.map((o) => o.name.trim()).filter(Boolean);
    if (names.length === fields.optionOrder.length && names.every((n) => fields.optionOrder.includes(n)))
      change({ optionOrder: names });
  };
  const setOption = (index: number, draft: Partial<OptionDraft>) =>
    setOptions(options.map((o, i) => (i === index ? { ...o, ...draft } : o)));
  const apply = () => {
    const base = (fields.variants[0]?.sku ?? 'SKU').split('-')[0] || 'SKU';
    const variants = variantsFor(options, fields.variants, base);
    change({
      variants,
      optionOrder: options.map((o) => o.name.trim()).filter((n, i) => n && options[i]!.values.trim()),
    });
  };
  const setVariant = (index: number, patch: Partial<ProductVariantFields>) =>
    change({ variants: fields.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) });

  return (
    <fieldset className="variants-editor">
      <legend>Options and variants</legend>
      <ol className="variants-editor__options">
        {options.map((option, index) => (
          <li key={index} className="variants-editor__option">
            <div className="field">
              <label htmlFor={`option-name-${index}`}>Option {index + 1} name</label>
              <input
                id={`option-name-${index}`}
                value={option.name}
                onChange={(e) => setOption(index, { name: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`option-values-${index}`}>Option {index + 1} values, separated by commas</label>
              <input
                id={`option-values-${index}`}
                value={option.values}
                onChange={(e) => setOption(index, { values: e.target.value })}
              />
            </div>
            <div className="variants-editor__option-actions">
              <button
                type="button"
                className="button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move up option ${option.name || index + 1}`}
              >
                Move up
              </button>
              <button
                type="button"
                className="button"
                disabled={index === options.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move down option ${option.name || index + 1}`}
              >
                Move down
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => setOptions(options.filter((_, i) => i !== index))}
                aria-label={`Remove option ${option.name || index + 1}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="editor-bar__actions">
        <button type="button" className="button" onClick={() => setOptions([...options, { name: '', values: '' }])}>
          Add option
        </button>
        <button type="button" className="button" onClick={apply}>
          Update variants
        </button>
      </div>
      {errors.variants && <p className="field__error">{errors.variants}</p>}
      <TableWrap label="Variants">
        <table className="table variants-table">
          <caption className="visually-hidden">Variants</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col">Price</th>
              <th scope="col">Sale price</th>
              <th scope="col">On sale</th>
              <th scope="col">Stock</th>
              <th scope="col">Image</th>
            </tr>
          </thead>
          <tbody>
            {fields.variants.map((variant, index) => {
              const name = variantName(variant, fields.optionOrder);
              const saved = savedSkus.has(variant.sku);
              return (
                <tr key={`${index}-${name}`}>
                  <th scope="row">{name}</th>
                  <td>
                    <label className="visually-hidden" htmlFor={`variant-sku-${index}`}>
                      SKU of {name}
                    </label>
                    <input
                      id={`variant-sku-${index}`}
                      value={variant.sku}
                      size={14}
                      onChange={(e) => setVariant(index, { sku: e.target.value })}
                    />
                    {errors[`variants.${index}.sku`] && (
                      <p className="field__error">{errors[`variants.${index}.sku`]}</p>
                    )}
                  </td>
                  <td>
                    <MoneyInput
                      label={`Price of ${name}`}
                      hiddenLabel
                      cents={variant.price}
                      currency={currency}
                      locale={locale}
                      onChange={(cents) => setVariant(index, { price: cents ?? 0 })}
                    />
                  </td>
                  <td>
                    <MoneyInput
                      label={`Sale price of ${name}`}
                      hiddenLabel
                      optional
                      cents={variant.salePrice}
                      currency={currency}
                      locale={locale}
                      onChange={(cents) => setVariant(index, { salePrice: cents })}
                    />
                    {errors[`variants.${index}.salePrice`] && (
                      <p className="field__error">{errors[`variants.${index}.salePrice`]}</p>
                    )}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name} on sale`}
                      checked={variant.onSale ?? false}
                      onChange={(e) => setVariant(index, { onSale: e.target.checked })}
                    />
                  </td>
                  <td>
                    {saved ? (
                      <>
                        {variant.unlimited ? 'Unlimited' : (variant.qtyInStock ?? 0)}{' '}
                        <Link to={configPath('inventory')} className="muted">
                          Change in Inventory
                        </Link>
                      </>
                    ) : (
                      <span className="variants-table__stock">
                        <label className="visually-hidden" htmlFor={`variant-stock-${index}`}>
                          Stock of {name}
                        </label>
                        <input
                          id={`variant-stock-${index}`}
                          type="number"
                          min={0}
                          max={1000000}
                          value={variant.qtyInStock ?? 0}
                          disabled={variant.unlimited}
                          onChange={(e) =>
                            setVariant(index, { qtyInStock: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })
                          }
                        />
                        <label>
                          <input
                            type="checkbox"
                            checked={variant.unlimited ?? false}
                            onChange={(e) => setVariant(index, { unlimited: e.target.checked })}
                          />{' '}
                          Unlimited
                        </label>
                      </span>
                    )}
                  </td>
                  <td>
                    <label className="visually-hidden" htmlFor={`variant-image-${index}`}>
                      Image of {name}
                    </label>
                    <select
                      id={`variant-image-${index}`}
                      value={variant.imageId ?? ''}
                      onChange={(e) => setVariant(index, { imageId: e.target.value || null })}
                    >
                      <option value="">The product's</option>
                      {images.map((image, i) => (
                        <option key={image.id} value={image.id}>
                          Image {i + 1}
                          {image.altText ? `: ${image.altText}` : ''}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableWrap>
    </fieldset>
  );
}
