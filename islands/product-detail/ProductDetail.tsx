import { AddButton } from './AddButton';
import { Choosers } from './Choosers';
import { QuantityField } from './QuantityField';
import type { ProductFormProps } from '../../domain';

/**
 * The product form island: the parts its formatter asked for (variant choosers, quantity,
 * button). Several islands of one product share one store, so the parts may be apart.
 */
export function ProductDetail(props: ProductFormProps) {
  const { parts, item, options, labels } = props;
  return (
    <div className="product-form" data-product-id={item.id}>
      {parts.variants && options.length > 0 && <Choosers {...props} />}
      {parts.quantity && <QuantityField productId={item.id} label={labels.quantity} />}
      {parts.button && <AddButton {...props} />}
    </div>
  );
}
