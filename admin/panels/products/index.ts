import './products.css';
export { ProductsPanel } from './ProductsPanel';
export { variantsFor } from './VariantsEditor';
export { skuOf } from './NewProductDialog';
