import { lazy, Suspense } from 'react';
import { buttonText } from '../../domain';
import { useAddToCart } from './use-add-to-cart';
import type { ProductFormProps } from '../../domain';

// Few products have additional fields, and the form opens only after a click: its code (and the
// site form rules it checks with) loads then, not with every product page.
const AdditionalFieldsDialog = lazy(() => import('./AdditionalFieldsDialog').then((m) => ({ default: m.AdditionalFieldsDialog })));

/** The add-to-cart button with its alert, its polite announcements and the additional-fields dialog. */
export function AddButton(props: ProductFormProps) {
  const add = useAddToCart(props);
  const label = buttonText(add.phase, props.labels.button);
  return (
    <div className="product-form__add">
      <button type="button" className="product-form__button" data-phase={add.phase} aria-disabled={add.phase !== 'idle' || undefined} onClick={add.start}>
        {label}
      </button>
      <div className="product-form__alert" role="alert">
        {add.problem && (
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
          <AdditionalFieldsDialog form={props.additionalFields} submitLabel={props.labels.button} onSubmit={add.submitFields} onClose={add.cancelFields} />
        </Suspense>
      )}
    </div>
  );
}
