/**
 * Stock and inventory: the stock table (`getStock`, `seedStock`), the fixture sites' seed
 * stock (`stockRows`), the products as the owner sees them, and the owner's inventory list,
 * stock writes and inventory settings (`ownerInventoryRoutes`, under /api/owner).
 *
 * @module
 */
export { ownerInventoryRoutes } from './owner-inventory-routes';
export { listInventory, inventoryProducts } from './inventory';
export { inventorySettingsStore, defaultInventorySettings, type InventorySettingsStore } from './inventory-settings';
export { setStock, isSoldOutLevel, sameLevel, StockChangedError, type StockLevel } from './set-stock';
export { siteProducts, findOwnerProduct, variantLabel, type OwnerProduct, type OwnerVariant } from './site-products';
export { seedStock, getStock, getStocks, compareStockKeys, type StockRow } from './stock-store';
export { stockRows } from './stock-rows';
