import { buttonText } from '../../domain/add-to-cart-button';
import { AdditionalFieldsDialog } from './AdditionalFieldsDialog';
import { useAddToCart } from './use-add-to-cart';
import type { ProductFormProps } from '../../domain/product-form';

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
        <AdditionalFieldsDialog form={props.additionalFields} submitLabel={props.labels.button} onSubmit={add.submitFields} onClose={add.cancelFields} />
      )}
    </div>
  );
}
