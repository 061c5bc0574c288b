/**
 * One product's editor: every field the storefront shows (name, URL slug, type, rich-text
 * description, images with focal points, options in their order and variants with SKU, prices,
 * on sale, stock, images; subscription plan for physical and service products; the
 * additional-fields form, the add button's words, tags and categories), with the live preview
 * of its page beside it, updated as the owner types. Saved through `PUT /products/{id}` with
 * the revision it loaded (a stale one is a conflict), then Publish, Discard, the revisions.
 *
 * @module
 */
import { useMemo, useRef, useState } from 'react';
import { PRODUCT_TYPES, RECURRING_PRODUCT_TYPES, isPageUrlId } from '../../../domain';
import { failureText } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { EditorBar, LivePreview, RevisionList, RichTextField, TagEditor, useDocumentEditor } from '../../editor';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { ProductImages } from './ProductImages';
import { VariantsEditor } from './VariantsEditor';
import { PRODUCT_TYPE_NAMES, productApi } from './product-calls';
import type { ProductEditFields, ProductImageView, ProductView } from '../../../domain';

export function ProductEditor({ id }: { id: string }) {
  const first = useLoad(`product:${id}`, () => productApi.get(id));
  if (first.error) return <Failure message={first.error} onRetry={first.retry} />;
  if (!first.data) return <Loading>Loading the product…</Loading>;
  return <ProductForm key={first.data.key} first={first.data} />;
}

function ProductForm({ first }: { first: ProductView }) {
  const { owner, can } = useOwner();
  const { locale } = owner.site;
  const [view, setView] = useState(first);
  const [images, setImages] = useState<ProductImageView[]>(first.images);
  const [statusNote, setStatusNote] = useState<string>();
  const viewRef = useRef(view);
  viewRef.current = view;
  const editor = useDocumentEditor<ProductEditFields>({
    kind: 'item',
    key: first.key,
    load: async () => {
      const loaded = await productApi.get(first.id);
      setView(loaded);
      setImages(loaded.images);
      return { body: loaded.fields, revision: loaded.revision, publishedRevision: loaded.publishedRevision };
    },
    save: async (fields, revision) => (await productApi.save(first.id, revision, fields)).revision,
  });
  const fields = editor.body;
  const currency = view.currency;
  const savedSkus = useMemo(() => new Set(view.fields.variants.map((v) => v.sku)), [view]);
  const products = useMemo(() => (fields ? [{ id: first.id, fields }] : []), [fields, first.id]);
  if (editor.phase === 'failed') return <Failure message={editor.loadError ?? ''} onRetry={editor.reload} />;
  if (!fields) return <Loading>Loading the product…</Loading>;

  const change = (patch: Partial<ProductEditFields>) => editor.setBody((b) => ({ ...b, ...patch }));
  const errors = editor.fieldErrors;
  const collection = view.key.slice(0, view.key.indexOf('/'));
  const path = isPageUrlId(fields.urlId) ? `/${collection}/${fields.urlId}` : view.url;
  const subscribable = RECURRING_PRODUCT_TYPES.includes(fields.productType);
  // A paywall product's plan is what its membership costs each period, not goods sent again.
  const membership = fields.productType === PRODUCT_TYPES.paywall;
  const plan = fields.subscriptionPlan ?? { billingPeriod: { value: 1, unit: 'MONTH' as const }, numBillingCycles: 0 };
  const setStatus = async (status: string) => {
    setStatusNote(undefined);
    try {
      await productApi.setStatus(view.key, editor.revision, status);
      editor.reload();
    } catch (failure) {
      setStatusNote(failureText(failure));
    }
  };

  return (
    <section className="panel product-editor" aria-labelledby="product-editor-title">
      <PanelHeading title={fields.name || 'Product'}>
        <span id="product-editor-title">{fields.name || 'Product'}</span>
      </PanelHeading>
      <p>
        <Link to={configPath('products')}>All products</Link>
        {view.publishedRevision !== null && (
          <>
            {' · '}
            <a href={view.url} target="_blank" rel="noreferrer">
              View on the site
            </a>
          </>
        )}
      </p>
      <EditorBar editor={editor} canPublish={can('content.publish')} />
      <div className="product-editor__columns">
        <form className="product-editor__form" onSubmit={(event) => event.preventDefault()} noValidate>
          <div className="field">
            <label htmlFor="product-name">Name</label>
            <input
              id="product-name"
              value={fields.name}
              onChange={(e) => change({ name: e.target.value })}
              aria-invalid={Boolean(errors.name)}
            />
            {errors.name && <p className="field__error">{errors.name}</p>}
          </div>
          <div className="field">
            <label htmlFor="product-slug">URL slug</label>
            <input
              id="product-slug"
              value={fields.urlId}
              aria-describedby="product-slug-hint"
              aria-invalid={Boolean(errors.urlId) || !isPageUrlId(fields.urlId)}
              onChange={(e) => change({ urlId: e.target.value })}
            />
            <p id="product-slug-hint" className="muted">
              {isPageUrlId(fields.urlId) ? `/${collection}/${fields.urlId}` : `${fields.urlId} is not a valid page URL`}
            </p>
            {errors.urlId && <p className="field__error">{errors.urlId}</p>}
          </div>
          <div className="field">
            <label htmlFor="product-type">Product type</label>
            <select
              id="product-type"
              value={fields.productType}
              onChange={(e) => {
                const productType = Number(e.target.value) as ProductEditFields['productType'];
                change({
                  productType,
                  ...(RECURRING_PRODUCT_TYPES.includes(productType) ? {} : { isSubscribable: false }),
                });
              }}
            >
              {Object.entries(PRODUCT_TYPE_NAMES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <RichTextField
            label="Description"
            value={fields.descriptionHtml}
            onChange={(descriptionHtml) => change({ descriptionHtml })}
            error={errors.descriptionHtml}
          />
          <ProductImages
            images={images}
            onChange={(next) => {
              setImages(next);
              change({ images: next.map((i) => i.id) });
            }}
          />
          <VariantsEditor
            fields={fields}
            change={change}
            images={images}
            savedSkus={savedSkus}
            currency={currency}
            locale={locale}
            errors={errors}
          />
          {subscribable && (
            <fieldset>
              <legend>{membership ? 'Membership billing' : 'Subscription'}</legend>
              <label className="field--check">
                <input
                  type="checkbox"
                  checked={fields.isSubscribable ?? false}
                  onChange={(e) => change({ isSubscribable: e.target.checked, subscriptionPlan: plan })}
                />{' '}
                {membership ? 'Bill the membership every period' : 'Sell as a subscription'}
              </label>
              {fields.isSubscribable && (
                <div className="field__row">
                  <div className="field">
                    <label htmlFor="plan-every">Bills every</label>
                    <input
                      id="plan-every"
                      type="number"
                      min={1}
                      max={52}
                      value={plan.billingPeriod.value}
                      onChange={(e) =>
                        change({
                          subscriptionPlan: {
                            ...plan,
                            billingPeriod: { ...plan.billingPeriod, value: Number(e.target.value) },
                          },
                        })
                      }
                    />
                  </div>
                  <div className="field">
                    <label htmlFor="plan-unit">Period</label>
                    <select
                      id="plan-unit"
                      value={plan.billingPeriod.unit}
                      onChange={(e) =>
                        change({
                          subscriptionPlan: {
                            ...plan,
                            billingPeriod: { ...plan.billingPeriod, unit: e.target.value as 'WEEK' | 'MONTH' | 'YEAR' },
                          },
                        })
                      }
                    >
                      <option value="WEEK">Weeks</option>
                      <option value="MONTH">Months</option>
                      <option value="YEAR">Years</option>
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor="plan-cycles">Number of billing cycles (0 until cancelled)</label>
                    <input
                      id="plan-cycles"
                      type="number"
                      min={0}
                      max={999}
                      value={plan.numBillingCycles}
                      onChange={(e) =>
                        change({ subscriptionPlan: { ...plan, numBillingCycles: Number(e.target.value) } })
                      }
                    />
                  </div>
                </div>
              )}
              {(errors.isSubscribable || errors.subscriptionPlan) && (
                <p className="field__error">{errors.isSubscribable ?? errors.subscriptionPlan}</p>
              )}
            </fieldset>
          )}
          <div className="field">
            <label htmlFor="product-form">Additional fields form</label>
            <select
              id="product-form"
              value={fields.additionalFieldsFormId ?? ''}
              onChange={(e) => change({ additionalFieldsFormId: e.target.value || null })}
            >
              <option value="">None</option>
              {view.forms.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="product-button">Add button text</label>
            <input
              id="product-button"
              value={fields.addButtonText}
              placeholder="Add To Cart"
              onChange={(e) => change({ addButtonText: e.target.value })}
            />
            {errors.addButtonText && <p className="field__error">{errors.addButtonText}</p>}
          </div>
          <TagEditor
            tagType="tag"
            values={fields.tags}
            serverError={errors.tags}
            onChange={(tags) => change({ tags })}
          />
          <TagEditor
            tagType="category"
            values={fields.categories}
            serverError={errors.categories}
            onChange={(categories) => change({ categories })}
          />
          <div className="field">
            <label htmlFor="product-status">Status</label>
            <select
              id="product-status"
              value={view.status}
              disabled={editor.dirty || editor.saving}
              aria-describedby="product-status-hint"
              onChange={(e) => void setStatus(e.target.value)}
            >
              <option value="published">Published</option>
              <option value="draft">Draft</option>
              <option value="needs-review">Needs Review</option>
              <option value="private">Private</option>
              {view.status === 'scheduled' && <option value="scheduled">Scheduled</option>}
            </select>
            <p id="product-status-hint" className="muted">
              {editor.dirty ? 'Save your changes first.' : 'Shown to visitors only when Published, after you publish.'}
            </p>
            {statusNote && (
              <p className="field__error" role="alert">
                {statusNote}
              </p>
            )}
          </div>
          <RevisionList editor={editor} />
        </form>
        <LivePreview path={path} products={products} />
      </div>
    </section>
  );
}
