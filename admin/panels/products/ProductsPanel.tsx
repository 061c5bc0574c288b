/**
 * Products (`/config/products`): the list, and one product's editor at `/config/products/{id}`.
 *
 * @module
 */
import { ProductEditor } from './ProductEditor';
import { ProductList } from './ProductList';

export function ProductsPanel({ segments }: { segments: string[] }) {
  const [id] = segments;
  return id ? <ProductEditor id={id} /> : <ProductList />;
}
