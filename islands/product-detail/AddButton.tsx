import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { buttonText, isSoldOut, isVariantAvailable } from '../../domain';
import { productStore } from './product-store';
import { useAddToCart } from './use-add-to-cart';
import type { ProductFormProps } from '../../domain';

// Few products have additional fields, and the form opens only after a click: its code (and the
// site form rules it checks with) loads then, not with every product page.
const AdditionalFieldsDialog = lazy(() =>
  import('./AdditionalFieldsDialog').then((m) => ({ default: m.AdditionalFieldsDialog })),
);

/** Sold out: the whole product, or the variant the visitor has chosen. */
function useSoldOut({ item }: ProductFormProps): boolean {
  const { variantId } = useStore(productStore(item.id));
  if (isSoldOut(item)) return true;
  const chosen = variantId ? item.structuredContent.variants.find((v) => v.id === variantId) : undefined;
  return chosen !== undefined && !isVariantAvailable(chosen);
}

/**
 * The add-to-cart button with its alert, its polite announcements and the additional-fields
 * dialog. A sold-out product or chosen variant gets a disabled button saying so (the restock
 * box, when the store has one, sits beside it).
 */
export function AddButton(props: ProductFormProps) {
  const add = useAddToCart(props);
  const soldOut = useSoldOut(props);
  // The product's own label as the page gave it; the button's states in the page's words.
  const label = soldOut
    ? props.labels.soldOut
    : add.phase === 'idle'
      ? props.labels.button
      : add.say(buttonText(add.phase, props.labels.button));
  return (
    <div className="product-form__add">
      <button
        type="button"
        className="product-form__button"
        data-phase={add.phase}
        data-sold-out={soldOut || undefined}
        disabled={soldOut}
        aria-disabled={(!soldOut && add.phase !== 'idle') || undefined}
        onClick={add.start}
      >
        {label}
      </button>
      <div className="product-form__alert" role="alert">
        {add.problem && !soldOut && (
          <>
            <strong>{add.problem.title}</strong> <span>{add.problem.message}</span>
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {add.announcement}
      </p>
      {add.askingFields && props.additionalFields && (
        <Suspense>
          <AdditionalFieldsDialog
            form={props.additionalFields}
            submitLabel={props.labels.button}
            closeLabel={add.say('Cancel')}
            say={add.say}
            onSubmit={add.submitFields}
            onClose={add.cancelFields}
          />
        </Suspense>
      )}
    </div>
  );
}
